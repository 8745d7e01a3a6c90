import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { findProduct, lendingSellForms, type FormValues } from '@portal/domain';
import { jsonBodyOf, stubFetch } from '../../components/form/stub-fetch';
import { LoanSellPage } from './loan-sell-page';
import { AGGREGATOR_ID, apiError, applicationOf } from './lending-fixtures';
import { fillForm } from '../../test/fill-form';
import { renderLendingPage } from './render-lending-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sellRouteIds = ['personal-loan-sell', 'home-loan-sell', 'business-loans-sell'];
const sampleOf = (code: string): FormValues => findProduct(code)!.sell!.sample(new Date());

describe('LoanSellPage', { timeout: 30_000 }, () => {
  it.each([
    { productCode: 'personal-loan', status: 'CONSENT_PENDING', lands: 'personal-loan-consent-check', search: `?aggregatorId=${AGGREGATOR_ID}` },
    { productCode: 'home-loan', status: 'CONSENT_PENDING', lands: 'home-loan-consent-check', search: `?aggregatorId=${AGGREGATOR_ID}` },
    // Business loans have no consent page of their own: the offers page takes the OTP.
    { productCode: 'business-loans', status: 'CONSENT_PENDING', lands: 'business-loans-offers', search: '' },
    { productCode: 'business-loans', status: 'OFFERS_PENDING', lands: 'business-loans-offers', search: '' },
  ] as const)('$productCode: sends the answers and moves to the step the server names ($status → $lands)', async ({ productCode, status, lands, search }) => {
    const { calls } = stubFetch((call) =>
      call.method === 'POST' && call.url.pathname === `/api/products/${productCode}/loan-applications`
        ? Response.json(applicationOf({ productCode, status }), { status: 201 })
        : apiError(404, 'NOT_FOUND', 'Not found'),
    );
    const { router } = renderLendingPage(sellRouteIds, <LoanSellPage />, `/products/${productCode}/sell`);
    const sample = sampleOf(productCode);
    await fillForm(lendingSellForms[productCode].fields, sample);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));

    await waitFor(() => expect(screen.getByTestId('current-route').textContent).toBe(lands));
    expect(router.state.location.search).toBe(search);
    // Nothing personal in the URL: only the application's id.
    expect(router.state.location.pathname + router.state.location.search).not.toMatch(/9876543210|ABCPV1234K|Asha/);
    // The customer's language is the page's unless the partner chooses another (decision 0266).
    expect(jsonBodyOf(calls.find((call) => call.method === 'POST'))).toEqual({ ...sample, customerLanguage: 'en-IN' });
  });

  it('checks in the browser, says why beside the field and puts the focus on the first wrong one', async () => {
    const { calls } = stubFetch(() => apiError(500, 'INTERNAL', 'unused'));
    renderLendingPage(sellRouteIds, <LoanSellPage />, '/products/personal-loan/sell');
    const sample = sampleOf('personal-loan');
    await fillForm(lendingSellForms['personal-loan'].fields, { ...sample, mobile: '12345', loanAmount: '500' });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));

    const mobile = screen.getByLabelText(/^Mobile Number/);
    await waitFor(() => expect(mobile.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(mobile);
    expect(screen.getByText('Mobile is invalid')).toBeTruthy();
    expect(screen.getByText('Loan amount should be at least Rs.10000')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('groups the amount the Indian way as it is typed', async () => {
    stubFetch(() => apiError(404, 'NOT_FOUND', 'Not found'));
    renderLendingPage(sellRouteIds, <LoanSellPage />, '/products/personal-loan/sell');
    const amount = screen.getByLabelText(/^Loan Amount/) as HTMLInputElement;
    await userEvent.type(amount, '1500000');
    expect(amount.value).toBe('15,00,000');
  });

  it("shows the server's field messages beside the fields", async () => {
    stubFetch(() => apiError(400, 'VALIDATION', 'Invalid request', { gstin: 'Enter valid GSTIN' }));
    renderLendingPage(sellRouteIds, <LoanSellPage />, '/products/business-loans/sell');
    await fillForm(lendingSellForms['business-loans'].fields, sampleOf('business-loans'));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    const gstin = screen.getByLabelText(/^GSTIN/);
    await waitFor(() => expect(gstin.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter valid GSTIN')).toBeTruthy();
  });

  it("in Hindi asks the customer's language after the mobile, first Hindi; English chosen goes with the answers (decision 0266)", async () => {
    await i18next.changeLanguage('hi-IN');
    const { calls } = stubFetch((call) =>
      call.method === 'POST' ? Response.json(applicationOf({ status: 'CONSENT_PENDING' }), { status: 201 }) : apiError(404, 'NOT_FOUND', 'Not found'),
    );
    renderLendingPage(sellRouteIds, <LoanSellPage />, '/products/personal-loan/sell');
    const language = (await screen.findByLabelText(/^ग्राहक की भाषा/)) as HTMLSelectElement;
    expect(language.value).toBe('hi-IN');
    const names = [...document.querySelectorAll('form [name]')].map((element) => element.getAttribute('name'));
    expect(names[names.indexOf('mobile') + 1]).toBe('customerLanguage');
    expect(
      within(language)
        .getAllByRole('option')
        .flatMap((option) => (option.getAttribute('lang') ? [`${option.getAttribute('lang')} ${option.textContent}`] : [])),
    ).toEqual(['en-IN English', 'hi-IN हिन्दी', 'mr-IN मराठी']);

    // The answers typed by their fields' names: the labels are Hindi here.
    const sample = sampleOf('personal-loan');
    for (const [name, value] of Object.entries(sample)) {
      const fields = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`form [name="${name}"]`)];
      const field = fields[0]!;
      if (field instanceof HTMLSelectElement) await userEvent.selectOptions(field, String(value));
      else if (field.type === 'radio') await userEvent.click(fields.find((radio) => radio.value === String(value))!);
      else {
        await userEvent.click(field);
        await userEvent.paste(String(value));
      }
    }
    await userEvent.selectOptions(language, 'English');
    await userEvent.click(screen.getByRole('button', { name: i18next.t('lending.proceed') }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(jsonBodyOf(calls.find((call) => call.method === 'POST'))).toEqual({ ...sample, customerLanguage: 'en-IN' });
  });
});
