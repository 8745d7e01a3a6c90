import type { CustomerLoanStep } from '@portal/domain';
import { useLoanWords } from '../loan-words';
import { useAnswer, type GoTo } from './use-answer';

/**
 * A step whose form asks fields: its answer (useAnswer), and the props its ConfigForm shares with the other
 * steps' (the loan's look, checked at each submit, the loan's words for the schema's messages, the server's
 * field errors beside their fields, busy while the answer is sent).
 */
export function useStepForm(step: CustomerLoanStep, onNext: GoTo) {
  const { t, known } = useLoanWords();
  const { answer, sending, error } = useAnswer(step, onNext);
  const formProps = {
    className: 'cl-form',
    validateOn: 'submit',
    messageOf: known,
    serverErrors: error?.fields,
    submitting: sending,
    submittingLabel: t('customerLoan.pleaseWait'),
  } as const;
  return { t, answer, error, formProps };
}
