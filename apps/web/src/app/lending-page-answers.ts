import {
  buildKfs,
  lenderNames,
  lenderRules,
  NO_LENDER_ANSWER_REASON,
  offerTerms,
  type LeadLoanOffer,
  type LendingRedirection,
  type PreApprovedOffers,
} from '@portal/domain';
import type { ApiHandlers } from './test-helpers';
import { AGGREGATOR_ID, LEAD_ID, leadOf, offerOf, offersAnswerOf } from '../features/lending/lending-fixtures';

/**
 * The API's answers of the loan offer pages and the customer's redirection page in the language test (tests
 * only): each page with its content, its Key Fact Statement a real one (YES Bank's terms, as buildKfs writes
 * it), so the lenders' words it carries are those the pages say in Hindi and Marathi.
 */
const kfs = buildKfs(
  offerTerms(lenderRules.YES, 'personal-loan', 30_000_000, 24, 12.99, lenderRules.YES.products['personal-loan']!),
  'Personal Loan',
  new Date('2026-11-27T06:00:00Z'),
);
const offer = offerOf({ lenderCode: 'YES', lenderName: lenderNames.YES, offerId: 'OF-YES' });
const acknowledgement: LeadLoanOffer['acknowledgement'] = { acknowledgedAt: '2026-11-27T06:30:00.000Z', channel: 'PARTNER_DEVICE', kfsVersion: kfs.version };

const offersAnswer = offersAnswerOf({
  offers: [offer, offerOf({ offerId: 'OF-IDFC', rank: 2 })],
  pending: [{ lenderCode: 'BANDHAN', lenderName: lenderNames.BANDHAN }],
  declined: [{ lenderCode: 'FEDERAL', lenderName: lenderNames.FEDERAL, reason: NO_LENDER_ANSWER_REASON }],
  pollAfterMs: 60_000,
  leads: [leadOf({ leadId: LEAD_ID })],
});

const leadOffer: LeadLoanOffer = {
  leadId: LEAD_ID,
  aggregatorId: AGGREGATOR_ID,
  productCode: 'personal-loan',
  status: 'OFFER_SELECTED',
  offer,
  kfs,
  kfsPdfUrl: `/api/leads/${LEAD_ID}/kfs.pdf`,
  acknowledgement,
};

const preapproved: PreApprovedOffers = {
  productCode: 'personal-loan',
  rankingRule: offersAnswer.rankingRule,
  offers: [{ aggregatorId: AGGREGATOR_ID, customerName: 'Asha Verma', mobileMasked: 'XXXXXX3210', offer }],
};

const redirection: LendingRedirection = {
  productCode: 'personal-loan',
  productName: 'Personal Loan',
  leadId: LEAD_ID,
  customerName: 'Asha Verma',
  brandName: 'Mint Finance',
  language: 'hi-IN',
  offer,
  kfs,
  fd: null,
  mandate: { confirmedAt: '2026-11-27T07:00:00.000Z', signerName: 'Asha Verma' },
  disbursed: false,
  linkExpiresAt: '2026-12-04T06:00:00.000Z',
};

/** Names that are the answers' data: the customer, lenders, product, brand, and the statement's officer and version. */
export const lendingPageNames = [
  'Asha Verma',
  'Personal Loan',
  'Mint Finance',
  ...Object.values(lenderNames),
  kfs.grievance.name,
  kfs.grievance.address,
  kfs.version,
  LEAD_ID,
  AGGREGATOR_ID,
];

export const lendingPageAnswers = {
  offers: { [`GET /api/leads/aggregator/${AGGREGATOR_ID}`]: () => [200, offersAnswer] },
  offerLead: { 'GET /api/leads/loanOffer': () => [200, leadOffer] },
  preapproved: { 'GET /api/products/personal-loan/preApprovedOffers': () => [200, preapproved] },
  redirection: { 'GET /api/redirection-flows/public/product/personal-loan': () => [200, redirection] },
} satisfies Record<string, ApiHandlers>;
