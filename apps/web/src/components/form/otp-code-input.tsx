import { forwardRef } from 'react';
import { NumericField, type NumericFieldProps } from './numeric-field';
import './config-form.css';

export type OtpCodeInputProps = Omit<NumericFieldProps, 'maxLength' | 'autoComplete' | 'digitsOnly' | 'className'> & {
  length: number;
};

/**
 * A one-time code typed on the phone's numeric keypad: `autocomplete="one-time-code"` lets the phone offer
 * the code from the SMS; only digits are kept.
 */
export const OtpCodeInput = forwardRef<HTMLInputElement, OtpCodeInputProps>(function OtpCodeInput({ length, ...props }, ref) {
  return <NumericField ref={ref} {...props} maxLength={length} autoComplete="one-time-code" digitsOnly className="otp-field" />;
});
