import { customerSessionStatusPath, sessionLoanJourneyPath, type CustomerJourney, type CustomerLinkBrand, type CustomerLoanStep } from '@portal/domain';
import { api } from '../../../lib/api';

/**
 * The customer loan journey as the web reads it (decision 0085). The server keeps the step; every answer
 * comes back as the whole journey with the step to show next, and a step out of order is a 409
 * `{ error: { code: 'WRONG_STEP', message, step } }` naming the step to go to.
 */
export interface CustomerLoanJourney {
  leadId: string;
  productCode?: string;
  providerCode: string;
  lenderName: string;
  /** The brand of whose lead it is (the lead's tenant): the customer pages show its logo and name. */
  brandName: string;
  brandColour?: string;
  /** The lead's customer language (decision 0245): the page switches to it once when its address has no `lang`. */
  language?: CustomerJourney['language'];
  step: CustomerLoanStep;
  backNavigationDisabled: boolean;
  /** Every amount below is the server's record (paise): the page computes none (decision 0141). */
  offer: CustomerJourney['offer'];
  /** The Key Facts Statement to acknowledge at the offer, with its PDF in the customer's session. */
  kfs: CustomerJourney['kfs'];
  /** apply/details: what the lender sanctioned, the most the customer may choose. */
  limits: CustomerJourney['limits'];
  bank: {
    ifsc?: string;
    bankName: string;
    branch?: string;
    accountLast4: string;
    pennyDrop?: 'VERIFIED' | 'NAME_MISMATCH' | 'ACCOUNT_NOT_FOUND' | 'PENDING' | null;
    nameAtBank?: string | null;
  } | null;
  /** What the e-mandate authorises (from the acknowledged KFS) and its reference once registered. */
  mandate: CustomerJourney['mandate'];
  disbursement: CustomerJourney['disbursement'];
  /** Why the journey stopped (a failure step), in words for the customer. */
  failureReason: string | null;
  partnerName?: string | null;
  /** The identity provider's liveliness widget token, given on the liveliness step. */
  livelinessWidgetToken?: string | null;
  /** At mandate-callback: the e-mandate's signed answer, handed back as the step's answer. */
  mandateResponse?: string | null;
}

/** The journey as the API answers it (customerJourneySchema, decision 0083); its step is one of the route table's. */
type ApiJourney = Omit<CustomerJourney, 'step'> & { step: CustomerLoanStep; productCode?: string };

/** The API's journey, in the page's terms. */
export function pageJourney(answer: ApiJourney): CustomerLoanJourney {
  const facts = answer.facts;
  return {
    leadId: answer.leadId,
    ...(answer.productCode ? { productCode: answer.productCode } : {}),
    brandName: answer.brandName,
    ...(answer.brandColour ? { brandColour: answer.brandColour } : {}),
    ...(answer.language ? { language: answer.language } : {}),
    providerCode: answer.providerCode,
    lenderName: answer.lenderName,
    step: answer.step,
    backNavigationDisabled: answer.backNavigationDisabled,
    offer: answer.offer,
    kfs: answer.kfs,
    limits: answer.limits,
    bank: facts.bankName && facts.accountLast4 ? { bankName: facts.bankName, accountLast4: facts.accountLast4 } : null,
    mandate: answer.mandate,
    disbursement: answer.disbursement,
    failureReason: facts.failureReason,
    partnerName: answer.partnerName,
    livelinessWidgetToken: facts.livelinessWidgetToken,
    mandateResponse: facts.mandateResponse,
  };
}

