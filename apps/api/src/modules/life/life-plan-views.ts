import {
  checkLifeEligibility,
  checkSuitability,
  illustrateLifePlan,
  lifeAnnualPremium,
  lifeGstRate,
  lifeInsurers,
  lifePlanNames,
  lifeStartingPremium,
  maturityYield,
  rupeesToPaise,
  type LifeIllustrationView,
  type LifePlanDefinition,
  type LifePlanDetails,
  type LifePlanSummary,
  type LifeReason,
  type LifeQuote,
  type LifeQuoteInput,
  type LifeSuitability,
  formatRupeeAmount,
  type Language,
  type PaymentTermOption,
} from '@portal/domain';
import { lifePlanInLanguage } from '@portal/domain/messages/product-copy';
import { translatorOf } from '../../i18n/api-i18n';

export function toLifePlanSummary(plan: LifePlanDefinition): LifePlanSummary {
  const insurer = lifeInsurers[plan.insurer];
  return {
    productId: plan.productId,
    name: plan.name,
    insurerName: insurer.name,
    claimSettlementRatio: insurer.claimSettlementRatio,
    type: plan.type,
    typeName: lifePlanNames[plan.type],
    kind: plan.kind,
    pos: plan.pos,
    tagline: plan.tagline,
    startingPremium: rupeesToPaise(lifeStartingPremium(plan)),
    startingPremiumFor: plan.samples[0]!.label,
    freeLookDays: plan.freeLookDays,
  };
}

/**
 * A plan's details; its eligibility said in `language` from the catalogue's lifeCover.eligibilityFacts (the
 * plan's copy itself is translated before, lifePlanInLanguage; decision 0280).
 */
export function toLifePlanDetails(plan: LifePlanDefinition, language: Language = 'en-IN'): LifePlanDetails {
  const e = plan.eligibility;
  const t = translatorOf(language);
  const paymentTerm = (option: PaymentTermOption) =>
    option === 'regular'
      ? t('lifeCover.eligibilityFacts.regularPay')
      : option === 'single'
        ? t('lifeCover.eligibilityFacts.singlePremium')
        : t('lifeCover.eligibilityFacts.limitedPay', { years: option });
  return {
    ...toLifePlanSummary(plan),
    uin: plan.uin,
    benefits: [...plan.benefits],
    riders: [...plan.riders],
    exclusions: [...plan.exclusions],
    eligibility: {
      entryAge: t('lifeCover.eligibilityFacts.ageRange', { min: e.minAge, max: e.maxAge }),
      maturityAge: t('lifeCover.eligibilityFacts.upToAge', { max: e.maxMaturityAge }),
      policyTerm: t('lifeCover.eligibilityFacts.ageRange', { min: e.minTerm, max: e.maxTerm }),
      paymentTerms: e.paymentTerms.map(paymentTerm),
      sumAssured: t('lifeCover.eligibilityFacts.sumAssured', {
        min: formatRupeeAmount(e.minSumAssured),
        max: formatRupeeAmount(e.maxSumAssured),
        step: formatRupeeAmount(e.sumAssuredStep),
      }),
      medicalExamination: plan.medicalAbove
        ? t('lifeCover.eligibilityFacts.medicalAbove', { amount: formatRupeeAmount(plan.medicalAbove) })
        : t('lifeCover.eligibilityFacts.noMedical'),
    },
  };
}

function toIllustrationView(plan: LifePlanDefinition, input: LifeQuoteInput): LifeIllustrationView | null {
  const illustration = illustrateLifePlan(plan, input);
  if (!illustration) return null;
  return {
    rows: illustration.rows.map((row) => ({
      year: row.year,
      age: row.age,
      premium: rupeesToPaise(row.premium),
      totalPremiums: rupeesToPaise(row.totalPremiums),
      guaranteedDeathBenefit: rupeesToPaise(row.guaranteedDeathBenefit),
      guaranteedMaturityBenefit: rupeesToPaise(row.guaranteedMaturityBenefit),
      nonGuaranteedAt4: rupeesToPaise(row.nonGuaranteedAt4),
      nonGuaranteedAt8: rupeesToPaise(row.nonGuaranteedAt8),
    })),
    maturityAt4: {
      guaranteed: rupeesToPaise(illustration.maturityAt4.guaranteed),
      nonGuaranteed: rupeesToPaise(illustration.maturityAt4.nonGuaranteed),
      total: rupeesToPaise(illustration.maturityAt4.total),
      yieldPercent: maturityYield(illustration, 4),
    },
    maturityAt8: {
      guaranteed: rupeesToPaise(illustration.maturityAt8.guaranteed),
      nonGuaranteed: rupeesToPaise(illustration.maturityAt8.nonGuaranteed),
      total: rupeesToPaise(illustration.maturityAt8.total),
      yieldPercent: maturityYield(illustration, 8),
    },
  };
}

/**
 * One plan priced for the customer: eligibility, premium with GST, suitability, medicals and the illustration;
 * the plan's copy and the reasons it is not offered or does not suit said in `language` (decision 0286).
 */
export function quoteLifePlan(plan: LifePlanDefinition, input: LifeQuoteInput, needs: LifeSuitability, language: Language = 'en-IN'): LifeQuote {
  const t = translatorOf(language);
  const say = (reasons: readonly LifeReason[]) => reasons.map((reason) => t(reason.key, reason.values));
  const problems = checkLifeEligibility(plan, input);
  const summary = toLifePlanSummary(lifePlanInLanguage(plan, language));
  if (problems.length > 0) {
    return {
      plan: summary,
      eligible: false,
      problems: say(problems),
      annualPremium: 0,
      gst: 0,
      firstYearTotal: 0,
      suitable: false,
      suitabilityReasons: [],
      medicalExamination: false,
      illustration: null,
    };
  }
  const premium = lifeAnnualPremium(plan, input);
  const gst = Math.round(premium * lifeGstRate(plan));
  const verdict = checkSuitability(plan, needs, {
    age: input.age,
    sumAssured: input.sumAssured,
    annualPremium: premium,
    singlePremium: input.paymentTerm === 'single',
  });
  return {
    plan: summary,
    eligible: true,
    problems: [],
    annualPremium: rupeesToPaise(premium),
    gst: rupeesToPaise(gst),
    firstYearTotal: rupeesToPaise(premium + gst),
    suitable: verdict.suitable,
    suitabilityReasons: say(verdict.reasons),
    medicalExamination: plan.medicalAbove !== undefined && input.sumAssured > plan.medicalAbove,
    illustration: toIllustrationView(plan, input),
  };
}
