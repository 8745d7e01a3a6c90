import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { DEFAULT_BRAND_NAME, findLatinWords, type Language, type LifeApplication, type LifeQuote } from '@portal/domain';
import { mockApi, renderAt, signedInSession } from '../../app/test-helpers';
import { routePages } from '../../app/route-pages';
import { wordsOnPage } from '../../test/words-on-page';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en-IN');
});

const plan = {
  productId: 'jsl-wealth',
  name: 'JSL Wealth Plus',
  insurerName: 'Jeevan Suraksha Life Insurance',
  claimSettlementRatio: 98.6,
  type: 'ulip',
  typeName: 'ULIP',
  kind: 'ulip',
  pos: false,
  tagline: 'Market-linked growth',
  startingPremium: 5_000_000,
  startingPremiumFor: 'for a 30-year-old',
  freeLookDays: 30,
} as const;
const maturity = { guaranteed: 100_000_00, nonGuaranteed: 25_000_00, total: 125_000_00, yieldPercent: 4.25 };
const quotes: LifeQuote[] = [
  {
    plan,
    eligible: true,
    problems: [],
    annualPremium: 5_000_000,
    gst: 0,
    firstYearTotal: 5_000_000,
    suitable: true,
    suitabilityReasons: [],
    medicalExamination: true,
    illustration: {
      rows: [
        {
          year: 1,
          age: 31,
          premium: 5_000_000,
          totalPremiums: 5_000_000,
          guaranteedDeathBenefit: 100_000_00,
          guaranteedMaturityBenefit: 0,
          nonGuaranteedAt4: 4_900_000,
          nonGuaranteedAt8: 5_100_000,
        },
      ],
      maturityAt4: maturity,
      maturityAt8: { ...maturity, yieldPercent: 7.8 },
    },
  },
  {
    ...{ plan: { ...plan, productId: 'jsl-other', name: 'JSL Other' } },
    eligible: false,
    problems: ['प्रवेश आयु से अधिक'],
    annualPremium: 0,
    gst: 0,
    firstYearTotal: 0,
    suitable: true,
    suitabilityReasons: [],
    medicalExamination: false,
    illustration: null,
  },
];
const application: LifeApplication = {
  requestId: 'LR0A1B2C3D4E5G',
  planType: 'ulip',
  planName: plan.name,
  step: 'investment-details',
  steps: ['plan', 'about-insured', 'suitability', 'investment-details', 'lead'],
  status: 'IN_PROGRESS',
  answers: { cover: { sumAssured: 1_000_000, policyTerm: 20, paymentTerm: 'regular', productId: plan.productId } },
  chosen: null,
  leadId: null,
  insuredName: 'Ravi Kumar',
  timeline: [],
  policy: null,
};

describe.each(['hi-IN', 'mr-IN'] as const)('the life cover step in %s', (language: Language) => {
  it('quotes each plan with its premium, medical note, reasons, benefit illustration and choice, all in the language', async () => {
    mockApi({
      'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
      'GET /api/life/applications/LR0A1B2C3D4E5G': () => [200, application],
      'POST /api/life/applications/LR0A1B2C3D4E5G/quotes': () => [200, { quotes }],
    });
    await i18next.changeLanguage(language);
    renderAt(`/life-insurance/profile/ulip/investment-details?requestId=${application.requestId}`, routePages);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: i18next.t('lifeCover.showPremiums') }));
    const premiums = await screen.findByRole('region', { name: i18next.t('lifeCover.premiums') });
    expect(within(premiums).getByRole('button', { name: i18next.t('lifeCover.choose', { plan: plan.name }) })).toBeTruthy();
    expect(within(premiums).getByText(i18next.t('lifeCover.ineligible'))).toBeTruthy();
    expect(within(premiums).getByText(i18next.t('lifeCover.illustration.summary'))).toBeTruthy();

    const names = [signedInSession.dealerName, signedInSession.tenantName, DEFAULT_BRAND_NAME, 'English', plan.name, 'JSL Other', plan.insurerName];
    const words = names.sort((a, b) => b.length - a.length).reduce((text, name) => text.split(name).join(' '), wordsOnPage());
    expect(findLatinWords(words)).toEqual([]);
  });
});

describe('the life cover step after a change of language', () => {
  it('quotes the same cover again in the new language, so the reasons a plan is not offered are said in it', async () => {
    const reasons: Record<string, string> = { 'en-IN': 'Policy term should be between 10 - 40 years', 'hi-IN': 'पॉलिसी अवधि 10 से 40 वर्ष के बीच होनी चाहिए' };
    const { calls } = mockApi({
      'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
      'GET /api/life/applications/LR0A1B2C3D4E5G': () => [200, application],
      'POST /api/life/applications/LR0A1B2C3D4E5G/quotes': (request) => {
        const language = request.headers.get('accept-language') ?? 'en-IN';
        return [200, { quotes: [{ ...quotes[1]!, problems: [reasons[language]] }] }];
      },
    });
    renderAt(`/life-insurance/profile/ulip/investment-details?requestId=${application.requestId}`, routePages);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show premiums' }));
    expect(await screen.findByText(reasons['en-IN']!)).toBeTruthy();

    await i18next.changeLanguage('hi-IN');
    expect(await screen.findByText(reasons['hi-IN']!)).toBeTruthy();
    const quoted = calls.filter((call) => call.method === 'POST' && call.url.endsWith('/quotes'));
    expect(quoted.map((call) => call.headers.get('accept-language'))).toEqual(['en-IN', 'hi-IN']);
    expect(await Promise.all(quoted.map((call) => call.clone().json()))).toEqual([
      { sumAssured: 1_000_000, policyTerm: 20, paymentTerm: 'regular' },
      { sumAssured: 1_000_000, policyTerm: 20, paymentTerm: 'regular' },
    ]);
  });
});
