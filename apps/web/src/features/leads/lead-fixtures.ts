import { leadStatusLabels, type CatalogueEntry, type FeatureFlags, type LeadDetails, type LeadStatus, type LeadSummary } from '@portal/domain';

/** Test data typed by the leads contract (packages/domain/src/api/leads.ts), so a contract change breaks these tests. */
export function leadOf(overrides: Partial<LeadSummary> & { leadId: string; status?: LeadStatus }): LeadSummary {
  const status = overrides.status ?? 'CREATED';
  return {
    productCode: 'vector-borne',
    productName: 'Dengue & Malaria Cover',
    customer: { name: 'Ravi Kumar', mobile: '9876543210' },
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    ...overrides,
    status,
    statusLabel: leadStatusLabels[status],
  };
}

export function leadDetailsOf(overrides: Partial<LeadDetails> & { leadId: string; status?: LeadStatus }): LeadDetails {
  return { details: {}, history: [], ...leadOf(overrides), ...overrides, statusLabel: leadStatusLabels[overrides.status ?? 'CREATED'] } as LeadDetails;
}

export const catalogueEntries: CatalogueEntry[] = [
  {
    code: 'vector-borne',
    name: 'Dengue & Malaria Cover',
    category: 'insurance',
    basePath: '/products',
    sellerBrand: 'mintpro',
    startingPrice: 19900,
    sellable: true,
    requiresAuthorisation: false,
  },
  {
    code: 'personal-loan',
    name: 'Personal Loan',
    category: 'lending',
    basePath: '/products',
    sellerBrand: 'mintpro',
    sellable: true,
    requiresAuthorisation: false,
  },
  {
    code: 'fire',
    name: 'Fire Insurance',
    category: 'insurance',
    basePath: '/insurance',
    sellerBrand: 'mintpro',
    startingPrice: 50000,
    sellable: true,
    requiresAuthorisation: true,
  },
];

export const catalogue = { tenant: 'mintpro', products: catalogueEntries };

export const flagsWith = (overrides: Partial<FeatureFlags>): FeatureFlags => ({
  DOMAIN_MIGRATION: false,
  MULTI_LEADS_SECTION: false,
  CONFIG_FORM_PROPOSAL: false,
  QUOTATION_CONFIG_FORM: false,
  REDIRECT_REVIEW_PAYMENT: false,
  LEAD_REDIRECTION: false,
  ...overrides,
});
