import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findLatinWords, type CustomerConsentEntry, type CustomerConsents } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { mockApi, renderAt } from '../../app/test-helpers';
import { CustomerConsentsPage } from './customer-consents-page';

const pages = { 'customer-consents': CustomerConsentsPage };
const challenge = { challengeId: '0b8f3c52-3c1e-4f0e-9a57-0f3e2b6d9a11', mobileEnding: '0067', expiresInSeconds: 300, resendAfterSeconds: 30 };
const credit: CustomerConsentEntry = {
  id: '6f1c2a9e-0d3b-4c5e-8f7a-1b2c3d4e5f60',
  purpose: 'credit-report',
  productName: 'Credit Score',
  brandName: 'Mint Pro Insurance Brokers',
  recipients: ['TransUnion CIBIL'],
  dataItems: ['fullName', 'mobile', 'pan'],
  noticeText: 'I agree that Mint Pro Insurance Brokers sends my name, mobile number and PAN to the credit bureau TransUnion CIBIL…',
  noticeIsCurrent: true,
  channel: 'SMS_OTP',
  givenAt: '2026-11-20T06:00:00Z',
  withdrawnAt: null,
};
const loan: CustomerConsentEntry = {
  ...credit,
  id: '7a2d3b0f-1e4c-4d6f-9a8b-2c3d4e5f6071',
  purpose: 'loan-offers',
  productName: 'Personal Loan',
  recipients: ['YES Bank', 'Federal Bank'],
  dataItems: ['fullName', 'monthlyIncome'],
  noticeIsCurrent: false,
  withdrawnAt: '2026-11-22T06:00:00Z',
};
const list: CustomerConsents = { mobileEnding: '0067', consents: [credit, loan] };
const unauthenticated = () =>
  [401, { error: { code: 'UNAUTHENTICATED', message: 'Please verify your mobile number with the OTP to continue' } }] as [number, unknown];

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en-IN');
});

describe('a customer’s consents (decision 0155)', () => {
  it('without a session: the mobile, then its OTP on the same screen, then every consent in words; the number alone shows nothing', async () => {
    let signedIn = false;
    const { calls } = mockApi({
      'GET /api/customer-consents': () => (signedIn ? [200, list] : unauthenticated()),
      'POST /api/customer-consents/otp': () => [200, challenge],
      'POST /api/customer-consents/session': () => {
        signedIn = true;
        return [200, list];
      },
    });
    renderAt('/my-consents', pages);
    await userEvent.type(await screen.findByLabelText(/Your mobile number/), '9999900067');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/We sent an OTP to your mobile ending 0067/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Consents of your mobile/ })).toBeNull();
    await userEvent.type(screen.getByLabelText(/^OTP/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'See my consents' }));
    expect(await screen.findByRole('heading', { name: 'Consents of your mobile ending 0067' })).toBeTruthy();
    const session = calls.find((call) => new URL(call.url).pathname === '/api/customer-consents/session')!;
    expect(await session.json()).toEqual({ mobileNumber: '9999900067', challengeId: challenge.challengeId, otp: '123456' });

    const creditCard = screen.getByRole('listitem', { name: 'Fetch your credit report from a credit bureau' });
    expect(creditCard.textContent).toContain('TransUnion CIBIL');
    expect(creditCard.textContent).toContain('name, mobile number, PAN');
    expect(creditCard.textContent).toContain('20/11/2026');
    expect(creditCard.textContent).toContain('In force');
    const loanCard = screen.getByRole('listitem', { name: 'Share your details with lenders to get loan offers' });
    expect(loanCard.textContent).toContain('YES Bank, Federal Bank');
    expect(loanCard.textContent).toContain('monthly income');
    expect(loanCard.textContent).toContain('Withdrawn on22/11/2026');
    expect(loanCard.textContent).toContain('The notice’s words have changed since');
    // Withdrawn already: nothing to press.
    expect(within(loanCard).queryByRole('button')).toBeNull();
  });

  it('withdraws one in force with one press in the session and says when', async () => {
    const { calls } = mockApi({
      'GET /api/customer-consents': () => [200, list],
      [`POST /api/customer-consents/${credit.id}/withdraw`]: () => [200, { ...credit, withdrawnAt: '2026-11-23T06:00:00Z' }],
    });
    renderAt('/my-consents', pages);
    const creditCard = await screen.findByRole('listitem', { name: 'Fetch your credit report from a credit bureau' });
    await userEvent.click(within(creditCard).getByRole('button', { name: 'Withdraw this consent' }));
    expect(await within(creditCard).findByText(/Withdrawn on 23\/11\/2026/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => new URL(call.url).pathname)).toEqual([`/api/customer-consents/${credit.id}/withdraw`]);
  });
});

describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('a customer’s consents in %s', (language, catalogue) => {
  it('says every consent in that language, nothing in English but names', async () => {
    await i18next.changeLanguage(language);
    mockApi({ 'GET /api/customer-consents': () => [200, list] });
    renderAt('/my-consents', pages);
    const heading = await screen.findByRole('heading', { name: catalogue.consents.heading.replace('{{mobileEnding}}', '0067') });
    const section = heading.closest('section')!;
    expect(within(section).getByRole('listitem', { name: catalogue.consents.purpose['credit-report'] }).textContent).toContain(
      catalogue.consents.item.fullName,
    );
    // The notice's words are the ones agreed to, in English as given: the rest of the page is in the language.
    const page = section.cloneNode(true) as HTMLElement;
    for (const words of page.querySelectorAll('details p')) words.remove();
    const shown = [...page.querySelectorAll('h2, p, dt, dd, summary, button')].map((node) => node.textContent).join(' ');
    expect(findLatinWords(shown, ['Credit Score', 'Personal Loan', 'Mint Pro Insurance Brokers', 'TransUnion CIBIL', 'YES Bank', 'Federal Bank'])).toEqual([]);
  });
});
