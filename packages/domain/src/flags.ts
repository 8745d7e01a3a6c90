/** Feature flag keys of SPEC §6, fetched from GET /configs/features. */
export const featureFlagKeys = [
  'DOMAIN_MIGRATION',
  'MULTI_LEADS_SECTION',
  'CONFIG_FORM_PROPOSAL',
  'QUOTATION_CONFIG_FORM',
  'REDIRECT_REVIEW_PAYMENT',
  'LEAD_REDIRECTION',
] as const;
export type FeatureFlagKey = (typeof featureFlagKeys)[number];
export type FeatureFlags = Record<FeatureFlagKey, boolean>;

/** What each flag changes, as the tenant's console shows it (decisions 0073 and 0112). */
export const featureFlagEffects: Record<FeatureFlagKey, { on: string; off: string }> = {
  DOMAIN_MIGRATION: {
    on: "Partners see a notice on every page that the portal is moving to the tenant's new address.",
    off: 'No notice.',
  },
  MULTI_LEADS_SECTION: { on: 'My Leads shows one section per vertical, each with its count.', off: 'My Leads is one list, newest first.' },
  CONFIG_FORM_PROPOSAL: {
    on: "Enter Customer Details asks every field the product's proposal configuration has, optional ones too.",
    off: 'Enter Customer Details asks only the mandatory fields (a shorter form).',
  },
  QUOTATION_CONFIG_FORM: {
    on: "The product's landing page shows its quote form at once.",
    off: "The landing page shows the plans first; the quote form opens with 'Start a quote'.",
  },
  REDIRECT_REVIEW_PAYMENT: {
    on: 'After Enter Customer Details, the partner is taken to Review Information & Pay.',
    off: "The partner stays on the form, told the proposal is saved, with a link 'Review and pay'.",
  },
  LEAD_REDIRECTION: {
    on: "After Add lead, the partner is taken to the new lead's details.",
    off: 'The partner stays on an emptied form with a link to the new lead.',
  },
};
