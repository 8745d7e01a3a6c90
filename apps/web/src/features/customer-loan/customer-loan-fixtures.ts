import { buildKfs, lenderRules, offerTerms, type CustomerJourney, type CustomerLoanStep } from '@portal/domain';

/** A real statement (tests only): YES Bank's personal-loan terms for Rs 3,00,000 over 24 months at 12.99 %. */
export const fixtureKfs = buildKfs(
  offerTerms(lenderRules.YES, 'personal-loan', 30_000_000, 24, 12.99, lenderRules.YES.products['personal-loan']!),
  'Personal Loan',
  new Date('2026-11-27T06:00:00Z'),
);

type Overrides = Partial<Omit<CustomerJourney, 'facts'>> & { facts?: Partial<CustomerJourney['facts']>; brandName?: string; productCode?: string };

/** A journey as the API answers it, at a step (tests only); every amount is the statement's. */
export function journeyAt(step: CustomerLoanStep, overrides: Overrides = {}): CustomerJourney & { brandName?: string; productCode?: string } {
  const { facts, ...rest } = overrides;
  return {
    leadId: '7f1f3c7e-5b1a-4c44-9a55-2b7f0c1d9e01',
    productCode: 'personal-loan',
    providerCode: 'yes',
    lender: 'YES',
    lenderName: 'YES Bank',
    brandName: 'Mint Pro',
    language: 'en-IN',
    step,
    backNavigationDisabled: ['disbursement-details', 'disbursement-reject', 'disbursement-success'].includes(step),
    final: ['disbursement-reject', 'disbursement-success'].includes(step),
    offer: {
      amount: fixtureKfs.amount,
      tenureMonths: fixtureKfs.tenureMonths,
      annualRatePercent: fixtureKfs.rate.annualPercent,
      emi: fixtureKfs.emi,
      aprPercent: fixtureKfs.aprPercent,
      netDisbursed: fixtureKfs.netDisbursed,
    },
    kfs:
      step === 'offer'
        ? { id: 'KFS0123456789ABCDEF', acknowledged: false, statement: fixtureKfs, pdfUrl: '/api/products/personal-loan/customer/yes/leads/7f1f/kfs.pdf' }
        : null,
    limits: null,
    mandate: null,
    disbursement: null,
    partnerName: 'Ravi Kumar',
    ...rest,
    facts: {
      aadhaarLast4: null,
      bankName: null,
      accountLast4: null,
      umrn: null,
      livelinessWidgetToken: null,
      mandateResponse: null,
      failureReason: null,
      ...facts,
    },
  };
}

export const apiError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  Response.json({ error: { code, message, ...extra } }, { status });

export const loanUrl = (step: CustomerLoanStep, search = '') => `/products/personal-loan/customer/yes/${step}${search}`;
