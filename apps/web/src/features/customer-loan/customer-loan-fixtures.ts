import type { CustomerLoanStep } from '@portal/domain';
import type { CustomerLoanJourney } from './api/customer-loan-journey';

/** A journey as the API answers it, at a step (tests only). */
export function journeyAt(step: CustomerLoanStep, overrides: Partial<CustomerLoanJourney> = {}): CustomerLoanJourney {
  return {
    leadId: '7f1f3c7e-5b1a-4c44-9a55-2b7f0c1d9e01',
    productCode: 'personal-loan',
    providerCode: 'HDFC',
    lenderName: 'HDFC Bank',
    brandName: 'Mint Pro',
    step,
    backNavigationDisabled: ['disbursement-details', 'disbursement-reject', 'disbursement-success'].includes(step),
    offer: { amount: 30000000, tenureMonths: 24, annualRatePercent: 13.5, emi: 1433300, processingFee: 600000 },
    bank: null,
    mandate: null,
    disbursement: null,
    failureReason: null,
    partnerName: 'Ravi Kumar',
    ...overrides,
  };
}

export const apiError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  Response.json({ error: { code, message, ...extra } }, { status });

export const loanUrl = (step: CustomerLoanStep, search = '') => `/products/personal-loan/customer/HDFC/${step}${search}`;
