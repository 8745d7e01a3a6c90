import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatRupees, type FieldConfig, type FormValues, type LandingConfig, type Quote } from '@portal/domain';
import { supportDialogInJsdom } from '../../../components/modal/dialog-test-support';
import { jsonBodyOf, stubFetch } from '../../../components/form/stub-fetch';
import { LandingPage } from '../landing-page';
import { renderSalePage } from '../../../test/render-sale-page';
import { apiError, partnerSession, productOf } from '../../../test/sale-fixtures';
import { optionFieldsOf } from '../use-quote-options';

beforeAll(supportDialogInJsdom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A product of this test's own (not the catalogue's travel), with quote fields named as travel's are.
const productCode = 'trip-cover';
const multiselect = (name: string, label: string, options: [string, string][]): FieldConfig => ({
  name,
  kind: 'multiselect',
  inputType: 'checkbox',
  label,
  mandatory: false,
  options: options.map(([value, optionLabel]) => ({ value, label: optionLabel })),
});
const fields: FieldConfig[] = [
  {
    name: 'destinationCountryCode',
    kind: 'select',
    inputType: 'text',
    label: 'Destination',
    mandatory: true,
    options: [
      { value: 'WORLDWIDE', label: 'Worldwide' },
      { value: 'EXC_USA_CANADA', label: 'Worldwide excluding USA and Canada' },
    ],
    defaultValue: 'WORLDWIDE',
  },
  multiselect('addOns', 'Add-ons', [
    ['CRUISE_COVER', 'Cruise cover'],
    ['TERRORISM', 'Terrorism'],
  ]),
  multiselect('loadings', 'Loadings', [
    ['WINTER_SPORT', 'Winter sport'],
    ['GOLF_SPORT', 'Golf'],
  ]),
  multiselect('discounts', 'Discounts', [
    ['MEDEX_DISC', 'Medical expenses discount'],
    ['BAGGAGE_DISC', 'Baggage discount'],
  ]),
];

/** Paise each option adds (a loading, an add-on) or takes off (a discount), on a base of Rs 650. */
const BASE = 65_000;
const optionPrices: Record<string, number> = {
  CRUISE_COVER: 12_000,
  TERRORISM: 8_000,
  WINTER_SPORT: 20_000,
  GOLF_SPORT: 15_000,
  MEDEX_DISC: -5_000,
  BAGGAGE_DISC: -3_000,
};
const codesOf = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

function priced(values: FormValues): Quote {
  const chosen = ['addOns', 'loadings', 'discounts'].flatMap((group) => codesOf(values[group]));
  const netPremium = chosen.reduce((sum, code) => sum + (optionPrices[code] ?? 0), BASE);
  const gst = Math.round(netPremium * 0.18);
  return {
    quoteId: `QUOTE-${chosen.join('-') || 'BASE'}`,
    productCode,
    values,
    premium: { planCode: 'TRIP', netPremium, gst, totalPremium: netPremium + gst, breakdown: [] },
    createdAt: '2026-11-22T10:00:00.000Z',
  };
}
const totalOf = (...codes: string[]) => priced({ addOns: codes }).premium.totalPremium;

const landing: LandingConfig = {
  code: productCode,
  name: 'Trip Cover',
  category: 'insurance',
  basePath: '/products',
  sellerBrand: 'mintpro',
  startingPrice: 65_000,
  sellable: true,
  requiresAuthorisation: false,
  plans: [{ code: 'TRIP', name: 'Trip', startingPrice: 65_000 }],
  sellerBrandName: 'Mint Pro Insurance Brokers',
  brochures: [],
  faqs: [],
  banners: [],
  consentText: 'I agree.',
} as LandingConfig;

const sharedQuotePath = '/quote/shared?token=signed-offer';

function stubTripApi() {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === `/api/configs/public/products/${productCode}/landingConfig`) return Response.json(landing);
    if (path === `/api/configs/public/products/${productCode}/fieldConfig/quote`) return Response.json({ fields });
    if (path === '/api/session') return Response.json(partnerSession);
    if (path === '/api/session/status') return Response.json({ signedIn: true, partner: partnerSession });
    if (path === `/api/products/${productCode}/quotes/share`) return Response.json({ path: sharedQuotePath, expiresAt: '2026-11-23T12:00:00.000Z' });
    if (path === `/api/products/${productCode}/quotes` && call.method === 'POST') return Response.json(priced(jsonBodyOf(call) as FormValues), { status: 201 });
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
}

const totalShown = (result: HTMLElement) => within(result).getByText('Total premium', { selector: 'dt' }).nextElementSibling?.textContent;

async function quoteTrip() {
  const fetched = stubTripApi();
  const view = renderSalePage('product-landing', <LandingPage />, `/products/${productCode}`);
  // The quote form is a lazy chunk: the first test to show it waits for its import.
  await userEvent.click(await screen.findByRole('button', { name: 'Get Quote' }, { timeout: 5000 }));
  const result = await screen.findByRole('region', { name: 'Your quote' });
  return { ...view, ...fetched, result };
}

const groupOf = (result: HTMLElement, heading: string) => within(result).getByRole('group', { name: heading });
const lastQuoteBody = (calls: ReturnType<typeof stubTripApi>['calls']) => jsonBodyOf(calls.filter((call) => call.method === 'POST').at(-1)) as FormValues;

