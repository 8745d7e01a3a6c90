import {
  DEFAULT_LANGUAGE,
  formatRupeeAmount,
  lifeInsurance,
  lifeInsurers,
  lifePlanNames,
  lifeStartingPremium,
  rupeesToPaise,
  tenants,
  type Language,
  type LifePlanDefinition,
  type TenantCode,
} from '@portal/domain';
import { brandContacts } from '../../lib/brand-contacts';
import { renderBrochure } from '../../lib/brochure-pdf';
import { translatorOf } from '../../i18n/api-i18n';

/**
 * A life plan's brochure as PDF bytes: the same renderer as the catalogue's brochures, filled from the plan
 * file, its fixed words and figures in `language` (decision 0279). The plan's own copy (tagline, benefits,
 * riders, exclusions) comes already in `language` when the caller passes `lifePlanInLanguage(plan, language)`,
 * as the route does (decision 0280), the same words Plan Details shows.
 */
export async function renderLifeBrochure(plan: LifePlanDefinition, language: Language = DEFAULT_LANGUAGE): Promise<Uint8Array> {
  const t = translatorOf(language);
  const seller = tenants[lifeInsurance.sellerBrand];
  const insurer = lifeInsurers[plan.insurer];
  const e = plan.eligibility;
  const typeName = language === DEFAULT_LANGUAGE ? lifePlanNames[plan.type] : t(`life.planType.${plan.type}`);
  const paymentTerm = (option: (typeof e.paymentTerms)[number]) =>
    option === 'regular' || option === 'single' ? t(`brochurePdf.life.paymentTerm.${option}`) : t('brochurePdf.life.paymentTerm.limited', { years: option });
  const life = (key: string, values: Record<string, string | number> = {}) => t(`brochurePdf.life.${key}`, values);
  return renderBrochure({
    language,
    title: life('title', { name: plan.name, uin: plan.uin }),
    productName: life('productName', { insurer: insurer.name, type: typeName }),
    sellerName: seller.name,
    brandColour: seller.primaryColour,
    tagline: plan.tagline,
    summary: life('summary', {
      name: plan.name,
      type: typeName.toLowerCase(),
      insurer: insurer.name,
      ratio: insurer.claimSettlementRatio,
      sample: plan.samples[0]!.label,
    }),
    plans: [{ name: plan.name, startingPrice: rupeesToPaise(lifeStartingPremium(plan)), benefits: plan.benefits }],
    faqs: [
      {
        question: life('whoCanBuy'),
        answer: life('whoCanBuyAnswer', {
          minAge: e.minAge,
          maxAge: e.maxAge,
          maxMaturityAge: e.maxMaturityAge,
          minTerm: e.minTerm,
          maxTerm: e.maxTerm,
          minSumAssured: formatRupeeAmount(e.minSumAssured),
          maxSumAssured: formatRupeeAmount(e.maxSumAssured),
          sumAssuredStep: formatRupeeAmount(e.sumAssuredStep),
        }),
      },
      { question: life('howPaid'), answer: `${e.paymentTerms.map(paymentTerm).join('; ')}.` },
      { question: life('medical'), answer: plan.medicalAbove ? life('medicalAbove', { amount: formatRupeeAmount(plan.medicalAbove) }) : life('medicalNone') },
      { question: life('riders'), answer: plan.riders.length > 0 ? `${plan.riders.join('; ')}.` : life('noRiders') },
      { question: life('exclusions'), answer: plan.exclusions.join(' ') },
      { question: life('returned'), answer: life('returnedAnswer', { days: plan.freeLookDays }) },
    ],
    contact: brandContacts[lifeInsurance.sellerBrand as TenantCode],
    footnote: life('footnote'),
  });
}
