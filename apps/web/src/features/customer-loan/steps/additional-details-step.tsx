import { additionalDetailsFields, additionalDetailsFormSchema } from '@portal/domain';
import { ConfigForm } from '../../../components/form/config-form';
import { useLoanWords } from '../loan-words';
import { NumberInput } from './loan-inputs';
import { ApiErrorText, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';

const detailsInputs = { monthlyIncome: NumberInput };

/** additional-details: how the customer earns and the monthly income (in rupees), checked with the step's schema. */
export function AdditionalDetailsStep(props: StepProps) {
  const { t, known } = useLoanWords();
  const { answer, sending, error } = useAnswer('additional-details', props.onNext);
  return (
    <ConfigForm
      className="cl-form"
      validateOn="submit"
      fields={additionalDetailsFields}
      schema={additionalDetailsFormSchema}
      fieldInputs={detailsInputs}
      messageOf={known}
      serverErrors={error?.fields}
      onSubmit={(details) => void answer(details)}
      submitting={sending}
      submitLabel={t('customerLoan.continue')}
      submittingLabel={t('customerLoan.pleaseWait')}
    >
      {error && Object.keys(error.fields).length === 0 ? <ApiErrorText error={error} /> : null}
    </ConfigForm>
  );
}
