import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rulePatterns } from '@portal/domain';
import { useCountdown } from '../sign-in/use-countdown';
import type { ReadableApiError } from '../../lib/api-error';
import { FormError } from './form-error';
import { OtpCodeInput } from './otp-code-input';

/** The messages the code's own check can answer (the domain's, as the API's otp rule says them). */
export type OtpMessageKey = 'otpValidNumeric' | 'otpNumeric';

/** The domain's otp rule, checked with its pattern so the page stays free of zod: a message key, or none. */
export function checkOtp(otp: string, length: number): OtpMessageKey | undefined {
  if (otp === '') return 'otpValidNumeric';
  if (!rulePatterns.numeric.test(otp)) return 'otpNumeric';
  return otp.length === length ? undefined : 'otpValidNumeric';
}

export interface OtpResend {
  onResend: () => void;
  resending: boolean;
  /** When a new code may be asked (epoch ms): the button counts down until then. */
  availableAt?: number;
  label?: string;
  /** The button's text while it counts down. */
  waitLabel?: (seconds: number) => string;
}

export interface OtpEntryProps {
  label: string;
  length: number;
  hint?: string;
  /** What was sent where, shown above the code. */
  children?: ReactNode;
  /** Receives the code once it passes the check. */
  onVerify: (otp: string) => void;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** The server's message about the code (wrong, expired): beside the field until the code is changed. */
  error?: string;
  /** The check's message; where not given, the domain's rule message in the page's language (validation.*). */
  messageOf?: (key: OtpMessageKey) => string;
  /** Whether a typed non-digit is dropped (the default) or kept, so the check says "OTP should be numeric". */
  digitsOnly?: boolean;
  /** Off where the server alone checks the code (its message names the product's length). */
  checkBeforeSending?: boolean;
  /** Fields asked with the code (an activation code), after it. */
  moreFields?: ReactNode;
  /** A failed call's error that names no field (FormError), above the buttons. */
  callError?: ReadableApiError;
  /** What the last call did (a new OTP was sent), above the buttons. */
  notice?: string;
  /** Other statuses of the page's calls, above the buttons. */
  status?: ReactNode;
  resend?: OtpResend;
  /** More buttons or links beside Verify and Resend (e.g. change the number). */
  actions?: ReactNode;
  /** The code box and Verify closed (no tries left for this code): Resend is the way on. */
  disabled?: boolean;
  /** The id of the text that says what was sent where (children), read with the code box. */
  describedById?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * The one way a person types a one-time code (decision 0230): the code on the numeric keypad (the phone
 * offers it from the SMS), the domain's otp check before anything is sent, the server's message beside the
 * field, Verify, and Resend counting down until a new code may be asked. Resending clears the code typed.
 */
export function OtpEntry(props: OtpEntryProps) {
  const { t } = useTranslation();
  const { label, length, hint, children, onVerify, error, messageOf = (key) => t(`validation.${key}`), checkBeforeSending = true } = props;
  const [otp, setOtp] = useState('');
  const [checked, setChecked] = useState<OtpMessageKey>();
  // The server's message stays until the code is changed; a new submit shows the next one.
  const [edited, setEdited] = useState(false);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkBeforeSending ? checkOtp(otp, length) : undefined;
    setChecked(problem);
    setEdited(false);
    if (!problem) onVerify(otp);
  }
  const shownError = checked ? messageOf(checked) : edited ? undefined : error;
  return (
    <form className={props.className ?? 'form'} noValidate aria-label={props['aria-label']} aria-labelledby={props['aria-labelledby']} onSubmit={submit}>
      {children}
      <OtpCodeInput
        label={label}
        length={length}
        digitsOnly={props.digitsOnly ?? true}
        hint={hint}
        disabled={props.disabled}
        describedById={props.describedById}
        value={otp}
        onChange={(value) => {
          setOtp(value);
          setChecked(undefined);
          setEdited(true);
        }}
        error={shownError}
      />
      {props.moreFields}
      <FormError error={props.callError} />
      {props.notice ? (
        <p className="form-notice" role="status">
          {props.notice}
        </p>
      ) : null}
      {props.status}
      <OtpActions {...props} onResend={props.resend && (() => (setOtp(''), props.resend?.onResend()))} />
    </form>
  );
}

function OtpActions({ submitLabel, submittingLabel, submitting, disabled, resend, actions, onResend }: OtpEntryProps & { onResend?: () => void }) {
  const { t } = useTranslation();
  const secondsToResend = useCountdown(resend?.availableAt);
  return (
    <div className="form__actions">
      <button type="submit" className="button" disabled={submitting || disabled}>
        {submitting ? submittingLabel : submitLabel}
      </button>
      {resend && onResend ? (
        <button type="button" className="button button--secondary" onClick={onResend} disabled={secondsToResend > 0 || resend.resending}>
          {secondsToResend > 0 && resend.waitLabel ? resend.waitLabel(secondsToResend) : (resend.label ?? t('signIn.resend'))}
        </button>
      ) : null}
      {actions}
    </div>
  );
}
