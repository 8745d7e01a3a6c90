import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type LoanApplication } from '@portal/domain';
import { jsonBodyOf, stubFetch } from '../../components/form/stub-fetch';
import { ConsentCheckPage } from './consent-check-page';
import { AGGREGATOR_ID, apiError, applicationOf } from './lending-fixtures';
import { renderLendingPage } from './render-lending-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const consentRoutes = ['personal-loan-consent-check', 'home-loan-consent-check'];
const url = `/products/personal-loan/consent-check?aggregatorId=${AGGREGATOR_ID}`;

/** The consent API: the application as stored, an OTP sent, and the code 123456 accepted with five tries. */
function stubConsentApi(initial: LoanApplication = applicationOf()) {
  let application = initial;
  let triesLeft = 5;
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === `/api/loan-applications/${AGGREGATOR_ID}`) return Response.json(application);
    if (path === `/api/loan-applications/${AGGREGATOR_ID}/consent/otp`)
      return Response.json({ mobileMasked: 'XXXXXX3210', expiresAt: '2026-11-23T05:10:00.000Z', resendAfterSeconds: 30 });
    if (path === `/api/loan-applications/${AGGREGATOR_ID}/consent/verify`) {
      const { otp } = jsonBodyOf(call) as { otp: string };
      if (otp !== '123456') {
        triesLeft -= 1;
        const message = `Wrong OTP. ${triesLeft} tries left`;
        return apiError(400, 'VALIDATION', message, { otp: message });
      }
      application = {
        ...application,
        status: 'CONSENT_GIVEN',
        consent: { purpose: 'loan-offers', noticeVersion: 'loan-offers-v1', channel: 'SMS_OTP', givenAt: '2026-11-23T05:01:00.000Z' },
      };
      return Response.json(application);
    }
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
}

describe('ConsentCheckPage', { timeout: 20_000 }, () => {
  it("shows the notice with its version, sends the OTP to the customer's mobile and moves on to the offers once it is right", async () => {
    const { calls } = stubConsentApi();
    const { router } = renderLendingPage(consentRoutes, <ConsentCheckPage />, url);
    expect(await screen.findByText(applicationOf().consentNotice.text)).toBeTruthy();
    // The notice's version is kept in the ledger, never shown as a code (decision 0150).
    expect(screen.queryByText(/loan-offers-v1/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP to customer' }));

    const otp = await screen.findByLabelText("Customer's OTP");
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(otp.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(otp, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & proceed' }));
    await waitFor(() => expect(otp.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Wrong OTP. 4 tries left')).toBeTruthy();

    await userEvent.clear(otp);
    await userEvent.type(otp, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & proceed' }));
    await waitFor(() => expect(screen.getByTestId('current-route').textContent).toBe('personal-loan-offers'));
    expect(router.state.location.pathname).toBe(`/products/personal-loan/offers/${AGGREGATOR_ID}`);
    expect(calls.filter((call) => call.url.pathname.endsWith('/consent/verify')).map((call) => jsonBodyOf(call))).toEqual([
      { otp: '654321' },
      { otp: '123456' },
    ]);
  });

  it('keeps only digits and asks for the whole code before calling the API', async () => {
    const { calls } = stubConsentApi();
    renderLendingPage(consentRoutes, <ConsentCheckPage />, url);
    await userEvent.click(await screen.findByRole('button', { name: 'Send OTP to customer' }));
    const otp = (await screen.findByLabelText("Customer's OTP")) as HTMLInputElement;
    await userEvent.type(otp, '12a3');
    expect(otp.value).toBe('123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & proceed' }));
    expect(screen.getByText(messages.otpValidNumeric)).toBeTruthy();
    expect(calls.some((call) => call.url.pathname.endsWith('/consent/verify'))).toBe(false);
  });

  it('sends a reloaded page of an application already consented to on to its offers', async () => {
    stubConsentApi(applicationOf({ status: 'OFFERS_READY' }));
    renderLendingPage(consentRoutes, <ConsentCheckPage />, url);
    await waitFor(() => expect(screen.getByTestId('current-route').textContent).toBe('personal-loan-offers'));
  });

  it('asks for the loan details first when the page has no application', async () => {
    stubConsentApi();
    renderLendingPage(consentRoutes, <ConsentCheckPage />, '/products/home-loan/consent-check');
    expect(screen.getByRole('alert').textContent).toContain('Enter the loan details first');
    expect(screen.getByRole('link', { name: 'Enter loan details' }).getAttribute('href')).toBe('/products/home-loan/sell');
  });
});
