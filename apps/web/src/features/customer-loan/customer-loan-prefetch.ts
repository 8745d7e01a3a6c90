import { lenderOfProviderCode } from '@portal/domain';
import type { AppStore } from '../../app/store';
import { customerLoanApi, type CustomerSessionStatus } from './api/customer-loan-journey';
import { sentOtpOf } from './sent-otp';

type Dispatch = AppStore['dispatch'];
type OtpSend = ReturnType<ReturnType<typeof customerLoanApi.endpoints.sendCustomerOtp.initiate>>;

/**
 * How long the customer's session status and journey, once asked, stand for a step page that mounts: the
 * calls start-up made for the page opened are not made again as it renders, while a step opened later (the
 * back button, a return to the tab) still asks the server where the customer is.
 */
export const JOURNEY_FRESH_SECONDS = 5;

/** The step screens after sign-in (decision 0282): not on the OTP step, whose screen is the customer's first. */
export const loadStepScreen = () => import('./steps/step-screen');

const ask = { subscribe: false } as const;

/**
 * A customer's loan step opened from its address (decision 0287): what its first paint waits on, asked at
 * start-up beside the page's code and at the same time, instead of one after another after its first render
 * (round trips and a render later on the customer's phone): the customer's session status (signed in or the
 * OTP step), the link's brand (the header's name before sign-in), and after sign-in the journey of the
 * session's lead and the step's screen. The page's hooks find them in the cache.
 */
export function prefetchCustomerLoanStep(dispatch: Dispatch, address: { productCode: string; providerCode: string; step: string; token: string | null }) {
  const status = dispatch(customerLoanApi.endpoints.getCustomerSessionStatus.initiate(undefined, ask));
  const { token } = address;
  if (token) {
    void dispatch(customerLoanApi.endpoints.getCustomerLinkBrand.initiate(token, ask));
    // A customer not signed in gets the OTP step (CustomerLoanPage), which sends the OTP as it opens: sent as
    // soon as the status says so instead, not a chunk and a render later (decision 0293). Its LCP, "We sent
    // a 6-digit OTP…", waits on that answer.
    if (lenderOfProviderCode(address.providerCode)) {
      void status.then(({ data }) => {
        if (data && !leadOfSession(data)) startFirstOtpSend(dispatch, token);
      });
    }
  }
  if (address.step === 'login-otp') return;
  void loadStepScreen().catch(() => undefined);
  void dispatch(customerLoanApi.endpoints.getSessionLoanJourney.initiate({ productCode: address.productCode, providerCode: address.providerCode }, ask));
}

/** The lead the customer's session is for (the loan steps'); none for any other customer, who proves the mobile first. */
export const leadOfSession = (status: CustomerSessionStatus | undefined): string | undefined =>
  status?.signedIn && status.session.scope.kind === 'lead' ? status.session.scope.id : undefined;

/**
 * The page load's first OTP send, started by start-up or by the OTP step, whichever comes first, and taken by
 * the step once: the link alone is the customer's request for one OTP, never two. Kept per store (a page load).
 */
const firstOtpSends = new WeakMap<Dispatch, { token: string; send: OtpSend } | 'taken'>();

function startFirstOtpSend(dispatch: Dispatch, token: string) {
  // A reload of a tab that was sent an OTP shows that one (sent-otp.ts): no second SMS.
  if (firstOtpSends.has(dispatch) || sentOtpOf(token)) return;
  firstOtpSends.set(dispatch, { token, send: dispatch(customerLoanApi.endpoints.sendCustomerOtp.initiate({ token })) });
}

/** The first send start-up made for this token, if it made one; afterwards (a Resend, a later sign-in) none. */
export function takeFirstOtpSend(dispatch: Dispatch, token: string): OtpSend | undefined {
  const first = firstOtpSends.get(dispatch);
  firstOtpSends.set(dispatch, 'taken');
  return first && first !== 'taken' && first.token === token ? first.send : undefined;
}
