import { useId, useState, type FormEvent } from 'react';
import { ConsentCheckbox } from '../../../components/form/consent-checkbox';
import { checkAadhaar, maskAadhaar } from '../aadhaar';
import { useLoanWords } from '../loan-words';
import { ApiErrorText, useConsentBox, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';

/** Groups the digits as printed on the card: 2345 6789 0124. */
function spaced(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * kyc-details: the Aadhaar number, checked here by its Verhoeff digit before it is sent (the server checks
 * again and keeps only the last four digits). Once typed and left, the field shows only those four.
 */
export function KycDetailsStep({ journey, onNext }: StepProps) {
  const { t, say } = useLoanWords();
  const { answer, sending, error } = useAnswer('kyc-details', onNext);
  const [digits, setDigits] = useState('');
  const [editing, setEditing] = useState(true);
  const [aadhaarError, setAadhaarError] = useState<string>();
  const consentBox = useConsentBox();
  const id = useId();
  const fieldError = aadhaarError ? say(aadhaarError) : error?.fields.aadhaar;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkAadhaar(digits);
    setAadhaarError(problem);
    const agreed = consentBox.check();
    if (problem || !agreed) return;
    void answer({ aadhaar: digits, consent: true });
  };

  const hintId = `${id}-hint`;
  return (
    <form className="form cl-form" noValidate onSubmit={submit}>
      <p>{t('customerLoan.kyc.intro', { lender: journey.lenderName })}</p>
      <div className="field">
        <label htmlFor={id}>{t('customerLoan.kyc.aadhaar')}</label>
        <p className="field__hint" id={hintId}>
          {t('customerLoan.kyc.aadhaarHint')}
        </p>
        <input
          id={id}
          name="aadhaar"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          value={editing ? spaced(digits) : digits ? maskAadhaar(digits) : ''}
          onFocus={() => setEditing(true)}
          onBlur={() => {
            setEditing(false);
            if (digits) setAadhaarError(checkAadhaar(digits));
          }}
          onChange={(event) => {
            setDigits(event.target.value.replace(/\D/g, '').slice(0, 12));
            setAadhaarError(undefined);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={[hintId, fieldError ? `${id}-error` : undefined].filter(Boolean).join(' ')}
        />
        {fieldError ? (
          <p className="field__error" id={`${id}-error`}>
            {fieldError}
          </p>
        ) : null}
      </div>
      <ConsentCheckbox {...consentBox.props}>{t('customerLoan.kyc.consent', { lender: journey.lenderName })}</ConsentCheckbox>
      {error && !error.fields.aadhaar ? <ApiErrorText error={error} /> : null}
      <div className="form__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('customerLoan.pleaseWait') : t('customerLoan.continue')}
        </button>
      </div>
    </form>
  );
}
