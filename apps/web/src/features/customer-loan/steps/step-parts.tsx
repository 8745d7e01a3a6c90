import { createContext, useContext } from 'react';
import type { ReadableApiError } from '../../../lib/api-error';
import type { CustomerLoanJourney, JourneyKey } from '../api/customer-loan-journey';
import type { GoTo } from './use-answer';

export interface StepProps {
  journey: CustomerLoanJourney;
  onNext: GoTo;
  onRefresh: () => void;
}

/** An API error a step cannot put beside a field, in words. */
export function ApiErrorText({ error }: { error: ReadableApiError | undefined }) {
  if (!error) return null;
  const fieldMessages = Object.values(error.fields);
  return (
    <p className="form-error" role="alert">
      {fieldMessages.length > 0 ? fieldMessages.join(' ') : error.message}
    </p>
  );
}

/** The journey the steps answer (product, lender, the session's lead), given by the page. */
export const JourneyKeyContext = createContext<JourneyKey | undefined>(undefined);

export function useJourneyKey(): JourneyKey {
  const key = useContext(JourneyKeyContext);
  if (!key) throw new Error('useJourneyKey must be used inside the customer loan page');
  return key;
}
