// The customer-loans module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { CUSTOMER_LOAN_DISBURSEMENT_JOB, customerLoanDisbursementJobHandler } from './customer-loan-jobs';
export type { CustomerLoanFlows, MoveLoanLead } from './customer-loan-state';
