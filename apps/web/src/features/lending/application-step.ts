import type { LoanApplication } from '@portal/domain';
import { hrefOf } from './loan-lead-href';

/**
 * Where an application stands, as the server says (DESIGN "a journey is a state machine as data"): a
 * reload, the back button or a second device lands on the true step. Only the aggregator id, never
 * anything personal, is in the URL.
 */
export function applicationStepHref(application: Pick<LoanApplication, 'productCode' | 'aggregatorId' | 'status'>): string | undefined {
  const { productCode, aggregatorId } = application;
  if (application.status === 'CONSENT_PENDING') {
    // A product without its own consent page (business loans) takes the OTP on the offers page.
    return hrefOf(`${productCode}-consent-check`, {}, { aggregatorId }) ?? hrefOf(`${productCode}-offers`, { aggregatorId });
  }
  return hrefOf(`${productCode}-offers`, { aggregatorId });
}
