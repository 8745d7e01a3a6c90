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
