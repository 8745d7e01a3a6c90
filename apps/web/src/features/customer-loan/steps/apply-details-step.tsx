import { useState } from 'react';
import { applyDetailsSchema, formatRupees } from '@portal/domain';
import { fieldMessages, useLoanWords } from '../loan-words';
import { NumberField } from './number-field';
import { ApiErrorText, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';

/**
 * apply/details: the amount and tenure the customer chooses, within what the lender sanctioned (the journey's
 * `limits`). Checked with the domain's schema, the one the server applies, so the limits and their words are
 * the lender's, not the page's; the server prices a choice within them and shows its new KFS next.
 */
export function ApplyDetailsStep(props: StepProps) {
  const { journey } = props;
  const { t, say } = useLoanWords();
  const { answer, sending, error } = useAnswer('apply/details', props.onNext);
  const [amount, setAmount] = useState('');
  const [tenure, setTenure] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldErrors: Record<string, string | undefined> = { ...error?.fields, ...errors };
  const limits = journey.limits;
  return (
    <form
      className="form cl-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Rupees typed, paise sent; an empty box is missing, which the schema words as the server does.
        const parsed = applyDetailsSchema(limits).safeParse({
          loanAmount: amount ? Number(amount) * 100 : undefined,
          tenureMonths: tenure ? Number(tenure) : undefined,
        });
        setErrors(parsed.success ? {} : fieldMessages(parsed.error.issues, say));
        if (parsed.success) void answer(parsed.data);
      }}
    >
      {limits ? (
        <p>
          {t('customerLoan.apply.sanctioned', { lender: journey.lenderName, maxAmount: formatRupees(limits.maxAmount), maxMonths: limits.maxTenureMonths })}
        </p>
      ) : null}
      <NumberField
        label={t('customerLoan.apply.amount')}
        hint={limits ? t('customerLoan.apply.amountRange', { min: formatRupees(limits.minAmount), max: formatRupees(limits.maxAmount) }) : undefined}
        value={amount}
        onChange={setAmount}
        error={fieldErrors.loanAmount}
      />
      <NumberField
        label={t('customerLoan.apply.tenure')}
        hint={limits ? t('customerLoan.apply.tenureRange', { min: limits.minTenureMonths, max: limits.maxTenureMonths }) : undefined}
        value={tenure}
        onChange={setTenure}
        error={fieldErrors.tenureMonths}
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
