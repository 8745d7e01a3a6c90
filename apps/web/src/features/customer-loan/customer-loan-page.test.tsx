import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerLoanRouteId, formatRupees, type CustomerJourney, type CustomerLoanStep } from '@portal/domain';
import { jsonBodyOf, stubFetch, type FetchCall } from '../../components/form/stub-fetch';
import { renderSalePage } from '../../test/render-sale-page';
import { CustomerLoanPage } from './customer-loan-page';
import { apiError, fixtureKfs, journeyAt, loanUrl } from './customer-loan-fixtures';
import { LIVELINESS_FRAMES } from './steps/liveliness-step';
import { createStore } from '../../app/store';
import { prefetchCustomerLoanStep } from './customer-loan-prefetch';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A page load of the loan link's OTP step (start-up's prefetch, then the page), until it shows the OTP sent. */
async function openLinkPage() {
  const store = createStore();
  prefetchCustomerLoanStep(store.dispatch, { productCode: 'personal-loan', providerCode: 'yes', step: 'login-otp', token: 'tok' });
  renderSalePage(customerLoanRouteId('login-otp'), <CustomerLoanPage />, loanUrl('login-otp', '?token=tok'), store);
  await screen.findByText('******3210');
}

const leadId = journeyAt('offer').leadId;
const journeyPath = `/api/products/personal-loan/customer/yes/leads/${leadId}/journey`;
const statusPath = '/api/customer-sessions/status';
const signedInStatus = { signedIn: true, session: { scope: { kind: 'lead', id: leadId }, productCode: 'personal-loan', idleExpiresAt: '', expiresAt: '' } };
const isAnswer = (call: FetchCall) => call.url.pathname === journeyPath && call.method === 'POST';

