/**
 * The consent notices (DPDP Act 2023 s.5; packages/domain/src/consent/consent-notices.ts, decision 0150) in
 * the customer's language (DPDP Rules 2025: English or a scheduled language). English's entries render the
 * domain's notices word for word (a test compares them); the API renders the others (consent-notice-language.ts).
 */
/** Each sell-form field as a customer reads it (consent-notices.ts reads them here as consentDataItems). */
export const consentItemWords = {
  fullName: 'name',
  mobile: 'mobile number',
  email: 'email address (if given)',
  pan: 'PAN',
  dob: 'date of birth',
  pinCode: 'PIN code',
  employmentType: 'type of employment',
  monthlyIncome: 'monthly income',
  loanAmount: 'the loan amount',
  tenureMonths: 'the loan tenure',
  loanPurpose: 'what the loan is for',
  propertyType: "the property's type",
  propertyValue: "the property's value",
  businessName: "the business's name",
  constitution: "the business's constitution",
  gstin: 'GSTIN',
  annualTurnover: 'annual turnover',
  vintageYears: 'years in business',
};

export const consentNotice = {
  loanOffers:
    'I agree that {{brand}} shares my {{items}} with these lenders: {{lenders}}. They may use them only to check my eligibility, fetch my credit report from a credit bureau for this, and make me {{productName}} offers. I can withdraw this consent at any time, as easily as I give it; lenders are then not asked again.',
  lamf: 'I agree that {{brand}} uses my PAN to fetch the list and value of my mutual fund folios from the registrars {{registrars}}, and shares them, with my {{items}}, with these lenders: {{lenders}}. They may use them only to check my eligibility and make me {{productName}} offers. I can withdraw this consent at any time, as easily as I give it; lenders are then not asked again.',
  creditReport:
    'I agree that {{brand}} sends my {{items}} to the credit bureau {{bureau}} to fetch my credit report once, to show me my credit score and loan offers. I can withdraw this consent at any time, as easily as I give it; my report is then deleted.',
  list: '{{first}} and {{last}}',
  /** The data items by the sell form's field (consentDataItems), and the folios of LAMF. */
  items: { ...consentItemWords, folios: 'my mutual fund folios and their value' },
};
