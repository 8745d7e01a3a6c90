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
  paymentTermLabel,
  rupeesToPaise,
  type LifeIllustrationView,
  type LifePlanDefinition,
  type LifePlanDetails,
  type LifePlanSummary,
  type LifeQuote,
  type LifeQuoteInput,
  type LifeSuitability,
  formatRupeeAmount,
} from '@portal/domain';

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

export function toLifePlanDetails(plan: LifePlanDefinition): LifePlanDetails {
  const e = plan.eligibility;
  return {
    ...toLifePlanSummary(plan),
    uin: plan.uin,
    benefits: [...plan.benefits],
    riders: [...plan.riders],
    exclusions: [...plan.exclusions],
    eligibility: {
      entryAge: `${e.minAge} to ${e.maxAge} years`,
      maturityAge: `Up to ${e.maxMaturityAge} years`,
      policyTerm: `${e.minTerm} to ${e.maxTerm} years`,
      paymentTerms: e.paymentTerms.map(paymentTermLabel),
      sumAssured: `${formatRupeeAmount(e.minSumAssured)} to ${formatRupeeAmount(e.maxSumAssured)}, in multiples of ${formatRupeeAmount(e.sumAssuredStep)}`,
      medicalExamination: plan.medicalAbove
        ? `Needed for a sum assured above ${formatRupeeAmount(plan.medicalAbove)}`
        : 'None: a POS plan is issued without a medical examination',
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

/** One plan priced for the customer: eligibility, premium with GST, suitability, medicals and the illustration. */
export function quoteLifePlan(plan: LifePlanDefinition, input: LifeQuoteInput, needs: LifeSuitability): LifeQuote {
  const problems = checkLifeEligibility(plan, input);
  const summary = toLifePlanSummary(plan);
  if (problems.length > 0) {
    return {
      plan: summary,
      eligible: false,
      problems,
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
    suitabilityReasons: verdict.reasons,
    medicalExamination: plan.medicalAbove !== undefined && input.sumAssured > plan.medicalAbove,
    illustration: toIllustrationView(plan, input),
  };
}
