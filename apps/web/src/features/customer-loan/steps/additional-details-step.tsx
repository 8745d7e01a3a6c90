import { useId, useState } from 'react';
import { customerLoanAnswerSchemas } from '@portal/domain';
import { NumberField } from './number-field';
import { ApiErrorText, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';

const employmentTypes = [
  ['SALARIED', 'Salaried'],
  ['SELF_EMPLOYED', 'Self-employed'],
] as const;

/** additional-details: how the customer earns and the monthly income (in rupees). */
export function AdditionalDetailsStep(props: StepProps) {
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
        const next: Record<string, string> = {};
        if (!parsed.success) for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
        setErrors(next);
        if (parsed.success) void answer(parsed.data);
      }}
    >
      <fieldset className="field cl-radios" aria-describedby={fieldErrors.employmentType ? `${employmentId}-error` : undefined}>
        <legend>How you earn</legend>
        {employmentTypes.map(([value, label]) => (
          <label key={value} className="cl-choice">
            <input type="radio" name="employmentType" value={value} checked={employment === value} onChange={() => setEmployment(value)} />
            <span>{label}</span>
          </label>
        ))}
        {fieldErrors.employmentType ? (
          <p className="field__error" id={`${employmentId}-error`}>
            {fieldErrors.employmentType}
          </p>
        ) : null}
      </fieldset>
      <NumberField label="Monthly income (₹)" hint="Take-home, after tax" value={income} onChange={setIncome} error={fieldErrors.monthlyIncome} />
      {error && Object.keys(error.fields).length === 0 ? <ApiErrorText error={error} /> : null}
      <div className="form__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Please wait…' : 'Continue'}
        </button>
      </div>
    </form>
  );
}
