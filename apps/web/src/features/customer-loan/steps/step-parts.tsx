import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * A consent box the step wants ticked before it goes on: the props for its ConsentCheckbox, and a check that
 * answers whether it is ticked and, when not, says so beside the box.
 */
export function useConsentBox() {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  return {
    props: {
      checked,
      error,
      onChange: (next: boolean) => {
        setChecked(next);
        setError(undefined);
      },
    },
    check: () => {
      setError(checked ? undefined : t('customerLoan.tickToAgree'));
      return checked;
    },
  };
}

/** The journey the steps answer (product, lender, the session's lead), given by the page. */
export const JourneyKeyContext = createContext<JourneyKey | undefined>(undefined);

export function useJourneyKey(): JourneyKey {
  const key = useContext(JourneyKeyContext);
  if (!key) throw new Error('useJourneyKey must be used inside the customer loan page');
  return key;
}
