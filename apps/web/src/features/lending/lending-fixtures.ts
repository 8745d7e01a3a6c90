import { leadStatusLabels, OFFER_RANKING_RULE, type Kfs, type LeadSummary, type LoanApplication, type Offer, type OffersAnswer } from '@portal/domain';

/** Typed answers of the lending calls for web tests (the shapes of packages/domain/src/api/lending.ts). */

export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });

export const AGGREGATOR_ID = 'AG000000000001';
export const LEAD_ID = 'LD000000000001';

export function applicationOf(overrides: Partial<LoanApplication> = {}): LoanApplication {
  return {
    aggregatorId: AGGREGATOR_ID,
    productCode: 'personal-loan',
    status: 'CONSENT_PENDING',
    customerName: 'Asha Verma',
    mobileMasked: 'XXXXXX3210',
    amount: 10_000_000,
    tenureMonths: 24,
    consentNotice: {
      version: 'loan-offers/personal-loan/0a1b2c3d',
      purpose: 'loan-offers',
      text: 'I agree that Mint Finance shares my name and PAN with these lenders: IDFC FIRST Bank and YES Bank.',
      recipients: ['IDFC FIRST Bank', 'YES Bank'],
      dataItems: ['name', 'PAN'],
    },
    consent: null,
    createdAt: '2026-11-23T05:00:00.000Z',
    ...overrides,
  };
}

export function offerOf(overrides: Partial<Offer> = {}): Offer {
  return {
    offerId: 'OF-IDFC',
    lenderCode: 'IDFC_FIRST',
    lenderName: 'IDFC FIRST Bank',
    amount: 10_000_000,
    tenureMonths: 24,
    annualRatePercent: 12,
    rateType: 'FIXED',
    emi: 470_735,
    upfrontFees: 236_000,
    netDisbursed: 9_764_000,
    aprPercent: 15.05,
    totalInterest: 1_297_640,
    totalRepayable: 11_297_640,
    rank: 1,
    validUntil: '2026-11-27T18:29:59.000Z',
    arrived: 'IN_TIME',
    notInterested: false,
    ...overrides,
  };
}

export function leadOf(overrides: Partial<LeadSummary> = {}): LeadSummary {
  return {
    leadId: LEAD_ID,
    productCode: 'personal-loan',
    productName: 'Personal Loan',
    status: 'OFFER_SELECTED',
    statusLabel: leadStatusLabels.OFFER_SELECTED,
    customer: { name: 'Asha Verma', mobile: 'XXXXXX3210' },
    amount: 10_000_000,
    aggregatorId: AGGREGATOR_ID,
    createdAt: '2026-11-23T05:00:00.000Z',
    updatedAt: '2026-11-23T05:00:00.000Z',
    ...overrides,
  };
}

export function offersAnswerOf(overrides: Partial<OffersAnswer> = {}): OffersAnswer {
  return {
    application: applicationOf({ status: 'OFFERS_READY' }),
    offers: [offerOf()],
    pending: [],
    declined: [],
    rankingRule: OFFER_RANKING_RULE,
    pollAfterMs: null,
    leads: [],
    ...overrides,
  };
}

export function kfsOf(overrides: Partial<Kfs> = {}): Kfs {
  return {
    version: 'KFS-2024-v1',
    lender: { lenderCode: 'IDFC_FIRST', lenderName: 'IDFC FIRST Bank' },
    productName: 'Personal Loan',
    amount: 10_000_000,
    tenureMonths: 24,
    instalmentType: 'MONTHLY',
    instalmentCount: 2,
    emi: 470_735,
    lastInstalment: 470_735,
    rate: { annualPercent: 12, type: 'FIXED', benchmark: null, spreadPercent: null, resetMonths: null },
    fees: {
      lender: [{ label: 'Processing fee (incl. GST)', amount: 236_000, payableTo: 'IDFC FIRST Bank' }],
      thirdParty: [{ label: 'Stamp duty', amount: 10_000, payableTo: 'State government' }],
      total: 246_000,
    },
    netDisbursed: 9_754_000,
    totalInterest: 1_297_640,
    totalRepayable: 11_297_640,
    aprPercent: 15.05,
    aprMethod: 'The yearly rate at which the instalments, discounted monthly, equal the amount in hand after fees, compounded over twelve months.',
    schedule: [
      { instalment: 1, dueDate: '2026-12-23', opening: 10_000_000, payment: 470_735, interest: 100_000, principal: 370_735, closing: 9_629_265 },
      { instalment: 2, dueDate: '2027-01-23', opening: 9_629_265, payment: 470_735, interest: 96_293, principal: 374_442, closing: 9_254_823 },
    ],
    contingentCharges: [
      { label: 'Penal charge on a late instalment', text: '2 % a month of the overdue instalment' },
      { label: 'Foreclosure', text: 'Nil after 12 instalments' },
    ],
    coolingOffDays: 3,
    grievance: {
      name: 'R. Sharma',
      designation: 'Grievance Redressal Officer',
      phone: '1800 10 888',
      email: 'grievance@idfc.example',
      address: 'Mumbai 400051',
    },
    recoveryAgents: 'The lender may use recovery agents, listed on its website.',
    issuedAt: '2026-11-23T05:00:00.000Z',
    validUntil: '2026-11-27T18:29:59.000Z',
    validityWorkingDays: 3,
    ...overrides,
  };
}

/** GET /api/session/status of a view seat: he reads the tenant's loans and may change nothing (decisions 0160, 0306). */
export const viewSeatStatus = {
  signedIn: true,
  partner: { partnerId: 'P-4', dealerName: 'Rohan Iyer', role: 'view', tenant: 'mintpro', tenantName: 'Mint Pro Insurance Brokers' },
};
