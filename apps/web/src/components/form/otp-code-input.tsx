import { forwardRef } from 'react';
import { NumericField } from './numeric-field';
import './config-form.css';

export interface OtpCodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  length: number;
  hint?: string;
}

/**
 * A one-time code typed on the phone's numeric keypad: `autocomplete="one-time-code"` lets the phone offer
 * the code from the SMS; only digits are kept.
 */
export const OtpCodeInput = forwardRef<HTMLInputElement, OtpCodeInputProps>(function OtpCodeInput({ length, ...props }, ref) {
  return <NumericField ref={ref} {...props} maxLength={length} autoComplete="one-time-code" digitsOnly className="otp-field" />;
});
