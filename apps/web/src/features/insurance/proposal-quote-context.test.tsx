import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDob, quotedAgeMessage, tenants, type Quote } from '@portal/domain';
import { stubFetch } from '../../components/form/stub-fetch';
import { renderSalePage } from '../../test/render-sale-page';
import { apiError, landingConfigOf, partnerSession, productOf, quoteOf } from '../../test/sale-fixtures';
import { StartSellingPage } from './start-selling-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const creditLife = productOf('credit-life');
const samples = creditLife.sale.samples(new Date());
/** The quote the API reads back from a quoteId (a sealed token: the page cannot read it itself). */
const quoteFor = (policyRole: string, age = String(samples.quote.age)) => ({
  ...quoteOf(creditLife, { ...samples.quote, policyRole, age }),
  quoteId: `QUOTE-${policyRole}-${age}`,
});

function stubCreditLifeApi(quote: Quote) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/products/credit-life/quote' && call.url.searchParams.get('quoteId') === quote.quoteId) return Response.json(quote);
    if (path === '/api/configs/public/products/credit-life/landingConfig')
      return Response.json({ ...landingConfigOf(creditLife), consentText: tenants.mintpro.consentText });
    if (path === '/api/configs/public/products/credit-life/fieldConfig/proposal') return Response.json({ fields: creditLife.sale.proposal.fields });
    if (path === '/api/session') return Response.json(partnerSession);
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
}

describe("the proposal asks what its quote's answers call for (credit life's co-borrower)", () => {
  it('asks a joint cover for the co-borrower, and requires him', async () => {
    const quote = quoteFor('JOINT');
    stubCreditLifeApi(quote);
    renderSalePage('start-selling', <StartSellingPage />, `/products/credit-life/start-selling?quoteId=${quote.quoteId}`);
    const firstName = await screen.findByLabelText(/^Co-borrower First Name/);
    expect(screen.getByLabelText(/^Co-borrower Date of Birth/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Co-borrower First Name is required')).toBeTruthy();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
  });

  it('does not ask a single cover for one', async () => {
    const quote = quoteFor('SINGLE');
    stubCreditLifeApi(quote);
    renderSalePage('start-selling', <StartSellingPage />, `/products/credit-life/start-selling?quoteId=${quote.quoteId}`);
    await screen.findByLabelText(/^Loan Account Number/);
    expect(screen.queryByLabelText(/^Co-borrower/)).toBeNull();
  });
});

describe('the proposal agrees with the age its quote was priced at, before it is sent', () => {
  it('shows the mismatch under the date of birth', async () => {
    const quote = quoteFor('SINGLE', '30');
    const calls = stubCreditLifeApi(quote);
    renderSalePage('start-selling', <StartSellingPage />, `/products/credit-life/start-selling?quoteId=${quote.quoteId}`);
    const dob = await screen.findByLabelText(/^Date of Birth/);
    const today = new Date();
    await userEvent.click(dob);
    await userEvent.paste(formatDob(new Date(today.getFullYear() - 45, today.getMonth(), today.getDate())));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(quotedAgeMessage(30))).toBeTruthy();
    expect(dob.getAttribute('aria-invalid')).toBe('true');
    expect(calls.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
