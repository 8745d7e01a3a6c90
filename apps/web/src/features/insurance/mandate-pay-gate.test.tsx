import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { mandateMessages, type Mandate } from '@portal/domain';
import { stubFetch } from '../../components/form/stub-fetch';
import { renderSalePage } from '../../test/render-sale-page';
import { ReviewPaymentPage } from './review-payment-page';
import { apiError, landingConfigOf, partnerSession, productOf, proposalOf, quoteOf } from '../../test/sale-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fire = productOf('fire');
const samples = fire.sale.samples(new Date());
const quote = quoteOf(fire, samples.quote);
const referenceId = 'PRP20261121K7QM2D';

const mandateOf = (status: Mandate['status']): Mandate => ({
  referenceId,
  productCode: 'fire',
  status,
  link: '/mandate/fire?token=t',
  letterUrl: '/api/redirection-flows/public/product/fire/letter?token=t',
  linkExpiresAt: '2026-11-29T10:00:00.000Z',
  signedAt: status === 'SIGNED' ? '2026-11-22T10:00:00.000Z' : null,
  signerName: status === 'SIGNED' ? 'Asha Patil' : null,
});

/** A fire proposal whose KYC has passed, with its mandate letter at `status`. */
function stubFireReview(status: Mandate['status']) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === `/api/products/fire/proposals/${referenceId}`)
      return Response.json({ ...proposalOf(quote, samples.proposal), needsKyc: true, kycStatus: 'VERIFIED' });
    if (path === `/api/products/fire/proposals/${referenceId}/mandate`) return Response.json(mandateOf(status));
    if (path === '/api/configs/public/products/fire/landingConfig') return Response.json(landingConfigOf(fire));
    if (path === '/api/configs/public/products/fire/fieldConfig/proposal') return Response.json({ fields: fire.sale.proposal.fields });
    if (path === '/api/configs/public/products/fire/fieldConfig/quote') return Response.json({ fields: fire.sale.quote.fields });
    if (path === '/api/session') return Response.json(partnerSession);
    if (path === '/api/kyc/poll') return apiError(404, 'NOT_FOUND', 'KYC has not been started');
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
}

describe('Pay waits for the mandate letter (fire, marine, workmen)', () => {
  it.each([
    ['PENDING', true],
    ['SIGNED', false],
  ] as const)('with the letter %s, Pay is disabled: %s', async (status, disabled) => {
    stubFireReview(status);
    renderSalePage('review-payment', <ReviewPaymentPage />, `/products/fire/review-payment?referenceId=${referenceId}`);
    await screen.findByRole('heading', { name: 'Mandate letter' });
    const pay = await screen.findByRole('button', { name: 'Pay' });
    await screen.findByText(status === 'SIGNED' ? /^Signed by Asha Patil/ : /^Waiting for the customer's signature/);
    expect((pay as HTMLButtonElement).disabled).toBe(disabled);
    if (disabled) expect(pay.getAttribute('aria-describedby')).toContain('ins-pay-blocked');
    expect(screen.queryByText(mandateMessages.notSigned) !== null).toBe(disabled);
  });

  it.each([
    ['PENDING', true],
    ['SIGNED', false],
  ] as const)('with the letter %s, the customer details can be edited: %s', async (status, editable) => {
    stubFireReview(status);
    renderSalePage('review-payment', <ReviewPaymentPage />, `/products/fire/review-payment?referenceId=${referenceId}`);
    await screen.findByText(status === 'SIGNED' ? /^Signed by Asha Patil/ : /^Waiting for the customer's signature/);
    expect(screen.queryByRole('link', { name: 'Edit customer details' }) !== null).toBe(editable);
    expect(screen.queryByRole('link', { name: 'Change the quote' }) !== null).toBe(editable);
    if (editable)
      expect(screen.getByRole('link', { name: 'Edit customer details' }).getAttribute('href')).toBe(`/insurance/fire/proposal?referenceId=${referenceId}`);
    else expect(screen.getByText('The customer has signed the mandate letter for these details, so they can no longer be changed.')).toBeTruthy();
  });
});
