import { forwardRef } from 'react';
import { NumericField, type NumericFieldProps } from './numeric-field';
import './config-form.css';

export type OtpCodeInputProps = Omit<NumericFieldProps, 'maxLength' | 'autoComplete' | 'className'> & {
  length: number;
};

/**
 * A one-time code typed on the phone's numeric keypad: `autocomplete="one-time-code"` lets the phone offer
 * the code from the SMS; only digits are kept, unless `digitsOnly` is false (a check then names a typed letter).
 */
export const OtpCodeInput = forwardRef<HTMLInputElement, OtpCodeInputProps>(function OtpCodeInput({ length, digitsOnly = true, ...props }, ref) {
  return <NumericField ref={ref} {...props} maxLength={length} autoComplete="one-time-code" digitsOnly={digitsOnly} className="otp-field" />;
});
