import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { findLatinWords, insurers, type CouponValidation, type FieldConfig, type Language, type Quote } from '@portal/domain';
import { enIN } from '@portal/domain/messages/en-IN';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { mockApi, renderWithProviders } from '../../../app/test-helpers';
import { wordsOnPage } from '../../../test/words-on-page';
import { fireComparisonOf, productOf } from '../../../test/sale-fixtures';
import { ConfigForm } from '../../../components/form/config-form';
import { compareQuotesCacheKey, useCompareQuotesMutation } from '../api/compare-quotes';
import { CompareInsurersButton, InsurerComparison } from './insurer-comparison';
import { CouponCheck } from './coupon-check';
import { clearLoggedOutOnPurpose, markLoggedOutOnPurpose } from '../../../lib/sign-in-again';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearLoggedOutOnPurpose();
});

const fire = productOf('fire');
const insurerNames = Object.values(insurers).map((insurer) => insurer.name);

/** The API's comparison of fire's insurers, ranked by the domain's rule (whose sentence the API sends in English). */
const fireComparison = () => fireComparisonOf({ businessName: 'Patil Traders', occupancy: 'SHOP', stockSumInsured: '1000000' });

/**
 * The quote form's "Compare insurers" (a form of no fields here: the button reads only whether fire has a
 * choice of insurers) and the comparison under it, compared at once as if the partner had pressed it.
 */
function ComparedFire({ submitLabel }: { submitLabel: string }) {
  const [compare] = useCompareQuotesMutation({ fixedCacheKey: compareQuotesCacheKey('fire') });
  useEffect(() => void compare({ productCode: 'fire', values: {} }), [compare]);
  return (
    <>
      <ConfigForm fields={[]} onSubmit={() => undefined} submitLabel={submitLabel}>
        <CompareInsurersButton productCode="fire" fields={fire.sale.quote.fields} />
      </ConfigForm>
      <InsurerComparison productCode="fire" proposalHrefOf={(quoteId) => `/insurance/fire/proposal?quoteId=${quoteId}`} />
    </>
  );
}

const couponField: FieldConfig = { name: 'couponCode', kind: 'text', inputType: 'text', label: 'Coupon Code', mandatory: false, maxLength: 20 };
const premium: Quote['premium'] = { planCode: 'MOBILE_PROTECTION', sumInsured: 50000, netPremium: 338983, gst: 61017, totalPremium: 400000, breakdown: [] };
const live: CouponValidation = {
  couponCode: 'MOBILE10',
  productCode: 'mobile',
  discount: { kind: 'PERCENT', percent: 10, maxAmount: 50000 },
  validTo: '2030-01-01T00:00:00Z',
  remainingUses: 9,
};

/** The page's Latin-script words but the given names (the insurers; the coupon field's label, which the form words). */
const latinWords = (names: readonly string[]) =>
  findLatinWords(
    names.reduce((text, name) => text.split(name).join(' '), wordsOnPage()),
    names,
  );

describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('the quote step in %s', (language: Language, catalogue) => {
  it('the insurers compared: the rule, each card and its choice are in the language', async () => {
    mockApi({ 'POST /api/products/fire/aggregator/quotes': () => [201, fireComparison()] });
    await i18next.changeLanguage(language);
    renderWithProviders(<ComparedFire submitLabel={catalogue.insurance.getQuote} />);
    expect(await screen.findByRole('region', { name: catalogue.productLanding.compare.heading })).toBeTruthy();
    expect(screen.getByText(catalogue.productLanding.compare.rankingRule)).toBeTruthy();
    expect(screen.getByRole('button', { name: catalogue.productLanding.compare.compare })).toBeTruthy();
    expect(latinWords(insurerNames), language).toEqual([]);
  });

  it('a partner signed out is asked to sign in to compare, in the language', async () => {
    // A partner who signed out: the 401 is answered to the page (no "Sign in again" dialog).
    markLoggedOutOnPurpose();
    mockApi({ 'POST /api/products/fire/aggregator/quotes': () => [401, { error: { code: 'UNAUTHENTICATED', message: catalogue.api.internal } }] });
    await i18next.changeLanguage(language);
    renderWithProviders(<ComparedFire submitLabel={catalogue.insurance.getQuote} />);
    expect(await screen.findByText(catalogue.productLanding.compare.signInToCompare)).toBeTruthy();
    expect(latinWords(insurerNames), language).toEqual([]);
  });

  it.each([
    ['runs coupons', ['mobile']],
    ['runs none', []],
  ])('the coupon check of a tenant that %s, and a coupon applied, is in the language', async (_case, couponProducts) => {
    mockApi({
      'GET /api/digital-leader/validate': () => [200, { digitalLeader: true, couponProducts }],
      'GET /api/digital-leader/coupons/MOBILE10/validate': () => [200, live],
    });
    await i18next.changeLanguage(language);
    renderWithProviders(
      <ConfigForm
        fields={[couponField]}
        onSubmit={() => undefined}
        submitLabel={catalogue.insurance.proceed}
        afterField={{ couponCode: <CouponCheck productCode="mobile" premium={premium} /> }}
      />,
    );
    const note = couponProducts.length > 0 ? catalogue.productLanding.coupon.runs : catalogue.productLanding.coupon.none;
    expect(await screen.findByText(note)).toBeTruthy();
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name="couponCode"]')!, 'mobile10');
    await userEvent.click(screen.getByRole('button', { name: catalogue.productLanding.coupon.apply }));
    expect((await screen.findByText(/MOBILE10/, { selector: '.ins-coupon-result' })).textContent).toContain('Rs 3,600');
    expect(latinWords([couponField.label, enIN.fieldText.couponCode ?? couponField.label]), language).toEqual([]);
  });
});
