import { additionalDetailsFields } from '@portal/domain';
import { ConfigForm } from '../../../components/form/config-form';
import { NumberInput } from './loan-inputs';
import { ApiErrorText, type StepProps } from './step-parts';
import { useStepForm } from './use-step-form';
import { loadStepSchema } from './load-step-schema';

const detailsInputs = { monthlyIncome: NumberInput };

/** additional-details: how the customer earns and the monthly income (in rupees), checked with the step's schema. */
export function AdditionalDetailsStep(props: StepProps) {
  const { t, answer, error, formProps } = useStepForm('additional-details', props.onNext);
  return (
    <ConfigForm
      {...formProps}
      fields={additionalDetailsFields}
      loadSchema={loadStepSchema.additionalDetails}
      fieldInputs={detailsInputs}
      onSubmit={(details) => void answer(details)}
      submitLabel={t('customerLoan.continue')}
    >
      {error && Object.keys(error.fields).length === 0 ? <ApiErrorText error={error} /> : null}
    </ConfigForm>
  );
}
