import { leadStatuses, leadStatusLabels, type DashboardSummary, type PayoutStatement, type Transaction } from '@portal/domain';
import type { ApiHandlers } from './test-helpers';
import { catalogue as leadCatalogue, flagsWith, leadOf } from '../features/leads/lead-fixtures';
import { landingConfigOf, partnerSession, productOf, proposalOf, quoteOf } from '../test/sale-fixtures';

/**
 * The API's answers that fill each partner page with content in the language test (tests only): a page
 * with data shows its lists, labels and figures, not only its empty state.
 */
const product = { category: 'insurance', sellerBrand: 'mintpro', sellable: true } as const;
const catalogue = {
  tenant: 'mintpro',
  products: [
    { ...product, code: 'vector-borne', name: 'Vector Borne Disease Cover', basePath: '/products', startingPrice: 19900 },
    { ...product, code: 'fire', name: 'Fire Insurance', basePath: '/insurance', startingPrice: 50000 },
  ],
};

const summary: DashboardSummary = {
  month: '2026-11',
  from: '2026-11-01',
  to: '2026-11-30',
  sales: { count: 2, policies: 1, loans: 1, premium: 19900, loanAmount: 50_000_000 },
  leadsByStatus: leadStatuses.map((status) => ({ status, label: leadStatusLabels[status], count: status === 'QUOTED' ? 3 : 1 })),
  conversion: { quoted: 4, paid: 1, percent: 25 },
  payouts: { month: 752529, due: 1_000_000 },
  trend: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, index) => ({ month, payout: index * 1000, sales: index })),
};

const statement: PayoutStatement = {
  month: '2026-11',
  partnerName: 'Asha Verma',
  tenantName: 'Mint Pro Insurance Brokers',
  lines: (['ACCRUED', 'REVERSED'] as const).map((entry) => ({
    payoutId: 'PO-1',
    entry,
    kind: 'POLICY',
    productCode: 'vector-borne',
    productName: 'Vector Borne Disease Cover',
    reference: 'MBR000000123',
    base: 16864,
    rateBps: 1500,
    amount: entry === 'ACCRUED' ? 2530 : -2530,
    at: '2026-11-21T10:00:00.000Z',
    partnerName: 'Asha Verma',
  })),
  totals: { accrued: 2530, reversed: -2530, net: 0, tds: 0, netPaid: 0 },
  tds: [],
};

const transactions: Transaction[] = (['SUCCESS', 'CREATED', 'REFUNDED'] as const).map((status, index) => ({
  paymentId: `PAY-${index}`,
  orderId: `ORD-${index}`,
  referenceId: 'PRP20261121K7QM2D',
  customerName: 'Ravi Kumar',
  amount: 19900,
  status,
  policyNumber: status === 'SUCCESS' ? 'POL123456' : null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
}));

const vectorBorne = productOf('vector-borne');
const samples = vectorBorne.sale.samples(new Date('2026-11-21T10:00:00.000Z'));
const quote = quoteOf(vectorBorne, samples.quote);
const saleAnswers: ApiHandlers = {
  'GET /api/configs/public/products/vector-borne/landingConfig': () => [200, landingConfigOf(vectorBorne)],
  'GET /api/configs/public/products/vector-borne/fieldConfig/proposal': () => [200, { fields: vectorBorne.sale.proposal.fields }],
  'GET /api/session': () => [200, partnerSession],
  'GET /api/products/vector-borne/quote': () => [200, quote],
  'GET /api/configs/public/products/vector-borne/fieldConfig/quote': () => [200, { fields: vectorBorne.sale.quote.fields }],
  'GET /api/products/vector-borne/proposals/PRP20261121K7QM2D': () => [200, proposalOf(quote, samples.proposal)],
};

export const partnerPageAnswers = {
  startSelling: saleAnswers,
  home: {
    'GET /api/product-catalog': () => [200, catalogue],
    'GET /api/getDashboardSummary': () => [200, summary],
  },
  payouts: { 'GET /api/payouts/statement': () => [200, statement] },
  leads: {
    'GET /api/configs/features': () => [200, flagsWith({ MULTI_LEADS_SECTION: true })],
    'GET /api/product-catalog': () => [200, leadCatalogue],
    'GET /api/filteredLeads': () => [
      200,
      {
        leads: [
          leadOf({ leadId: 'L-1', status: 'PAYMENT_PENDING', referenceId: 'PRP20261121K7QM2D', amount: 19900 }),
          leadOf({ leadId: 'L-2', status: 'POLICY_ISSUED', policyNumber: 'POL123456' }),
          leadOf({ leadId: 'L-3', status: 'OFFERS_READY', productCode: 'personal-loan', productName: 'Personal Loan' }),
        ],
      },
    ],
  },
  transactions: {
    'GET /api/product-catalog': () => [200, catalogue],
    'GET /api/payments/vector-borne/transaction': () => [200, transactions],
  },
} satisfies Record<string, ApiHandlers>;

/**
 * The data's own names and references on those pages: products, plans, customers, proposal and policy
 * numbers; the tenant's consent notice (a notice's languages are decision 0150's, not yet translated).
 */
export const partnerPageNames = [
  landingConfigOf(vectorBorne).consentText,
  // The sample proposal's customer, as typed.
  ...Object.values(samples.proposal).filter((value): value is string => typeof value === 'string' && /[A-Za-z]/.test(value)),
  'Vector Borne Disease Cover',
  'Dengue & Malaria Cover',
  'Personal Loan',
  'Fire Insurance',
  'Asha Verma',
  'Ravi Kumar',
  'PRP20261121K7QM2D',
  'POL123456',
];