/** The page at a step, with the server at `server` and answering each step's answer with `answers`. */
function renderAt(step: CustomerLoanStep, server: CustomerJourney, answers: (call: FetchCall) => Response = () => Response.json(server), search = '') {
  const stub = stubFetch((call) => {
    if (call.url.pathname === statusPath) return Response.json(signedInStatus);
    if (isAnswer(call)) return answers(call);
    if (call.url.pathname === journeyPath) return Response.json(server);
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
  const view = renderSalePage(customerLoanRouteId(step), <CustomerLoanPage />, loanUrl(step, search));
  return { ...stub, ...view };
}

const probe = async (options?: { timeout: number }) => (await screen.findByTestId('current-route', {}, options)).textContent;
const answersOf = (calls: FetchCall[]) => calls.filter(isAnswer).map(jsonBodyOf);

describe('CustomerLoanPage: the server keeps the step', () => {
  it('a reload or a second device on an earlier step lands on the true step, in place', async () => {
    const { router } = renderAt('offer', journeyAt('kyc-details'));
    expect(await probe()).toBe('customer-loan-kyc-details');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('the back button into the application from a disbursed loan lands back on disbursement-success', async () => {
    renderAt('bank-details', journeyAt('disbursement-success'));
    expect(await probe()).toBe('customer-loan-disbursement-success');
  });

  it('a customer not signed in is sent to prove the mobile first, keeping the link', async () => {
    stubFetch((call) => (call.url.pathname === statusPath ? Response.json({ signedIn: false }) : apiError(401, 'UNAUTHENTICATED', 'Sign in to continue')));
    const { router } = renderSalePage(customerLoanRouteId('offer'), <CustomerLoanPage />, loanUrl('offer', '?token=abc'));
    expect(await probe()).toBe('customer-loan-login-otp');
    expect(router.state.location.search).toBe('?token=abc');
  });

  it('an answer goes to the step the server answers', async () => {
    const { calls } = renderAt('offer', journeyAt('offer'), () => Response.json(journeyAt('offer/confirm')));
    expect((await screen.findAllByText('Rs 3,00,000')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept this offer' }));
    expect(await probe()).toBe('customer-loan-offer-confirm');
    expect(answersOf(calls)).toEqual([{ step: 'offer', answer: { kfsId: 'KFS0123456789ABCDEF', acknowledged: true, accept: true } }]);
  });

  it('a step answered out of order (409 WRONG_STEP) goes to the step the server names', async () => {
    renderAt('offer', journeyAt('offer'), () => apiError(409, 'WRONG_STEP', 'This step is done', { step: 'location' }));
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept this offer' }));
    expect(await probe()).toBe('customer-loan-location');
  });

  it('a signed-in customer reaches their consents beside the step, and beside the error when the journey cannot be read', async () => {
    renderAt('offer', journeyAt('offer'));
    expect(await screen.findByRole('link', { name: 'See or withdraw your consents' })).toBeTruthy();
    cleanup();
    stubFetch((call) => (call.url.pathname === statusPath ? Response.json(signedInStatus) : apiError(500, 'INTERNAL', 'Something went wrong')));
    renderSalePage(customerLoanRouteId('offer'), <CustomerLoanPage />, loanUrl('offer'));
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See or withdraw your consents' })).toBeTruthy();
  });

  it("shows the tenant's brand and no partner navigation", async () => {
    renderAt('offer', journeyAt('offer'));
    expect(await screen.findByRole('img', { name: 'Mint Pro' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('names the lead’s tenant from the link before the customer signs in (login-otp), never the default brand', async () => {
    stubFetch((call) => {
      if (call.url.pathname === statusPath) return Response.json({ signedIn: false });
      if (call.url.pathname === '/api/customer-sessions/lead/brand' && call.url.searchParams.get('token') === 'abc') {
        return Response.json({ brandName: 'Mint Finance', brandColour: '#1d4ed8' });
      }
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    const { store } = renderSalePage(customerLoanRouteId('login-otp'), <CustomerLoanPage />, loanUrl('login-otp', '?token=abc'));
    expect(await screen.findByRole('img', { name: 'Mint Finance' })).toBeTruthy();
    // The header takes it from the store in an effect, after the page has painted it.
    await waitFor(() => expect(store.getState().ui.linkBrand).toEqual({ brandName: 'Mint Finance', colour: '#1d4ed8' }));
    expect(screen.queryByRole('img', { name: 'Mint Pro' })).toBeNull();
  });
});

describe('login-otp', () => {
  it('start-up sends the OTP once the status says signed out, and the step shows that one: one SMS, not two', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === statusPath) return Response.json({ signedIn: false });
      if (call.url.pathname === '/api/customer-sessions/lead/otp') {
        return Response.json({ challengeId: 'c0ffee00-0000-4000-8000-000000000001', mobileEnding: '3210', expiresInSeconds: 300, resendAfterSeconds: 30 });
      }
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    const store = createStore();
    prefetchCustomerLoanStep(store.dispatch, { productCode: 'personal-loan', providerCode: 'yes', step: 'login-otp', token: 'tok' });
    await waitFor(() => expect(calls.filter((call) => call.url.pathname === '/api/customer-sessions/lead/otp')).toHaveLength(1));
    renderSalePage(customerLoanRouteId('login-otp'), <CustomerLoanPage />, loanUrl('login-otp', '?token=tok'), store);
    expect(await screen.findByText('******3210')).toBeTruthy();
    expect(calls.filter((call) => call.url.pathname === '/api/customer-sessions/lead/otp')).toHaveLength(1);
  });

  it('start-up sends no OTP to a customer already signed in to the lead', async () => {
    const { calls } = stubFetch((call) => (call.url.pathname === statusPath ? Response.json(signedInStatus) : Response.json(journeyAt('offer'))));
    const store = createStore();
    prefetchCustomerLoanStep(store.dispatch, { productCode: 'personal-loan', providerCode: 'yes', step: 'login-otp', token: 'tok' });
    await waitFor(() => expect(calls.some((call) => call.url.pathname === statusPath)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.url.pathname === '/api/customer-sessions/lead/otp')).toHaveLength(0);
  });

  it('sends the OTP on opening, says the tries left after a wrong code, and moves on once the code is right', async () => {
    let signedIn = false;
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === statusPath) return Response.json(signedIn ? signedInStatus : { signedIn: false });
      if (call.url.pathname === journeyPath) return signedIn ? Response.json(journeyAt('offer')) : apiError(401, 'UNAUTHENTICATED', 'Sign in');
      if (call.url.pathname === '/api/customer-sessions/lead/otp') {
        return Response.json({ challengeId: 'c0ffee00-0000-4000-8000-000000000001', mobileEnding: '3210', expiresInSeconds: 300, resendAfterSeconds: 30 });
      }
      if (call.url.pathname === '/api/customer-sessions/lead') {
        const { otp, challengeId } = jsonBodyOf(call) as { otp: string; challengeId: string };
        if (challengeId !== 'c0ffee00-0000-4000-8000-000000000001') return apiError(400, 'VALIDATION', 'OTP session is invalid');
        if (otp === '999999')
          return apiError(400, 'VALIDATION', 'Too many wrong attempts. Please request a new OTP', {
            fields: { otp: 'Too many wrong attempts. Please request a new OTP' },
            triesLeft: 0,
          });
        if (otp !== '123456') return apiError(400, 'VALIDATION', 'Wrong OTP. 2 tries left', { fields: { otp: 'Wrong OTP. 2 tries left' }, triesLeft: 2 });
        signedIn = true;
        return Response.json({ scope: { kind: 'lead', id: 'x' }, productCode: 'personal-loan', idleExpiresAt: '', expiresAt: '' });
      }
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderSalePage(customerLoanRouteId('login-otp'), <CustomerLoanPage />, loanUrl('login-otp', '?token=tok'));
    expect(await screen.findByText('******3210')).toBeTruthy();
    const input = screen.getByLabelText('OTP');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(jsonBodyOf(calls.find((call) => call.url.pathname === '/api/customer-sessions/lead/otp'))).toEqual({ token: 'tok' });

    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    // The one OTP entry's check, the domain's otp rule in SPEC §5's words (decision 0230).
    expect(screen.getByText('Enter valid numeric OTP')).toBeTruthy();

    await userEvent.clear(input);
    await userEvent.type(input, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText('Wrong OTP. 2 tries left')).toBeTruthy();

    await userEvent.clear(input);
    await userEvent.type(input, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await probe()).toBe('customer-loan-offer');
  });

  it('a tab reloaded while its OTP lives shows that OTP and sends no second SMS; the code it was sent is the one checked; another link is sent its own', async () => {
    let sends = 0;
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === statusPath) return Response.json({ signedIn: false });
      if (call.url.pathname === '/api/customer-sessions/lead/otp') {
        sends += 1;
        return Response.json({
          challengeId: `c0ffee00-0000-4000-8000-00000000000${sends}`,
          mobileEnding: '3210',
          expiresInSeconds: 300,
          resendAfterSeconds: 30,
        });
      }
      if (call.url.pathname === '/api/customer-sessions/lead')
        return apiError(400, 'VALIDATION', 'Wrong OTP. 4 tries left', { fields: { otp: 'Wrong OTP. 4 tries left' }, triesLeft: 4 });
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    await openLinkPage();
    cleanup();
    // The reload: a new page load on the same tab.
    await openLinkPage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sends).toBe(1);
    // Resend waits out what is left of the first OTP's 30 s, not a new 30 s.
    expect(screen.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('OTP'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    await screen.findByText('Wrong OTP. 4 tries left');
    expect((jsonBodyOf(calls.findLast((call) => call.url.pathname === '/api/customer-sessions/lead')) as { challengeId: string }).challengeId).toBe(
      'c0ffee00-0000-4000-8000-000000000001',
    );
    // Another token (another lead's link) is sent its own.
    cleanup();
    renderSalePage(customerLoanRouteId('login-otp'), <CustomerLoanPage />, loanUrl('login-otp', '?token=other'));
    await screen.findByText('******3210');
    expect(sends).toBe(2);
  });

  it('the link tapped again in the SMS, a new tab, shows the OTP the first tab was sent and sends no second SMS', async () => {
    let sends = 0;
    stubFetch((call) => {
      if (call.url.pathname === statusPath) return Response.json({ signedIn: false });
      if (call.url.pathname === '/api/customer-sessions/lead/otp') {
        sends += 1;
        return Response.json({ challengeId: 'c0ffee00-0000-4000-8000-000000000001', mobileEnding: '3210', expiresInSeconds: 300, resendAfterSeconds: 30 });
      }
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    await openLinkPage();
    cleanup();
    // A new tab: its own page load and its own session storage.
    sessionStorage.clear();
    await openLinkPage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sends).toBe(1);
    expect(screen.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeTruthy();
  });

  it('with no tries left the code box is closed and a new OTP is the way on', async () => {
    stubFetch((call) => {
      if (call.url.pathname === statusPath) return Response.json({ signedIn: false });
      if (call.url.pathname === '/api/customer-sessions/lead/otp') {
        return Response.json({ challengeId: 'c0ffee00-0000-4000-8000-000000000001', mobileEnding: '3210', expiresInSeconds: 300, resendAfterSeconds: 0 });
      }
      return apiError(400, 'VALIDATION', 'Too many wrong attempts. Please request a new OTP', {
        fields: { otp: 'Too many wrong attempts. Please request a new OTP' },
        triesLeft: 0,
      });
    });
    renderSalePage(customerLoanRouteId('login-otp'), <CustomerLoanPage />, loanUrl('login-otp', '?token=tok'));
    await screen.findByText('******3210');
    await userEvent.type(screen.getByLabelText('OTP'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText('Too many wrong attempts. Please request a new OTP')).toBeTruthy();
    expect((screen.getByLabelText('OTP') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeTruthy();
  });

  it('a second device without the link is told to open the link again', async () => {
    stubFetch((call) => (call.url.pathname === statusPath ? Response.json({ signedIn: false }) : apiError(401, 'UNAUTHENTICATED', 'Sign in')));
    renderSalePage(customerLoanRouteId('login-otp'), <CustomerLoanPage />, loanUrl('login-otp'));
    expect(await screen.findByText('To continue, open the loan link you were sent by SMS again.')).toBeTruthy();
  });
});

describe('location', () => {
  it('asks the browser only after the customer agrees, and falls back to the pin code when refused', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { calls } = renderAt('location', journeyAt('location'), () => Response.json(journeyAt('presence-verification')));
    await screen.findByText(/needs to know where you are applying from/);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(await screen.findByText('Your browser did not share your location. Enter your pin code instead.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Pin code of your current address'), '56003');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your 6-digit pin code')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Pin code of your current address'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await probe()).toBe('customer-loan-presence-verification');
    expect(answersOf(calls)).toEqual([{ step: 'location', answer: { pinCode: '560034' } }]);
  });

  it("sends the browser's position when allowed", async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 12.93, longitude: 77.62, accuracy: 30 } } as GeolocationPosition));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { calls } = renderAt('location', journeyAt('location'), () => Response.json(journeyAt('liveliness')));
    await userEvent.click(await screen.findByRole('button', { name: 'Share my location' }));
    expect(await probe()).toBe('customer-loan-liveliness');
    expect(answersOf(calls)).toEqual([{ step: 'location', answer: { latitude: 12.93, longitude: 77.62 } }]);
  });
});

describe('liveliness', () => {
  it('says plainly how to allow the camera when it is blocked', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    renderAt('liveliness', journeyAt('liveliness'));
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on camera' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/allow the camera for this site/);
  });

  it("shows the preview and answers with the journey's widget token", async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [{ stop }] } as unknown as MediaStream));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    const { calls } = renderAt('liveliness', journeyAt('liveliness', { facts: { livelinessWidgetToken: 'wt-1' } }), () =>
      Response.json(journeyAt('kyc-details')),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on camera' }));
    expect(await screen.findByLabelText('Your camera preview')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: 'user' }), audio: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Take photo and continue' }));
    expect(await probe({ timeout: 4000 })).toBe('customer-loan-kyc-details');
    expect(answersOf(calls)).toEqual([{ step: 'liveliness', answer: { widgetToken: 'wt-1', frames: LIVELINESS_FRAMES } }]);
    // The camera stops as the step's component leaves, in its effect's clean-up.
    await waitFor(() => expect(stop).toHaveBeenCalled());
  });
});

describe('kyc-details', () => {
  it('refuses an Aadhaar number whose Verhoeff digit is wrong before sending, and shows only the last four once typed', async () => {
    const { calls } = renderAt('kyc-details', journeyAt('kyc-details'), () => Response.json(journeyAt('initiate-kyc')));
    const input = await screen.findByLabelText('Aadhaar number');
    await userEvent.type(input, '234567890125');
    fireEvent.blur(input);
    expect(screen.getByText('Enter valid Aadhaar number')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(answersOf(calls)).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '234567890124');
    expect((input as HTMLInputElement).value).toBe('2345 6789 0124');
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('XXXX XXXX 0124');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await probe()).toBe('customer-loan-initiate-kyc');
    expect(answersOf(calls)).toEqual([{ step: 'kyc-details', answer: { aadhaar: '234567890124', consent: true } }]);
  });
});

describe('bank-details', () => {
  const bankStub = (answer: (call: FetchCall) => Response) =>
    stubFetch((call) => {
      if (call.url.pathname === statusPath) return Response.json(signedInStatus);
      if (isAnswer(call)) return answer(call);
      if (call.url.pathname === journeyPath) return Response.json(journeyAt('bank-details'));
      if (call.url.pathname === '/api/customer/ifsc/HDFC0000240')
        return Response.json({ ifsc: 'HDFC0000240', bank: 'HDFC Bank', branch: 'Koramangala', city: 'Bengaluru' });
      if (call.url.pathname.startsWith('/api/customer/ifsc/')) return apiError(404, 'NOT_FOUND', 'No such IFSC');
      return apiError(404, 'NOT_FOUND', 'Not found');
    });

  it('names the bank and branch of the IFSC, and says a penny drop to someone else’s account beside the name', async () => {
    const mismatch = 'The name on this bank account does not match yours. Use an account in your own name';
    const { calls } = bankStub(() => apiError(400, 'VALIDATION', mismatch, { fields: { accountHolderName: mismatch } }));
    renderSalePage(customerLoanRouteId('bank-details'), <CustomerLoanPage />, loanUrl('bank-details'));
    await userEvent.type(await screen.findByLabelText('IFSC'), 'hdfc0000240');
    expect(await screen.findByText('HDFC Bank, Koramangala, Bengaluru')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Account number'), '50100987654321');
    await userEvent.type(screen.getByLabelText('Account number again'), '50100987654321');
    await userEvent.type(screen.getByLabelText('Account holder’s name'), 'Asha Patil');
    await userEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(await screen.findByText(mismatch)).toBeTruthy();
    expect(answersOf(calls)).toEqual([
      { step: 'bank-details', answer: { ifsc: 'HDFC0000240', accountNumber: '50100987654321', accountHolderName: 'Asha Patil' } },
    ]);
  });

  it('says an unknown IFSC and mismatched account numbers beside their fields, and sends nothing', async () => {
    const { calls } = bankStub(() => Response.json(journeyAt('mandate-callback')));
    renderSalePage(customerLoanRouteId('bank-details'), <CustomerLoanPage />, loanUrl('bank-details'));
    await userEvent.type(await screen.findByLabelText('IFSC'), 'ABCD0123456');
    expect(await screen.findByText('No bank branch has this IFSC. Check it on your cheque book or passbook.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Account number'), '123456789');
    await userEvent.type(screen.getByLabelText('Account number again'), '123456780');
    await userEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(screen.getByText('The account numbers do not match')).toBeTruthy();
    expect(answersOf(calls)).toEqual([]);
  });
});

describe('steps the customer types nothing at', () => {
  it('signed in at login-otp, the page sends the step itself and moves to the step the server answers', async () => {
    const { calls } = renderAt('login-otp', journeyAt('login-otp'), () => Response.json(journeyAt('offer')));
    expect(await probe()).toBe('customer-loan-offer');
    expect(answersOf(calls)).toEqual([{ step: 'login-otp', answer: {} }]);
  });

  it('at kyc-callback the page sends the step itself and moves on; an error says why and offers to check again', async () => {
    let tries = 0;
    const { calls } = renderAt('kyc-callback', journeyAt('kyc-callback'), () =>
      ++tries === 1 ? apiError(503, 'UNAVAILABLE', 'The KYC service is not answering. Try again in a minute') : Response.json(journeyAt('bank-details')),
    );
    expect(await screen.findByText('The KYC service is not answering. Try again in a minute')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await probe()).toBe('customer-loan-bank-details');
    expect(answersOf(calls)).toEqual([
      { step: 'kyc-callback', answer: {} },
      { step: 'kyc-callback', answer: {} },
    ]);
  });
});

describe('e-mandate and disbursement', () => {
  const mandate = {
    maxAmount: fixtureKfs.lastInstalment,
    frequency: 'MNTH' as const,
    firstDebitDate: fixtureKfs.schedule[0]!.dueDate,
    lastDebitDate: fixtureKfs.schedule.at(-1)!.dueDate,
    debits: 24,
    bankName: 'HDFC Bank',
    accountMasked: 'XXXXXX4321',
    lenderName: 'YES Bank',
    umrn: null,
  };

  it("says what the mandate authorises before it is authorised with the bank's signed answer", async () => {
    const { calls } = renderAt('mandate-callback', journeyAt('mandate-callback', { mandate, facts: { mandateResponse: 'signed-response-1' } }), () =>
      Response.json(journeyAt('disbursement-details')),
    );
    expect(await screen.findByText(`${formatRupees(fixtureKfs.lastInstalment)} each time`)).toBeTruthy();
    expect(screen.getByText('Monthly, 24 debits')).toBeTruthy();
    expect(screen.getByText('27/12/2026')).toBeTruthy();
    expect(screen.getByText('27/11/2028')).toBeTruthy();
    expect(screen.getByText('HDFC Bank, XXXXXX4321')).toBeTruthy();
    expect(screen.getByText('YES Bank')).toBeTruthy();
    expect(screen.getByText(/I authorise YES Bank to debit my HDFC Bank account XXXXXX4321 every month, up to/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Set up e-mandate' }));
    expect(screen.getByText('Tick the box to agree before you continue')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Set up e-mandate' }));
    expect(await probe()).toBe('customer-loan-disbursement-details');
    expect(answersOf(calls)).toEqual([{ step: 'mandate-callback', answer: { response: 'signed-response-1' } }]);
  });

  it('once registered, the mandate shows its UMRN; disbursement-details the KFS’s net amount', async () => {
    renderAt(
      'disbursement-details',
      journeyAt('disbursement-details', {
        mandate: { ...mandate, umrn: 'SBXN7021911230001234' },
        disbursement: { amount: fixtureKfs.netDisbursed, utr: null, disbursedAt: null },
        facts: { bankName: 'HDFC Bank', accountLast4: '4321' },
      }),
    );
    expect(await screen.findByText('SBXN7021911230001234')).toBeTruthy();
    expect(screen.getByText(formatRupees(fixtureKfs.netDisbursed))).toBeTruthy();
    expect(screen.queryByText('—')).toBeNull();
  });

  it('disbursement-success shows the amount paid, the account and the UTR, never "—"', async () => {
    renderAt(
      'disbursement-success',
      journeyAt('disbursement-success', {
        disbursement: { amount: fixtureKfs.netDisbursed, utr: 'SBXU52026112301', disbursedAt: '2026-11-27T08:00:00.000Z' },
        facts: { bankName: 'HDFC Bank', accountLast4: '4321' },
      }),
    );
    expect(await screen.findByText('Your loan is disbursed. The money is in your bank account.')).toBeTruthy();
    expect(screen.getByText(formatRupees(fixtureKfs.netDisbursed))).toBeTruthy();
    expect(screen.getByText('SBXU52026112301')).toBeTruthy();
    expect(screen.getByText('HDFC Bank, account ending 4321')).toBeTruthy();
    expect(screen.queryByText('—')).toBeNull();
  });
});

describe('the offer is the customer’s KFS', () => {
  it('shows APR, EMI, the instalments with the last one, every fee, total cost, cooling-off, exit, grievance officer, validity and the PDF; accepting needs the acknowledgement', async () => {
    const { calls } = renderAt('offer', journeyAt('offer'), () => Response.json(journeyAt('offer/confirm')));
    expect(await screen.findByText(`${fixtureKfs.aprPercent.toFixed(2)}%`)).toBeTruthy();
    const kfs = fixtureKfs;
    expect(screen.getAllByText(formatRupees(kfs.emi)).length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        new RegExp(
          `^24 monthly instalments${kfs.lastInstalment === kfs.emi ? ' of' : `: 23 of ${formatRupees(kfs.emi)} and a last one of ${formatRupees(kfs.lastInstalment)}`}`,
        ),
      ),
    ).toBeTruthy();
    for (const fee of kfs.fees.lender) expect(screen.getByText(`${fee.label} (to ${fee.payableTo})`)).toBeTruthy();
    expect(screen.getByText(formatRupees(kfs.totalInterest + kfs.fees.total))).toBeTruthy();
    expect(screen.getByText(formatRupees(kfs.netDisbursed))).toBeTruthy();
    expect(screen.getByText(/^3 days after disbursement: you may exit/)).toBeTruthy();
    expect(screen.getByText(kfs.contingentCharges.find((c) => c.label === 'Foreclosure charges')!.text)).toBeTruthy();
    expect(screen.getByText(new RegExp(kfs.grievance.name))).toBeTruthy();
    expect(screen.getByText(/\(3 working days\)$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the Key Facts Statement (PDF)' }).getAttribute('href')).toBe(
      '/api/products/personal-loan/customer/yes/leads/7f1f/kfs.pdf?lang=en-IN',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept this offer' }));
    expect(screen.getByText('Tick the box to agree before you continue')).toBeTruthy();
    expect(answersOf(calls)).toEqual([]);
  });
});

describe('apply/details within the sanction', () => {
  it('shows the sanction’s limits and refuses an ask beyond them with the lender’s words, before sending', async () => {
    const limits = { minAmount: 10_000_000, maxAmount: 30_000_000, minTenureMonths: 12, maxTenureMonths: 36 };
    const { calls } = renderAt('apply/details', journeyAt('apply/details', { limits }), () => Response.json(journeyAt('apply/confirm')));
    expect(await screen.findByText('Rs 1,00,000 to Rs 3,00,000')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Loan amount (₹)'), '1500000');
    await userEvent.type(screen.getByLabelText('Tenure (months)'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Your sanctioned limit is Rs 3,00,000. Choose an amount from Rs 1,00,000 to Rs 3,00,000')).toBeTruthy();
    expect(screen.getByText('Your sanction allows 12 to 36 months. Choose a tenure within it')).toBeTruthy();
    expect(answersOf(calls)).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Loan amount (₹)'));
    await userEvent.type(screen.getByLabelText('Loan amount (₹)'), '200000');
    await userEvent.clear(screen.getByLabelText('Tenure (months)'));
    await userEvent.type(screen.getByLabelText('Tenure (months)'), '24');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await probe()).toBe('customer-loan-apply-confirm');
    expect(answersOf(calls)).toEqual([{ step: 'apply/details', answer: { loanAmount: 20000000, tenureMonths: 24 } }]);
  });
});

describe('failure pages each give a way forward', () => {
  it.each([
    ['mandate-failure', 'Try the e-mandate again', 'mandate-callback'],
    ['kyc-failure', 'Check my Aadhaar number', 'kyc-details'],
    ['offer-failure', 'Check for an offer again', 'offer'],
    ['offerApiFailure', 'Try again', 'offer'],
  ] as const)('%s: "%s" goes to %s', async (step, action, next) => {
    const { calls } = renderAt(step, journeyAt(step, { facts: { failureReason: 'Sandbox lender said no' } }), () => Response.json(journeyAt(next)));
    expect(await screen.findByText('Reason: Sandbox lender said no')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(await probe()).toBe(customerLoanRouteId(next));
    expect(answersOf(calls)).toEqual([{ step, answer: { retry: true } }]);
  });

  it('disbursement-reject says why and who can help', async () => {
    renderAt('disbursement-reject', journeyAt('disbursement-reject', { facts: { failureReason: 'Bank account closed' } }));
    expect(await screen.findByText('Reason: Bank account closed')).toBeTruthy();
    expect(screen.getByText('Your partner Ravi Kumar can check offers from other lenders for you.')).toBeTruthy();
  });
});

describe("the API's journey shape (decision 0083)", () => {
  it('reads the bank, UMRN and failure reason from its facts', async () => {
    const apiJourney = journeyAt('mandate-failure', {
      partnerName: null,
      facts: { aadhaarLast4: '0124', bankName: 'HDFC Bank', accountLast4: '4321', umrn: 'HDFC7021911230001234', failureReason: 'Mandate rejected by the bank' },
    });
    renderAt('mandate-failure', apiJourney);
    expect(await screen.findByText('Reason: Mandate rejected by the bank')).toBeTruthy();
    expect(screen.queryByText(/Your partner/)).toBeNull();
  });
});

describe('additional-details', () => {
  it('sends the employment type and the monthly income in rupees', async () => {
    const { calls } = renderAt('additional-details', journeyAt('additional-details'), () => Response.json(journeyAt('bank-details')));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose your employment type')).toBeTruthy();
    expect(screen.getByText('Enter your monthly income')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Salaried' }));
    await userEvent.type(screen.getByLabelText('Monthly income (₹)'), '45000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await probe()).toBe('customer-loan-bank-details');
    expect(answersOf(calls)).toEqual([{ step: 'additional-details', answer: { employmentType: 'SALARIED', monthlyIncome: 45000 } }]);
  });
});

describe('an unknown lender in the URL', () => {
  it('explains, asks nothing of the server, and links back to the customer’s link', async () => {
    const { calls } = stubFetch(() => apiError(404, 'NOT_FOUND', 'Not found'));
    renderSalePage(customerLoanRouteId('offer'), <CustomerLoanPage />, '/products/personal-loan/customer/acme-bank/offer?token=abc.def');
    expect(await screen.findByText('This link names a lender we do not work with, so your loan cannot be opened from it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your loan link again' }).getAttribute('href')).toBe('/mandate/personal-loan?token=abc.def');
    expect(calls.filter((call) => call.url.pathname.includes('/journey'))).toEqual([]);
  });
});
