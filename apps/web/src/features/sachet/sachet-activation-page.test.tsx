import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findLatinWords, messages, tenants, type QrActivation, type QrCodeValidation } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { jsonBodyOf, stubFetch } from '../../components/form/stub-fetch';
import { renderSalePage } from '../../test/render-sale-page';
import { apiError } from '../../test/sale-fixtures';
import { SachetActivationPage } from './sachet-activation-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const code = 'sandboxDemoQrCode00001';
const offer: QrCodeValidation = {
  productCode: 'sachet-term',
  productName: 'Sachet Term',
  sumInsured: 300000,
  totalPremium: 30000,
  tenantCode: 'mintpro',
  activated: false,
  brandName: tenants.mintpro.name,
};
const policy: QrActivation = {
  policyNumber: 'POL/SACHET-TERM/2026/000001',
  membershipId: 'MBR000000001',
  productName: 'Sachet Term',
  sumInsured: 300000,
  startsOn: '2026-11-23T00:00:00.000Z',
  endsOn: '2027-11-22T00:00:00.000Z',
  documentUrl: '/api/qr-codes/public/policy.pdf',
  mobileEnding: '0050',
};

function open() {
  window.history.replaceState(null, '', `/sachet/activate#code=${code}`);
  renderSalePage('sachet-activation', <SachetActivationPage />, `/sachet/activate#code=${code}`);
}

describe('SachetActivationPage', () => {
  it('counts the scan, sends the OTP and activates with the code from the fragment, never a URL', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === '/api/qr-codes/public/validate') return Response.json(offer);
      if (call.url.pathname === '/api/qr-codes/public/scan-count/') return Response.json({ scanCount: 1 });
      if (call.url.pathname === '/api/qr-codes/public/otp')
        return Response.json({ challengeId: '0b6a1c2e-1111-4222-8333-944455556666', expiresInSeconds: 300, resendAfterSeconds: 30 });
      if (call.url.pathname === '/api/qr-codes/public/activate') return Response.json(policy, { status: 201 });
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    open();
    expect(await screen.findByText(/Rs 3,00,000 of life cover for one year/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9999900050');
    await userEvent.type(screen.getByLabelText('Email'), 'customer@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByLabelText('OTP'), '1234');
    // Nothing the card does not carry is asked (decision 0153).
    expect(screen.queryByLabelText('External Id')).toBeNull();
    await userEvent.type(screen.getByLabelText('Activation code'), 'DEMO-0001');
    await userEvent.click(screen.getByRole('button', { name: 'Activate cover' }));
    const done = await screen.findByRole('heading', { name: 'Your cover is active' });
    // Focus moves to the news (the pressed button is gone with the form).
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByText(policy.policyNumber)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download your policy (PDF)' }).getAttribute('href')).toBe(policy.documentUrl);
    expect(screen.getByText(/sent your policy number and a link to this policy by SMS to your mobile ending 0050/)).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === '/api/qr-codes/public/scan-count/')).toBe(true);
    expect(calls.every((call) => !call.url.href.includes(code) && !call.url.href.includes('9999900050'))).toBe(true);
    const activation = calls.find((call) => call.url.pathname === '/api/qr-codes/public/activate');
    expect(activation && jsonBodyOf(activation)).toMatchObject({ code, otp: '1234', activationCode: 'DEMO-0001', mobile: '9999900050' });
    expect(activation && jsonBodyOf(activation)).not.toHaveProperty('externalId');
  });

  it("shows the API's spec messages under the fields", async () => {
    stubFetch((call) => {
      if (call.url.pathname === '/api/qr-codes/public/validate') return Response.json(offer);
      if (call.url.pathname === '/api/qr-codes/public/scan-count/') return Response.json({ scanCount: 1 });
      if (call.url.pathname === '/api/qr-codes/public/otp')
        return Response.json({ challengeId: '0b6a1c2e-1111-4222-8333-944455556666', expiresInSeconds: 300, resendAfterSeconds: 30 });
      return apiError(400, 'VALIDATION', messages.sachetOtp, { otp: messages.sachetOtp, activationCode: messages.activationCode });
    });
    open();
    await userEvent.type(await screen.findByLabelText('Mobile Number'), '9999900050');
    await userEvent.type(screen.getByLabelText('Email'), 'customer@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Activate cover' }));
    expect(await screen.findByText('OTP should be of 4 digits')).toBeTruthy();
    expect(screen.getByText('Enter activation code')).toBeTruthy();
    expect(screen.getByLabelText('OTP').getAttribute('aria-invalid')).toBe('true');
  });

  it('says when the code was already used, and shows the policy again after an OTP to the activating mobile', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === '/api/qr-codes/public/validate') return Response.json({ ...offer, activated: true });
      if (call.url.pathname === '/api/qr-codes/public/policy/otp')
        return Response.json({ challengeId: '0b6a1c2e-1111-4222-8333-944455556666', expiresInSeconds: 300, resendAfterSeconds: 30, mobileEnding: '0050' });
      if (call.url.pathname === '/api/qr-codes/public/policy/verify') return Response.json(policy);
      return Response.json({ scanCount: 2 });
    });
    open();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This QR code has already been activated');
    expect(screen.queryByLabelText('Mobile Number')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('We have sent a 4-digit OTP to your mobile ending 0050.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('OTP'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'See my policy' }));
    expect(await screen.findByText(policy.policyNumber)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download your policy (PDF)' })).toBeTruthy();
    expect(jsonBodyOf(calls.find((call) => call.url.pathname === '/api/qr-codes/public/policy/verify')!)).toEqual({
      code,
      challengeId: '0b6a1c2e-1111-4222-8333-944455556666',
      otp: '1234',
    });
  });
});

