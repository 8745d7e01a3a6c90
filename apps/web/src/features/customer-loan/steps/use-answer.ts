import { useMemo } from 'react';
import type { CustomerLoanStep } from '@portal/domain';
import { readApiError } from '../../../lib/api-error';
import { useAnswerCustomerLoanStepMutation, wrongStepOf, type CustomerLoanJourney } from '../api/customer-loan-journey';
import { useJourneyKey } from './step-parts';

export type GoTo = (next: CustomerLoanJourney | CustomerLoanStep) => void;

/**
 * Sends a step's answer and goes where the server says: the next step, or (409 WRONG_STEP) the step the
 * journey is really at — answered on another device, say. Field errors stay on the page.
 */
export function useAnswer(step: CustomerLoanStep, onNext: GoTo) {
  const key = useJourneyKey();
  const [send, state] = useAnswerCustomerLoanStepMutation();
  const answer = async (body: Record<string, unknown>) => {
    const result = await send({ ...key, step, answer: body });
    if (result.data) {
      onNext(result.data);
      return result.data;
    }
    const wrongStep = wrongStepOf(result.error);
    if (wrongStep) onNext(wrongStep);
    return undefined;
  };
  // One object per error: the form puts its field messages beside the fields when it changes.
  const error = useMemo(() => (wrongStepOf(state.error) ? undefined : readApiError(state.error)), [state.error]);
  return { answer, sending: state.isLoading, error };
}
