import {
  DEFAULT_LANGUAGE,
  findProduct,
  languageOfTag,
  lenderNames,
  type AdminAuditList,
  type AdminChangeList,
  type DuplicateCapture,
  type Funnel,
  type HelpArticleView,
  type LifePlanSummary,
  type SupportRequestView,
} from '@portal/domain';
import { productInLanguage } from '@portal/domain/messages/product-copy';
import type { ApiHandlers } from './test-helpers';
import { catalogue as leadCatalogue, flagsWith, leadDetailsOf, leadOf } from '../features/leads/lead-fixtures';
import { landingConfigOf, partnerSession, productOf } from '../test/sale-fixtures';

/**
 * The API's answers of the lead, personal accident and help centre pages in the language test (tests only),
 * beside partner-page-answers.ts: each page with its data, not only its empty state.
 */
const lead = leadDetailsOf({
  leadId: 'LD0A1B2C3D4E5F',
  status: 'QUOTED',
  amount: 19_900,
  customer: { name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@example.com', panMasked: 'XXXXX1234F' },
  details: {
    quoteId: 'sealed-quote',
    pinCode: '400001',
    sumInsured: 10000,
    tenureMonths: 24,
    gender: 'Male',
    age: 34,
    eligibility: { monthlyIncome: 45000 },
  },
  history: [
    { from: 'CREATED', to: 'QUOTED', toLabel: 'Quote given', actor: 'partner', at: '2026-11-20T09:45:00.000Z' },
    { to: 'CREATED', toLabel: 'New lead', actor: 'system', at: '2026-11-20T06:30:00.000Z' },
  ],
});

const personalAccident = productOf('personal-accident');
const lamf = findProduct('lamf')!;

const lifePlan: LifePlanSummary = {
  productId: 'jsl-smart-term',
  name: 'JSL Smart Term',
  insurerName: 'Jeevan Suraksha Life Insurance',
  claimSettlementRatio: 98.6,
  type: 'term',
  typeName: 'Term',
  kind: 'protection',
  pos: true,
  tagline: 'Pure cover at a low premium',
  startingPremium: 1_200_000,
  startingPremiumFor: 'for a 30-year-old non-smoker, Rs 1 crore cover',
  freeLookDays: 30,
};

const articles: HelpArticleView[] = [{ slug: 'resend-otp', title: 'Resending an OTP', body: ['Wait 30 seconds, then tap Resend OTP.'] }];
const requests: SupportRequestView[] = (['OPEN', 'ANSWERED', 'CLOSED'] as const).map((status, index) => ({
  requestId: `SR-${index}`,
  category: 'PAYMENT',
  subject: 'Payment link not received',
  status,
  referenceId: index === 0 ? 'PRP20261121K7QM2D' : null,
  createdAt: '2026-11-21T10:00:00.000Z',
}));

const change = {
  request: { kind: 'SET_FLAG', flag: 'DOMAIN_MIGRATION', enabled: true },
  status: 'PENDING',
  summary: 'Turn DOMAIN_MIGRATION on',
  decidedBy: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  decidedAt: null,
} as const;
const changes: AdminChangeList = {
  changes: [
    { ...change, changeId: 'CH-1', requestedBy: { partnerId: 'P-2', name: 'Kiran Shah' } },
    { ...change, changeId: 'CH-2', requestedBy: { partnerId: 'partner-1', name: 'Asha Traders' } },
  ],
};
const audit: AdminAuditList = {
  entries: (['CHANGE_REQUESTED', 'CHANGE_APPROVED', 'PARTNER_DEACTIVATED'] as const).map((action, index) => ({
    id: index + 1,
    action,
    actor: { partnerId: 'P-2', name: 'Kiran Shah' },
    summary: 'Turn DOMAIN_MIGRATION on',
    changeId: 'CH-1',
    at: '2026-11-21T10:00:00.000Z',
  })),
  nextBefore: 1,
};

const funnel: Funnel = {
  from: '2026-10-23',
  to: '2026-11-21',
  products: [{ productCode: 'vector-borne', landing: 40, quote: 20, proposal: 10, review: 8, paid: 5 }],
};
const duplicates: DuplicateCapture[] = (['PROCESSED', 'PENDING'] as const).map((status, index) => ({
  paymentId: `PAY-${index}`,
  orderId: `ORD-${index}`,
  referenceId: 'PRP20261121K7QM2D',
  productCode: 'vector-borne',
  partnerName: 'Asha Verma',
  amount: 19900,
  capturedAt: '2026-11-21T10:00:00.000Z',
  refund: { status, gatewayRefundId: null, updatedAt: '2026-11-21T10:05:00.000Z' },
}));

export const morePartnerPageAnswers = {
  adminFunnel: {
    'GET /api/admin/analytics/funnel': () => [200, funnel],
    'GET /api/product-catalog': () => [200, leadCatalogue],
  },
  duplicatePayments: { 'GET /api/payments/duplicate-captures': () => [200, duplicates] },
  adminAudit: { 'GET /api/admin/audit': () => [200, audit] },
  adminApprovals: {
    'GET /api/admin/changes': () => [200, changes],
    'GET /api/session': () => [200, partnerSession],
  },
  leadDetails: {
    'GET /api/product-catalog': () => [200, leadCatalogue],
    'GET /api/leads/LD0A1B2C3D4E5F': () => [200, lead],
    'GET /api/leads/LD0A1B2C3D4E5F/link': () => [
      200,
      { leadId: 'LD0A1B2C3D4E5F', link: '/l/abc', token: 'signed.lead.token', expiresAt: '2026-11-30T00:00:00.000Z' },
    ],
    'GET /api/partner-integration/public/products/vector-borne/authorization-status': () => [200, { productCode: 'vector-borne', status: 'AUTHORISED' }],
  },
  newLead: {
    'GET /api/product-catalog': () => [200, leadCatalogue],
    'GET /api/configs/features': () => [200, flagsWith({})],
  },
  personalAccident: {
    // As the API answers it: the plans' descriptions and benefits in the language the page asks for (decision 0275).
    'GET /api/configs/public/products/personal-accident/landingConfig': (request) => [
      200,
      landingConfigOf(productInLanguage(personalAccident, languageOfTag(request.headers.get('accept-language') ?? '') ?? DEFAULT_LANGUAGE)),
    ],
    'GET /api/configs/public/products/personal-accident/fieldConfig/quote': () => [200, { fields: personalAccident.sale.quote.fields }],
  },
  loans: {
    'GET /api/product-catalog': () => [200, leadCatalogue],
    'GET /api/filteredLeads': () => [
      200,
      { leads: [leadOf({ leadId: 'L-3', status: 'OFFERS_READY', productCode: 'personal-loan', productName: 'Personal Loan', amount: 50_000_000 })] },
    ],
  },
  life: {
    'GET /api/life/plans': () => [200, { plans: [lifePlan] }],
  },
  lamf: {
    'GET /api/product-catalog': () => [200, leadCatalogue],
    'GET /api/configs/public/products/lamf/landingConfig': () => [200, landingConfigOf(lamf)],
  },
  helpCentre: {
    'GET /api/helpcentre/v1/articles': () => [200, articles],
    'GET /api/helpcentre/v1/support-requests': () => [200, requests],
  },
} satisfies Record<string, ApiHandlers>;

/**
 * The data's own words on those pages: the tenant's help article and the partner's request as he typed it;
 * the plans' names (their descriptions and benefits come in the page's language, decision 0275).
 */
export const morePartnerPageNames = [
  ...articles.flatMap((article) => [article.title, ...article.body]),
  'Payment link not received',
  // A life plan's name, insurer and its own texts (the insurer's).
  lifePlan.name,
  lifePlan.insurerName,
  lifePlan.tagline,
  lifePlan.startingPremiumFor,
  ...personalAccident.plans.map((plan) => plan.name),
  'ravi@example.com',
  // The banks and lenders a loan or deposit form offers: brand names.
  ...Object.values(lenderNames),
  // An admin change's summary is the server's words (names, a flag's key); another admin's name.
  'Turn DOMAIN_MIGRATION on',
  'Kiran Shah',
  partnerSession.dealerName,
  lamf.name,
  'XXXXX1234F',
];
