import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, findLifePlan, isLanguage, lifeInsurers, type Language, type LifePlanDefinition, type LifePlanDetails } from '@portal/domain';
import { copyOfLifePlan, lifePlanInLanguage } from '@portal/domain/messages/product-copy';
import { mockApi, renderAt, signedInSession } from '../../app/test-helpers';
import { LifeProductDetailsPage } from './life-product-details-page';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en-IN');
});

const smartTerm = findLifePlan('jsl-smart-term')!;

/** A plan's details as the API answers them: its copy from the plan (in the language asked), the rest fixed. */
function detailsOf(plan: LifePlanDefinition): LifePlanDetails {
  return {
    productId: plan.productId,
    name: plan.name,
    insurerName: lifeInsurers[plan.insurer].name,
    claimSettlementRatio: lifeInsurers[plan.insurer].claimSettlementRatio,
    type: plan.type,
    typeName: 'Term Insurance',
    kind: plan.kind,
    pos: plan.pos,
    tagline: plan.tagline,
    startingPremium: 1_100_000,
    startingPremiumFor: plan.samples[0]!.label,
    freeLookDays: plan.freeLookDays,
    uin: plan.uin,
    benefits: [...plan.benefits],
    riders: [...plan.riders],
    exclusions: [...plan.exclusions],
    eligibility: {
      entryAge: '18 to 65 years',
      maturityAge: 'Up to 85 years',
      policyTerm: '10 to 50 years',
      paymentTerms: ['Regular'],
      sumAssured: 'Rs 25,00,000 to Rs 20,00,00,000',
      medicalExamination: 'Needed above Rs 1,00,00,000',
    },
  };
}

/** The API as the page calls it: the plan's details in the language the call asks for (Accept-Language). */
function answerInAskedLanguage() {
  return mockApi({
    'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
    'GET /api/life/plans/jsl-smart-term': (request) => {
      const asked = request.headers.get('accept-language');
      return [200, detailsOf(lifePlanInLanguage(smartTerm, isLanguage(asked) ? asked : DEFAULT_LANGUAGE))];
    },
  });
}

const askedLanguages = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === '/api/life/plans/jsl-smart-term').map((call) => call.headers.get('accept-language'));

const PATH = '/life-insurance/life/product-details/jsl-smart-term';

describe.each(['hi-IN', 'mr-IN'] as const)('a life plan’s own copy on Plan Details in %s (decision 0280)', (language: Language) => {
  const translated = lifePlanInLanguage(smartTerm, language);

  it('shows the tagline, benefits, riders, exclusions and the sample premium in the language, none in English', async () => {
    const { calls } = answerInAskedLanguage();
    await i18next.changeLanguage(language);
    renderAt(PATH, { 'life-product-details': LifeProductDetailsPage });

    expect(await screen.findByText(translated.tagline)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Smart Term Protect' })).toBeTruthy();
    for (const sentence of [...translated.benefits, ...translated.riders, ...translated.exclusions]) expect(screen.getByText(sentence)).toBeTruthy();
    expect(screen.getByText(translated.samples[0]!.label)).toBeTruthy();
    const page = document.body.textContent ?? '';
    for (const english of copyOfLifePlan(smartTerm)) expect(page, english).not.toContain(english);
    expect(askedLanguages(calls)).toEqual([language]);
  });

  it('asks for the plan again when the reader switches from English', async () => {
    const { calls } = answerInAskedLanguage();
    renderAt(PATH, { 'life-product-details': LifeProductDetailsPage });
    expect(await screen.findByText(smartTerm.tagline)).toBeTruthy();

    await act(() => i18next.changeLanguage(language));
    expect(await screen.findByText(translated.tagline)).toBeTruthy();
    expect(screen.queryByText(smartTerm.tagline)).toBeNull();
    expect(askedLanguages(calls)).toEqual(['en-IN', language]);
  });
});
