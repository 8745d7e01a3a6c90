import { TOLL_FREE_NUMBER } from '../constants';
import type { FieldConfig, FormValues } from '../fields/field-config';
import type { Paise } from '../money';
import { messages } from '../validation/rule-messages';
import { addressFields, commonProposerFields, sampleProposer } from './common-proposer';
import { generalInsurers, insurerOptions, insurers, isInsurerCode, type InsurerCode } from './insurers';
import { premiumFromTotal } from './premium';
import type { Premium } from './product-definition';

/**
 * What fire, marine and workmen's compensation share (SPEC §3/§5/§8): the business quoted, the insurer
 * chosen between the two general insurers, the GST certificate and PAN card uploads, the business's
 * PAN and address on the proposal, and each insurer's own loading and minimum premium
 * (docs/decisions/0034).
 */
export const commercialMessages = {
  businessName: 'Business name should contain letters and spaces only',
  pan: 'Enter valid PAN',
} as const;

/** The quote fields every commercial cover starts with, before its own rating inputs. */
export const commercialQuoteFields: readonly FieldConfig[] = [
  {
    name: 'businessName',
    kind: 'text',
    inputType: 'text',
    label: 'Business Name',
    mandatory: true,
    rule: { name: 'lettersAndSpaces', message: commercialMessages.businessName },
    requiredMessage: messages.enterBusinessName,
    maxLength: 100,
    placeholder: 'As on the GST certificate',
  },
  {
    name: 'insurer',
    kind: 'select',
    inputType: 'text',
    label: 'Insurer',
    mandatory: true,
    options: insurerOptions(generalInsurers),
    requiredMessage: messages.selectInsurer,
  },
];

/** The two document uploads, asked after the rating inputs. */
export const commercialDocumentFields: readonly FieldConfig[] = [
  {
    name: 'gstCertificate',
    kind: 'file',
    inputType: 'file',
    label: 'GST Certificate',
    mandatory: true,
    accept: ['application/pdf', 'image/jpeg', 'image/png'],
    requiredMessage: messages.gstCertificate,
  },
  {
    name: 'panCard',
    kind: 'file',
    inputType: 'file',
    label: 'PAN Card',
    mandatory: true,
    accept: ['application/pdf', 'image/jpeg', 'image/png'],
    requiredMessage: messages.panCard,
  },
];

/** The business's PAN and address, then the contact person as the common proposer. */
export function commercialProposalFields(ownFields: readonly FieldConfig[] = []): FieldConfig[] {
  return [
    {
      name: 'businessPan',
      kind: 'text',
      inputType: 'text',
      label: 'Business PAN',
      mandatory: true,
      rule: { name: 'pan', message: commercialMessages.pan },
      maxLength: 10,
      placeholder: 'ABCDE1234F',
    },
    ...ownFields,
    ...addressFields('business', 'Business'),
    ...commonProposerFields,
  ];
}

/**
 * Each insurer's price for the same risk: a loading on the portal's base tariff (percent) and its own
 * minimum premium, GST included. Kavach's minimum is the §9 "from Rs 500".
 */
export const commercialInsurerTariffs: Readonly<Record<'KAVACH_GENERAL' | 'NIRBHAY_GENERAL', { loadingPercent: number; minimumPremium: Paise }>> = {
  KAVACH_GENERAL: { loadingPercent: 100, minimumPremium: 50000 },
  NIRBHAY_GENERAL: { loadingPercent: 110, minimumPremium: 55000 },
};

/** The quote's insurer, or the first (default) general insurer when absent. */
export function insurerOfQuote(quote: FormValues): 'KAVACH_GENERAL' | 'NIRBHAY_GENERAL' {
  const code: InsurerCode | undefined = isInsurerCode(quote.insurer) ? quote.insurer : undefined;
  return code === 'NIRBHAY_GENERAL' ? 'NIRBHAY_GENERAL' : 'KAVACH_GENERAL';
}

/** The insurer's GST-inclusive total for a base tariff premium: loaded, rounded to the rupee, at least its minimum. */
export function insurerTotalPremium(insurer: 'KAVACH_GENERAL' | 'NIRBHAY_GENERAL', basePremium: Paise): Paise {
  const tariff = commercialInsurerTariffs[insurer];
  const loaded = Math.round((basePremium * tariff.loadingPercent) / 100 / 100) * 100;
  return Math.max(tariff.minimumPremium, loaded);
}

/** A commercial cover's premium from its base tariff, priced by the quote's insurer. */
export function commercialPremium(p: { planCode: string; productName: string; quote: FormValues; basePremium: Paise; sumInsured?: number }): Premium {
  const insurer = insurerOfQuote(p.quote);
  return premiumFromTotal({
    planCode: p.planCode,
    ...(p.sumInsured !== undefined ? { sumInsured: p.sumInsured } : {}),
    totalPremium: insurerTotalPremium(insurer, p.basePremium),
    netLabel: `${p.productName} premium (${insurers[insurer].name})`,
  });
}

/** SPEC §9: the toll-free line in the fire and marine quote disclaimer. */
export const commercialQuoteDisclaimer = `Premiums shown are indicative; the insurer confirms the cover after reviewing the documents. For help, call our toll-free line ${TOLL_FREE_NUMBER}.`;

/** Valid values shared by the three products' samples (file fields name uploads the tests replace). */
export const sampleCommercialQuote: FormValues = {
  businessName: 'Patil Traders',
  insurer: 'KAVACH_GENERAL',
  gstCertificate: 'sample-gst-certificate',
  panCard: 'sample-pan-card',
};

export function sampleCommercialProposal(today: Date): FormValues {
  return {
    businessPan: 'AAPFP1234K',
    businessAddress1: 'Plot 7, MIDC Bhosari',
    businessAddress2: '',
    businessPinCode: '411026',
    businessCity: 'Pune',
    businessState: 'Maharashtra',
    ...sampleProposer(today),
  };
}