describe('Add-ons, loadings and discounts on a quote', () => {
  it('lists each group with its options as unpressed toggles', async () => {
    const { result } = await quoteTrip();
    expect(totalShown(result)).toBe(formatRupees(totalOf()));
    for (const [heading, labels] of [
      ['Add-ons', ['Cruise cover', 'Terrorism']],
      ['Loadings', ['Winter sport', 'Golf']],
      ['Discounts', ['Medical expenses discount', 'Baggage discount']],
    ] as const) {
      const toggles = within(groupOf(result, heading)).getAllByRole('button');
      expect(toggles.map((toggle) => toggle.textContent)).toEqual(labels);
      expect(toggles.map((toggle) => toggle.getAttribute('aria-pressed'))).toEqual(labels.map(() => 'false'));
    }
  });

  it.each([
    ['Add-ons', 'addOns', 'Cruise cover', 'CRUISE_COVER'],
    ['Add-ons', 'addOns', 'Terrorism', 'TERRORISM'],
    ['Loadings', 'loadings', 'Winter sport', 'WINTER_SPORT'],
    ['Loadings', 'loadings', 'Golf', 'GOLF_SPORT'],
    ['Discounts', 'discounts', 'Medical expenses discount', 'MEDEX_DISC'],
    ['Discounts', 'discounts', 'Baggage discount', 'BAGGAGE_DISC'],
  ])('%s: selecting "%s" prices it at once, ticks it in the form, and unselecting takes it off again', async (heading, group, label, code) => {
    const { result, calls, store } = await quoteTrip();
    const toggle = within(groupOf(result, heading)).getByRole('button', { name: label });

    await userEvent.click(toggle);
    await waitFor(() => expect(totalShown(result)).toBe(formatRupees(totalOf(code))));
    expect(totalOf(code)).not.toBe(totalOf());
    expect(lastQuoteBody(calls)).toMatchObject({ destinationCountryCode: 'WORLDWIDE', [group]: [code] });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(toggle);
    expect((screen.getByRole('checkbox', { name: label }) as HTMLInputElement).checked).toBe(true);
    expect(store.getState().optionSelection.byProduct[productCode]).toEqual({ [group]: [code] });

    await userEvent.click(toggle);
    await waitFor(() => expect(totalShown(result)).toBe(formatRupees(totalOf())));
    expect(lastQuoteBody(calls)).toMatchObject({ [group]: [] });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByRole('checkbox', { name: label }) as HTMLInputElement).checked).toBe(false);
  });

  it('adds up options of several groups', async () => {
    const { result, calls } = await quoteTrip();
    await userEvent.click(within(groupOf(result, 'Add-ons')).getByRole('button', { name: 'Terrorism' }));
    await waitFor(() => expect(totalShown(result)).toBe(formatRupees(totalOf('TERRORISM'))));
    await userEvent.click(within(groupOf(result, 'Discounts')).getByRole('button', { name: 'Baggage discount' }));
    await waitFor(() => expect(totalShown(result)).toBe(formatRupees(totalOf('TERRORISM', 'BAGGAGE_DISC'))));
    expect(lastQuoteBody(calls)).toMatchObject({ addOns: ['TERRORISM'], discounts: ['BAGGAGE_DISC'] });
  });

  it('shows an option ticked in the form as pressed once it is quoted', async () => {
    stubTripApi();
    renderSalePage('product-landing', <LandingPage />, `/products/${productCode}`);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Golf' }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    const result = await screen.findByRole('region', { name: 'Your quote' });
    expect(totalShown(result)).toBe(formatRupees(totalOf('GOLF_SPORT')));
    expect(within(groupOf(result, 'Loadings')).getByRole('button', { name: 'Golf' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the quote to share with the premium shown', async () => {
    const { result } = await quoteTrip();
    await userEvent.click(within(groupOf(result, 'Add-ons')).getByRole('button', { name: 'Cruise cover' }));
    await waitFor(() => expect(totalShown(result)).toBe(formatRupees(totalOf('CRUISE_COVER'))));
    await userEvent.click(within(result).getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share this quote' });
    const whatsApp = (await within(dialog).findByRole('link', { name: 'Share on WhatsApp' })).getAttribute('href') ?? '';
    const text = new URL(whatsApp).searchParams.get('text') ?? '';
    expect(text).toContain(formatRupees(totalOf('CRUISE_COVER')));
    // The customer gets the public page of this quote, not the landing page that asks to sign in.
    expect(text).toContain(`${window.location.origin}${sharedQuotePath}`);
  });
});

describe("the catalogue's products with optional cover", () => {
  it('travel offers add-ons, loadings and discounts by the names the toggles read', () => {
    const travelOptions = optionFieldsOf(productOf('travel').sale.quote.fields);
    expect(Object.fromEntries(travelOptions.map((field) => [field.name, field.options?.map((option) => option.value)]))).toEqual({
      addOns: ['CRUISE_COVER', 'TERRORISM'],
      loadings: ['WINTER_SPORT', 'GOLF_SPORT'],
      discounts: ['MEDEX_DISC', 'BAGGAGE_DISC'],
    });
  });
});
