import { useId, useState } from 'react';
import { customerLoanAnswerSchemas } from '@portal/domain';
import { fieldMessages, useLoanWords } from '../loan-words';
import { NumberField } from './number-field';
import { ApiErrorText, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';

const employmentTypes = [
  ['SALARIED', 'salaried'],
  ['SELF_EMPLOYED', 'selfEmployed'],
] as const;

/** additional-details: how the customer earns and the monthly income (in rupees). */
export function AdditionalDetailsStep(props: StepProps) {
  const { t, say } = useLoanWords();
  const { answer, sending, error } = useAnswer('additional-details', props.onNext);
  const [employment, setEmployment] = useState('');
  const [income, setIncome] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const employmentId = useId();
  const fieldErrors: Record<string, string | undefined> = { ...error?.fields, ...errors };
  return (
    <form
      className="form cl-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The domain's schema of the step's answer, the one the server checks, with its limits and messages.
        const body = { employmentType: employment, monthlyIncome: income === '' ? undefined : Number(income) };
        const parsed = customerLoanAnswerSchemas['additional-details'].safeParse(body);
        setErrors(parsed.success ? {} : fieldMessages(parsed.error.issues, say));
        if (parsed.success) void answer(parsed.data);
      }}
    >
      <fieldset className="field cl-radios" aria-describedby={fieldErrors.employmentType ? `${employmentId}-error` : undefined}>
        <legend>{t('customerLoan.details.howYouEarn')}</legend>
        {employmentTypes.map(([value, label]) => (
          <label key={value} className="cl-choice">
            <input type="radio" name="employmentType" value={value} checked={employment === value} onChange={() => setEmployment(value)} />
            <span>{t(`customerLoan.details.${label}`)}</span>
          </label>
        ))}
        {fieldErrors.employmentType ? (
          <p className="field__error" id={`${employmentId}-error`}>
            {fieldErrors.employmentType}
          </p>
        ) : null}
      </fieldset>
      <NumberField
        label={t('customerLoan.details.income')}
        hint={t('customerLoan.details.incomeHint')}
        value={income}
        onChange={setIncome}
        error={fieldErrors.monthlyIncome}
      />
      {error && Object.keys(error.fields).length === 0 ? <ApiErrorText error={error} /> : null}
      <div className="form__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('customerLoan.pleaseWait') : t('customerLoan.continue')}
        </button>
      </div>
    </form>
  );
}
