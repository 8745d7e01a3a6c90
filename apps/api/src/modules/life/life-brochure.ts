import { lifeInsurance, lifeStartingPremium, rupeesToPaise, tenants, type LifePlanDefinition, type TenantCode } from '@portal/domain';
import { brandContacts } from '../../lib/brand-contacts';
import { renderBrochure } from '../../lib/brochure-pdf';
import { toLifePlanDetails } from './life-plan-views';

/** A life plan's brochure as PDF bytes: the same renderer as the catalogue's brochures, filled from the plan file. */
export async function renderLifeBrochure(plan: LifePlanDefinition): Promise<Uint8Array> {
  const details = toLifePlanDetails(plan);
  const seller = tenants[lifeInsurance.sellerBrand];
  const e = details.eligibility;
  return renderBrochure({
    title: `${plan.name} (UIN ${plan.uin})`,
    productName: `${details.insurerName}: ${details.typeName}`,
    sellerName: seller.name,
    brandColour: seller.primaryColour,
    tagline: plan.tagline,
    summary: `${plan.name} is a ${details.typeName.toLowerCase()} plan of ${details.insurerName} (claims settled last year: ${details.claimSettlementRatio} %). The premium shown is for: ${details.startingPremiumFor}, before GST.`,
    plans: [{ name: plan.name, startingPrice: rupeesToPaise(lifeStartingPremium(plan)), benefits: plan.benefits }],
    faqs: [
      {
        question: 'Who can buy it?',
        answer: `Entry age ${e.entryAge}; age at maturity ${e.maturityAge.toLowerCase()}; policy term ${e.policyTerm}; sum assured ${e.sumAssured}.`,
      },
      { question: 'How can premiums be paid?', answer: `${e.paymentTerms.join('; ')}.` },
      { question: 'Is a medical examination needed?', answer: `${e.medicalExamination}.` },
      { question: 'Which riders can be added?', answer: plan.riders.length > 0 ? `${plan.riders.join('; ')}.` : 'None.' },
      { question: 'What is not covered?', answer: plan.exclusions.join(' ') },
      {
        question: 'Can the policy be returned?',
        answer: `Yes: within ${plan.freeLookDays} days of receiving it (free-look period), for a refund of the premium less stamp duty, medical costs and cover for the days on risk.`,
      },
    ],
    contact: brandContacts[lifeInsurance.sellerBrand as TenantCode],
    footnote:
      'Insurance is the subject matter of solicitation. Read the sales brochure and the policy terms carefully before concluding a sale. Sandbox plan: figures are illustrative.',
  });
}
