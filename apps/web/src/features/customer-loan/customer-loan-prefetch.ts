import type { AppStore } from '../../app/store';
import { customerLoanApi } from './api/customer-loan-journey';

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
export function prefetchCustomerLoanStep(
  dispatch: AppStore['dispatch'],
  address: { productCode: string; providerCode: string; step: string; token: string | null },
) {
  void dispatch(customerLoanApi.endpoints.getCustomerSessionStatus.initiate(undefined, ask));
  if (address.token) void dispatch(customerLoanApi.endpoints.getCustomerLinkBrand.initiate(address.token, ask));
  if (address.step === 'login-otp') return;
  void loadStepScreen().catch(() => undefined);
  void dispatch(customerLoanApi.endpoints.getSessionLoanJourney.initiate({ productCode: address.productCode, providerCode: address.providerCode }, ask));
}