/** As packages/domain/src/api/customer-sessions.ts (h-cust-api, decision 0082) answers it. */
export interface CustomerOtpChallenge {
  challengeId: string;
  mobileEnding: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/** GET /api/customer/ifsc/{ifsc}: the bank of a real IFSC (the offline data set names banks, not branches). */
export interface IfscBranch {
  ifsc: string;
  bank: string;
  branch?: string;
  city?: string;
}

const customerCall = { signInAgain: false };

export interface JourneyKey {
  productCode: string;
  providerCode: string;
  leadId: string;
}
const journeyUrl = ({ productCode, providerCode, leadId }: JourneyKey) =>
  `/products/${encodeURIComponent(productCode)}/customer/${encodeURIComponent(providerCode)}/leads/${encodeURIComponent(leadId)}/journey`;

/** GET /api/customer-sessions/status (decision 0082): never a 401; a lead's session names its lead. */
export type CustomerSessionStatus =
  { signedIn: false } | { signedIn: true; session: { scope: { kind: 'lead' | 'activation'; id: string }; productCode: string | null } };

export const customerLoanApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerSessionStatus: build.query<CustomerSessionStatus, void>({
      query: () => ({ url: customerSessionStatusPath }),
      extraOptions: customerCall,
      providesTags: ['Session'],
    }),
    getCustomerLoanJourney: build.query<CustomerLoanJourney, JourneyKey>({
      query: (key) => ({ url: journeyUrl(key) }),
      transformResponse: pageJourney,
      extraOptions: customerCall,
      providesTags: ['Lead'],
    }),
    // The customer session's own lead's journey (decision 0287): asked at start-up beside the session's status,
    // it fills the journey's cache under its lead, where the page's query finds it.
    getSessionLoanJourney: build.query<CustomerLoanJourney, Omit<JourneyKey, 'leadId'>>({
      query: ({ productCode, providerCode }) => ({ url: sessionLoanJourneyPath(productCode, providerCode) }),
      transformResponse: pageJourney,
      extraOptions: customerCall,
      async onQueryStarted(key, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => undefined);
        if (answered) {
          await dispatch(customerLoanApi.util.upsertQueryData('getCustomerLoanJourney', { ...key, leadId: answered.data.leadId }, answered.data));
        }
      },
    }),
    // Whose link it is, before the customer signs in (decision 0175): the lead's tenant names the page.
    getCustomerLinkBrand: build.query<CustomerLinkBrand, string>({
      query: (token) => ({ url: '/customer-sessions/lead/brand', params: { token } }),
      extraOptions: customerCall,
    }),
    // The customer's session (h-cust-api, decision 0082): an OTP to the lead's mobile, named by the link's token.
    sendCustomerOtp: build.mutation<CustomerOtpChallenge, { token: string }>({
      query: (body) => ({ url: '/customer-sessions/lead/otp', method: 'POST', body }),
      extraOptions: customerCall,
    }),
    verifyCustomerOtp: build.mutation<unknown, { token: string; challengeId: string; otp: string }>({
      query: (body) => ({ url: '/customer-sessions/lead', method: 'POST', body }),
      extraOptions: customerCall,
      invalidatesTags: ['Session', 'Lead'],
    }),
    answerCustomerLoanStep: build.mutation<CustomerLoanJourney, JourneyKey & { step: CustomerLoanStep; answer: Record<string, unknown> }>({
      query: ({ step, answer, ...key }) => ({ url: journeyUrl(key), method: 'POST', body: { step, answer } }),
      transformResponse: pageJourney,
      extraOptions: customerCall,
      invalidatesTags: ['Lead'],
      // The answer names the step the customer is on now: the journey's cache takes it at once, so the page
      // (which follows the cached step) does not send the customer back to the old step until the refetch lands.
      async onQueryStarted({ step: _step, answer: _answer, ...key }, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => undefined);
        if (answered) await dispatch(customerLoanApi.util.upsertQueryData('getCustomerLoanJourney', key, answered.data));
      },
    }),
    getIfscBranch: build.query<IfscBranch, string>({
      query: (ifsc) => ({ url: `/customer/ifsc/${encodeURIComponent(ifsc)}` }),
      extraOptions: customerCall,
    }),
  }),
});

export const {
  useGetCustomerSessionStatusQuery,
  useGetCustomerLoanJourneyQuery,
  useGetCustomerLinkBrandQuery,
  useSendCustomerOtpMutation,
  useVerifyCustomerOtpMutation,
  useAnswerCustomerLoanStepMutation,
  useGetIfscBranchQuery,
} = customerLoanApi;

/** The step a 409 WRONG_STEP names, if the error is one. */
export function wrongStepOf(error: unknown): CustomerLoanStep | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 409) return undefined;
  const data = (error as { data?: { error?: { code?: unknown; step?: unknown } } }).data?.error;
  return data?.code === 'WRONG_STEP' && typeof data.step === 'string' ? (data.step as CustomerLoanStep) : undefined;
}

/** Tries left the API names beside a refused OTP (`error.triesLeft`). */
export function triesLeftOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const triesLeft = (error as { data?: { error?: { triesLeft?: unknown } } }).data?.error?.triesLeft;
  return typeof triesLeft === 'number' ? triesLeft : undefined;
}
