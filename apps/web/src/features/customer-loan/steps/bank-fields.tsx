import { useId, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { CustomerLoanJourney } from '../api/customer-loan-journey';

/** The penny drop's result, in the page's words. */
export function pennyDropWords(bank: NonNullable<CustomerLoanJourney['bank']>, t: TFunction): { text: string; ok: boolean } | undefined {
  const last4 = bank.accountLast4;
  switch (bank.pennyDrop) {
    case 'VERIFIED':
      return {
        ok: true,
        text: bank.nameAtBank ? t('customerLoan.bank.verifiedHeldBy', { last4, name: bank.nameAtBank }) : t('customerLoan.bank.verified', { last4 }),
      };
    case 'NAME_MISMATCH':
      return {
        ok: false,
        text: bank.nameAtBank ? t('customerLoan.bank.nameMismatch', { last4, name: bank.nameAtBank }) : t('customerLoan.bank.nameMismatchUnknown', { last4 }),
      };
    case 'ACCOUNT_NOT_FOUND':
      return { ok: false, text: t('customerLoan.bank.notFound', { last4 }) };
    case 'PENDING':
      return { ok: true, text: t('customerLoan.bank.pending') };
    default:
      return undefined;
  }
}

export interface BankFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** The input's own attributes: type, keypad, length, autocomplete. */
  input: { type: 'text' | 'password'; inputMode?: 'numeric'; autoComplete: string; maxLength: number; autoCapitalize?: string };
  /** Said under the field (the IFSC's bank and branch), with the id it is described by. */
  note?: (id: string) => { node: ReactNode; describes: boolean } | null;
}

/** A labelled text input of the bank step, its note and error beside it, named by aria-describedby. */
export function BankField({ name, label, value, onChange, error, input, note }: BankFieldProps) {
  const id = useId();
  const shown = note?.(`${id}-note`) ?? null;
  const describedBy = [shown?.describes ? `${id}-note` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {shown?.node}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
