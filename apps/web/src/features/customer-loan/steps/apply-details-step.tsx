import { useMemo } from 'react';
import { applyDetailsFields, formatRupees } from '@portal/domain';
import { ConfigForm } from '../../../components/form/config-form';
import { NumberInput } from './loan-inputs';
import { ApiErrorText, type StepProps } from './step-parts';
import { useStepForm } from './use-step-form';
import { loadApplyDetailsSchema } from './load-step-schema';

const applyInputs = { loanAmount: NumberInput, tenureMonths: NumberInput };

/**
 * apply/details: the amount and tenure the customer chooses, within what the lender sanctioned (the journey's
 * `limits`). Checked with the domain's schema, the one the server applies, so the limits and their words are
 * the lender's, not the page's; the server prices a choice within them and shows its new KFS next.
 */
export function ApplyDetailsStep(props: StepProps) {
  const { journey } = props;
  const { t, answer, error, formProps } = useStepForm('apply/details', props.onNext);
  const limits = journey.limits;
  const withLimits = limits !== null;
  const fields = useMemo(() => applyDetailsFields(withLimits), [withLimits]);
  const loadSchema = useMemo(() => loadApplyDetailsSchema(limits), [limits]);
  const ranges = useMemo(
    () =>
      limits
        ? {
            minAmount: formatRupees(limits.minAmount),
            maxAmount: formatRupees(limits.maxAmount),
            minMonths: String(limits.minTenureMonths),
            maxMonths: String(limits.maxTenureMonths),
          }
        : undefined,
    [limits],
  );
  return (
    <ConfigForm
      {...formProps}
      fields={fields}
      loadSchema={loadSchema}
      fieldInputs={applyInputs}
      textValues={ranges}
      onSubmit={(choice) => void answer(choice)}
      submitLabel={t('customerLoan.continue')}
      intro={
        limits ? (
          <p>
            {t('customerLoan.apply.sanctioned', { lender: journey.lenderName, maxAmount: formatRupees(limits.maxAmount), maxMonths: limits.maxTenureMonths })}
          </p>
        ) : null
      }
    >
      {error && Object.keys(error.fields).length === 0 ? <ApiErrorText error={error} /> : null}
    </ConfigForm>
  );
}
