import { createHmac, timingSafeEqual } from 'node:crypto';
import { hkdfSync } from 'node:crypto';
import { lookupIfsc } from './ifsc-directory';

/**
 * The outside systems of the customer loan journey (SPEC §7, docs/sandbox.md): identity (mobile check,
 * liveliness widget token and data), KYC, bank account verification (penny drop), e-mandate. The sandbox
 * answers by documented magic values so every path, failures included, can be walked.
 */
export interface IdentityProvider {
  /** Does the mobile belong to the person (the operator's subscriber check)? */
  mobileCheck(mobile: string): Promise<{ matched: boolean }>;
  livelinessWidgetToken(subject: string, now: Date): Promise<{ widgetToken: string }>;
  livelinessData(subject: string, input: { widgetToken: string; frames: number }): Promise<{ live: boolean; score: number }>;
}
export interface KycProvider {
  /** KYC of an Aadhaar number (already checked by its Verhoeff digit). */
  verifyAadhaar(aadhaar: string): Promise<{ verified: boolean; reason?: string }>;
}
export interface BankVerificationProvider {
  /** ₹1 penny drop: the name the bank holds for the account, or not found. */
  pennyDrop(input: { ifsc: string; accountNumber: string; expectedName: string }): Promise<{ found: true; nameAtBank: string } | { found: false }>;
}
export type EMandateResult = { reference: string; ok: true; umrn: string } | { reference: string; ok: false; reason: string };
export interface EMandateProvider {
  /** Starts the mandate; the customer authorises it at the bank, whose page returns a signed response. */
  register(input: { ifsc: string; accountNumber: string; amount: number; frequency: string; reference: string }): Promise<{ response: string }>;
  /** The signed response's result, or undefined when it is not the provider's (forged or altered). */
  verifyResponse(response: string): EMandateResult | undefined;
}
export interface CustomerLoanProviders {
  identity: IdentityProvider;
  kyc: KycProvider;
  bank: BankVerificationProvider;
  eMandate: EMandateProvider;
}

/** Magic values of the sandbox (docs/sandbox.md). */
export const customerLoanSandboxMagic = {
  /** An Aadhaar number starting 9999 (e.g. 999999999999, Verhoeff-valid) fails KYC. */
  kycFailPrefix: '9999',
  /** Account numbers ending so: 0000 not found; 1111 held by another name; 2222 mandate refused; 3333 disbursement rejected. */
  accountNotFound: '0000',
  accountOtherName: '1111',
  mandateRefused: '2222',
  disbursementRejected: '3333',
  /**
   * The lead's customer email starting so (the payment sandbox's way, as `fail@`): the lender has no offer
   * (`offer-failure`) or cannot be reached (`offerApiFailure`) at the offer step. The mobile endings 0001 and
   * 0500 do the same, but a lead with them never gets a chosen offer from the lending sandbox, and the
   * sandbox's fixed OTP only serves 99999000xx, so a browser test needs these.
   */
  noOfferEmailPrefix: 'nooffer@',
  unreachableEmailPrefix: 'unreachable@',
  /** A liveliness capture of one frame is not live (a photo held up). */
  livelinessFailFrames: 1,
} as const;

export class SandboxCustomerLoanProviders implements CustomerLoanProviders {
  private readonly widgetKey: Buffer;
  constructor(secret: string) {
    this.widgetKey = Buffer.from(hkdfSync('sha256', secret, 'portal-sandbox', 'liveliness-widget/v1', 32));
  }

  private sign(subject: string, issued: string) {
    return createHmac('sha256', this.widgetKey).update(`${subject}.${issued}`).digest('base64url');
  }

  identity: IdentityProvider = {
    mobileCheck: async (mobile) => ({ matched: /^[6-9]\d{9}$/.test(mobile) }),
    livelinessWidgetToken: async (subject, now) => {
      const issued = String(now.getTime());
      return { widgetToken: `${issued}.${this.sign(subject, issued)}` };
    },
    livelinessData: async (subject, input) => {
      const [issued = '', signature = ''] = input.widgetToken.split('.');
      const expected = Buffer.from(this.sign(subject, issued));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { live: false, score: 0 };
      const live = input.frames > customerLoanSandboxMagic.livelinessFailFrames;
      return { live, score: live ? 0.97 : 0.12 };
    },
  };

  kyc: KycProvider = {
    verifyAadhaar: async (aadhaar) =>
      aadhaar.startsWith(customerLoanSandboxMagic.kycFailPrefix)
        ? { verified: false, reason: 'Aadhaar details could not be verified with UIDAI' }
        : { verified: true },
  };

  bank: BankVerificationProvider = {
    pennyDrop: async ({ ifsc, accountNumber, expectedName }) => {
      if (!lookupIfsc(ifsc) || accountNumber.endsWith(customerLoanSandboxMagic.accountNotFound)) return { found: false };
      if (accountNumber.endsWith(customerLoanSandboxMagic.accountOtherName)) return { found: true, nameAtBank: 'RAHUL SHARMA' };
      return { found: true, nameAtBank: expectedName.toUpperCase() };
    },
  };

  eMandate: EMandateProvider = {
    register: async ({ accountNumber, reference }) => {
      const digest = createHmac('sha256', this.widgetKey).update(`umrn.${reference}`).digest('hex').slice(0, 14).toUpperCase();
      const result: EMandateResult = accountNumber.endsWith(customerLoanSandboxMagic.mandateRefused)
        ? { reference, ok: false, reason: 'The bank declined the e-mandate' }
        : { reference, ok: true, umrn: `SBXN${digest}0000` };
      const payload = Buffer.from(JSON.stringify(result)).toString('base64url');
      return { response: `${payload}.${this.sign('mandate', payload)}` };
    },
    verifyResponse: (response) => {
      const [payload = '', signature = ''] = response.split('.');
      const expected = Buffer.from(this.sign('mandate', payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        return JSON.parse(Buffer.from(payload, 'base64url').toString()) as EMandateResult;
      } catch {
        return undefined;
      }
    },
  };
}
