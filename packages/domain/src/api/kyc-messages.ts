/** A proposal's KYC as the review page shows it; NOT_STARTED until KYC is initiated. */
export const kycStatuses = ['NOT_STARTED', 'PENDING', 'VERIFIED', 'FAILED'] as const;
export type KycStatus = (typeof kycStatuses)[number];

/** The messages of the KYC steps (docs/decisions/0037). */
export const kycMessages = {
  /** 409 on a payment link while the proposal's KYC has not passed. */
  beforePayment: 'Complete KYC before payment',
  /** 409 on a payment link when the proposal still differs from what KYC verified. */
  updateBeforePayment: 'Update the proposal with the KYC details before payment',
  /** 409 on /updateForm/kyc before KYC has passed. */
  notVerified: 'KYC is not verified yet',
  /** 400 on initiate for an insurer that does not underwrite the proposal. */
  otherInsurer: "KYC must be done with the proposal's insurer",
  /** A verification the registry has not answered for 24 hours is closed as FAILED by the KYC poll job. */
  timedOut: 'The KYC registry did not answer within 24 hours. Start KYC again',
  /** 400 on initiate without isThinLayer=true: only the thin-layer KYC is offered. */
  thinLayerOnly: 'Only thin-layer KYC is offered',
  /** 409 on initiate or updateForm of a paid proposal. */
  alreadyPaid: 'This proposal is already paid',
  /** A verification closed because the customer's name or date of birth was changed after it (decision 0122). */
  detailsChanged: "The customer's name or date of birth changed after KYC, so KYC must be done again",
} as const;
