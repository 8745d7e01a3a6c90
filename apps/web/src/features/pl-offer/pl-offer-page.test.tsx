import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findLatinWords, tenantBrandColours, tenants } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderAt } from '../../app/test-helpers';
import { PlOfferPage } from './pl-offer-page';

const pages = { 'pl-offer': PlOfferPage };
const offer = {
  offerId: 'OF1',
  lenderCode: 'DBS',
  lenderName: 'DBS Bank India',
  amount: 10000000,
  tenureMonths: 24,
  annualRatePercent: 11.25,
  rateType: 'FIXED',
  emi: 467200,
  upfrontFees: 100000,
  netDisbursed: 9900000,
  aprPercent: 12.45,
  totalInterest: 1212800,
  totalRepayable: 11212800,
  rank: 1,
  validUntil: '2026-11-26T00:00:00Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PL offer', () => {
  it('a bad mobile is refused in the page; a good one sends the OTP (mobile in the body), then the offers show after the OTP', async () => {
    const { calls } = mockApi({
      'POST /api/pl-offer/otp': () => [
        200,
        { challengeId: '0b6f7c1e-8a3d-4f5e-9c2b-1d4e5f6a7b8c', mobileEnding: '0049', expiresInSeconds: 300, resendAfterSeconds: 30 },
      ],
      'POST /api/pl-offer/offers': () => [200, { mobileMasked: 'XXXXXX0049', offers: [offer] }],
    });
    renderAt('/pl-offer', pages);
    await userEvent.type(await screen.findByLabelText('Your mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('Enter Valid Mobile Number')).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('/api/pl-offer/'))).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Your mobile number'));
    await userEvent.type(screen.getByLabelText('Your mobile number'), '9999900049');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('We sent an OTP to your mobile ending 0049.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & see offers' }));
    expect((await screen.findByRole('status')).textContent).toContain('1 offer for XXXXXX0049');
    expect(screen.getByRole('heading', { name: 'DBS Bank India' })).toBeTruthy();
    const verify = calls.find((c) => c.url.endsWith('/pl-offer/offers'))!;
    expect(await verify.clone().json()).toEqual({ mobile: '9999900049', challengeId: '0b6f7c1e-8a3d-4f5e-9c2b-1d4e5f6a7b8c', otp: '123456' });
  });

  it('names no brand before the OTP, then the tenant whose application made the offers (decision 0240)', async () => {
    mockApi({
      'POST /api/pl-offer/otp': () => [
        200,
        { challengeId: '0b6f7c1e-8a3d-4f5e-9c2b-1d4e5f6a7b8c', mobileEnding: '0049', expiresInSeconds: 300, resendAfterSeconds: 30 },
      ],
      'POST /api/pl-offer/offers': () => [
        200,
        { mobileMasked: 'XXXXXX0049', offers: [offer], brandName: tenants.sahyadri.name, brandColour: tenantBrandColours.sahyadri },
      ],
    });
    renderAt('/pl-offer', pages);
    await userEvent.type(await screen.findByLabelText('Your mobile number'), '9999900049');
    const brand = () => document.querySelector('.site-header__brand')?.textContent;
    expect(brand()).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await userEvent.type(await screen.findByLabelText('OTP'), '123456');
    expect(brand()).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & see offers' }));
    await screen.findByRole('heading', { name: 'DBS Bank India' });
    // The header takes the brand from the store in an effect, after the offers have painted.
    await waitFor(() => expect(brand()).toBe(tenants.sahyadri.name));
    await waitFor(() => expect(document.title).toBe(`Verify Number & Proceed | ${tenants.sahyadri.name}`));
  });

  it('the verification page reached directly asks for the mobile first', async () => {
    mockApi({});
    renderAt('/pl-offer/mobile-verification', pages);
    expect(await screen.findByRole('link', { name: 'Enter mobile number' })).toBeTruthy();
  });
});

// The customer reads his offers in his language (decision 0210): plurals and values by i18next.
describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('PL offer in %s', (language, catalogue) => {
  it('asks for the mobile and the OTP and shows the offers in that language, nothing in English but names', async () => {
    await i18next.changeLanguage(language);
    const words = catalogue.plOffer;
    mockApi({
      'POST /api/pl-offer/otp': () => [
        200,
        { challengeId: '0b6f7c1e-8a3d-4f5e-9c2b-1d4e5f6a7b8c', mobileEnding: '0049', expiresInSeconds: 300, resendAfterSeconds: 30 },
      ],
      'POST /api/pl-offer/offers': () => [200, { mobileMasked: 'XXXXXX0049', offers: [offer, { ...offer, offerId: 'OF2', rateType: 'FLOATING' }] }],
    });
    renderAt('/pl-offer', pages);
    await userEvent.type(await screen.findByLabelText(words.mobile), '12345');
    await userEvent.click(screen.getByRole('button', { name: words.getOtp }));
    expect(await screen.findByText(catalogue.validation.wellnessMobile)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(words.mobile));
    await userEvent.type(screen.getByLabelText(words.mobile), '9999900049');
    await userEvent.click(screen.getByRole('button', { name: words.getOtp }));
    expect(await screen.findByText(words.otpSent.replace('{{mobileEnding}}', '0049'))).toBeTruthy();
    await userEvent.type(screen.getByLabelText(words.otp), '123456');
    await userEvent.click(screen.getByRole('button', { name: words.verify }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(words.count_other.replace('{{mobile}}', 'XXXXXX0049').replace('{{count}}', '2'));
    const offers = status.closest('section')!;
    expect(offers.textContent).toContain(words.rateFloating.replace('{{rate}}', '11.25'));
    expect(findLatinWords(offers.textContent ?? '', ['DBS Bank India', 'XXXXXX', 'Rs'])).toEqual([]);
  });
});
