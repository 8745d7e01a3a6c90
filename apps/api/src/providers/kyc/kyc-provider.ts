/** What the merchant sends a KYC provider to start a verification. */
export interface InitiateKycInput {
  /** The merchant's own reference (the proposal's reference id). */
  merchantReference: string;
  insurerCode: string;
  /** What the proposal says; the provider checks it against the registry. */
  customer: { name: string; dob: string };
  /** Absolute URL the provider sends the browser back to after its page. */
  returnUrl: string;
}

export interface KycSession {
  /** The provider's id of the verification. */
  providerReference: string;
  /** The provider's page where the customer verifies (thin layer: the provider collects PAN and date of birth). */
  redirectUrl: string;
}

/** Where a verification stands at the provider. */
export type KycResult =
  { status: 'PENDING' } | { status: 'VERIFIED'; verified: { name: string; dob: string; panMasked: string } } | { status: 'FAILED'; failureReason: string };

/**
 * A thin-layer KYC provider as the merchant sees it: initiate, send the customer to the provider's page,
 * then poll for the result. The sandbox implements it; a real provider is one more implementation.
 */
export interface KycProvider {
  readonly name: string;
  initiate(input: InitiateKycInput): Promise<KycSession>;
  /** The verification's result; undefined when the provider does not know the reference. */
  fetchResult(providerReference: string): Promise<KycResult | undefined>;
}

/** A PAN as the Income Tax Department issues it: five letters, four digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/** Only the last five characters of a PAN are kept or shown: ABCDE1234F → XXXXX1234F. */
export const maskPan = (pan: string) => `XXXXX${pan.slice(5)}`;