// The customer activates in his language (the QR's page opens in his browser's or his choice; decision 0210).
describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('SachetActivationPage in %s', (language, catalogue) => {
  const words = catalogue.sachet;
  const names = ['Sachet Term', tenants.mintpro.name, 'Rs', 'POL', 'SACHET-TERM', 'MBR'];

  it('asks, activates and shows the cover in that language, nothing in English but names', async () => {
    await i18next.changeLanguage(language);
    stubFetch((call) => {
      if (call.url.pathname === '/api/qr-codes/public/validate') return Response.json(offer);
      if (call.url.pathname === '/api/qr-codes/public/scan-count/') return Response.json({ scanCount: 1 });
      if (call.url.pathname === '/api/qr-codes/public/otp')
        return Response.json({ challengeId: '0b6a1c2e-1111-4222-8333-944455556666', expiresInSeconds: 300, resendAfterSeconds: 30 });
      if (call.url.pathname === '/api/qr-codes/public/activate') return Response.json(policy, { status: 201 });
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    open();
    const page = async () => (await screen.findAllByRole('heading', { level: 2 }))[0]!.closest('.sachet-page')!;
    expect(await screen.findByRole('heading', { name: words.contactHeading })).toBeTruthy();
    expect(findLatinWords((await page()).textContent ?? '', names)).toEqual([]);
    await userEvent.type(screen.getByLabelText(words.mobile), '9999900050');
    await userEvent.type(screen.getByLabelText(words.email), 'customer@example.com');
    await userEvent.click(screen.getByRole('button', { name: words.sendOtp }));
    await userEvent.type(await screen.findByLabelText(words.otp), '1234');
    await userEvent.type(screen.getByLabelText(words.activationCode), 'DEMO-0001');
    expect(findLatinWords((await page()).textContent ?? '', [...names, 'AB12-CD34', 'AB', 'CD'])).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: words.activate }));
    expect(await screen.findByRole('heading', { name: words.activeHeading })).toBeTruthy();
    expect(screen.getByRole('link', { name: words.download })).toBeTruthy();
    expect(findLatinWords((await page()).textContent ?? '', names)).toEqual([]);
  });
});
