import { useId, useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { customerLoanAnswerSchemas } from '@portal/domain';
import { readApiError } from '../../../lib/api-error';
import { useGetIfscBranchQuery, type CustomerLoanJourney } from '../api/customer-loan-journey';
import { ApiErrorText, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';

/** The domain's schema of the step's answer, the one the server checks, with its patterns and messages. */
const bankDetailsSchema = customerLoanAnswerSchemas['bank-details'];
const isIfsc = (value: string) => bankDetailsSchema.shape.ifsc.safeParse(value).success;

/** The penny drop's result, in words. */
export function pennyDropWords(bank: NonNullable<CustomerLoanJourney['bank']>): { text: string; ok: boolean } | undefined {
  switch (bank.pennyDrop) {
    case 'VERIFIED':
      return {
        ok: true,
        text: `Account verified: ₹1 reached the account ending ${bank.accountLast4}${bank.nameAtBank ? `, held by ${bank.nameAtBank}` : ''}.`,
      };
    case 'NAME_MISMATCH':
      return {
        ok: false,
        text: `The account ending ${bank.accountLast4} is held by ${bank.nameAtBank ?? 'someone else'}, not by the name on your loan. Enter an account in your own name.`,
      };
    case 'ACCOUNT_NOT_FOUND':
      return { ok: false, text: `The bank found no account ending ${bank.accountLast4} at this IFSC. Check the account number and IFSC.` };
    case 'PENDING':
      return { ok: true, text: 'Your bank is confirming the account. This takes a few seconds.' };
    default:
      return undefined;
  }
}

/**
 * bank-details: the account the loan is paid into. The IFSC names its bank and branch as it is typed (so a
 * wrong code shows at once); the account is verified by a ₹1 penny drop with a name match, said in words.
 */
export function BankDetailsStep({ journey, onNext }: StepProps) {
  const { answer, sending, error } = useAnswer('bank-details', onNext);
  const [ifsc, setIfsc] = useState('');
  const [account, setAccount] = useState('');
  const [confirmAccount, setConfirmAccount] = useState('');
  const [holderName, setHolderName] = useState('');
  const holderId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<CustomerLoanJourney['bank']>(journey.bank);
  const ifscId = useId();
  const accountId = useId();
  const confirmId = useId();
  const branch = useGetIfscBranchQuery(isIfsc(ifsc) ? ifsc : skipToken);
  const branchError = readApiError(branch.error);
  const fieldErrors: Record<string, string | undefined> = {
    ...error?.fields,
    // A 404 names an unknown IFSC; a look-up the server does not offer ('No route …') says nothing, the answer's check decides.
    ...(branchError && isIfsc(ifsc) && branchError.status === 404 && !branchError.message.startsWith('No route')
      ? { ifsc: 'No bank branch has this IFSC. Check it on your cheque book or passbook.' }
      : {}),
    ...errors,
  };
  const outcome = result ? pennyDropWords(result) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = bankDetailsSchema.safeParse({ ifsc, accountNumber: account, accountHolderName: holderName });
    const next: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    // Typing the number twice is the screen's own check against a typo; the answer carries it once.
    if (!next.accountNumber && confirmAccount !== account) next.confirmAccountNumber = 'The account numbers do not match';
    setErrors(next);
    // The branch look-up only helps the customer see a typo; the server's check of the IFSC decides.
    if (!parsed.success || Object.keys(next).length > 0) return;
    const answered = await answer(parsed.data);
    if (answered?.bank) setResult(answered.bank);
  };

  const field = (id: string, name: string, label: string, input: React.ReactNode, hint?: React.ReactNode) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {input}
      {hint}
      {fieldErrors[name] ? (
        <p className="field__error" id={`${id}-error`}>
          {fieldErrors[name]}
        </p>
      ) : null}
    </div>
  );
  const describedBy = (id: string, name: string, extra?: string) =>
    [extra, fieldErrors[name] ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form className="form cl-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>The loan is paid into this account and your EMIs are debited from it. It must be in your name.</p>
      {field(
        ifscId,
        'ifsc',
        'IFSC',
        <input
          id={ifscId}
          name="ifsc"
          type="text"
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={11}
          value={ifsc}
          onChange={(event) => {
            setIfsc(event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''));
            setErrors(({ ifsc: _dropped, ...rest }) => rest);
          }}
          aria-invalid={fieldErrors.ifsc ? true : undefined}
          aria-describedby={describedBy(ifscId, 'ifsc', branch.data ? `${ifscId}-branch` : undefined)}
        />,
        branch.data && isIfsc(ifsc) ? (
          <p className="cl-branch" id={`${ifscId}-branch`} role="status">
            {[branch.data.bank, branch.data.branch, branch.data.city].filter(Boolean).join(', ')}
          </p>
        ) : branch.isFetching ? (
          <p className="field__hint" role="status">
            Looking up the branch…
          </p>
        ) : null,
      )}
      {field(
        accountId,
        'accountNumber',
        'Account number',
        <input
          id={accountId}
          name="accountNumber"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          value={account}
          onChange={(event) => setAccount(event.target.value.replace(/\D/g, ''))}
          aria-invalid={fieldErrors.accountNumber ? true : undefined}
          aria-describedby={describedBy(accountId, 'accountNumber')}
        />,
      )}
      {field(
        confirmId,
        'confirmAccountNumber',
        'Account number again',
        <input
          id={confirmId}
          name="confirmAccountNumber"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          value={confirmAccount}
          onChange={(event) => setConfirmAccount(event.target.value.replace(/\D/g, ''))}
          aria-invalid={fieldErrors.confirmAccountNumber ? true : undefined}
          aria-describedby={describedBy(confirmId, 'confirmAccountNumber')}
        />,
      )}
      {field(
        holderId,
        'accountHolderName',
        'Account holder’s name',
        <input
          id={holderId}
          name="accountHolderName"
          type="text"
          autoComplete="name"
          maxLength={100}
          value={holderName}
          onChange={(event) => setHolderName(event.target.value)}
          aria-invalid={fieldErrors.accountHolderName ? true : undefined}
          aria-describedby={describedBy(holderId, 'accountHolderName')}
        />,
      )}
      {outcome ? (
        <p className={outcome.ok ? 'cl-success' : 'form-error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      ) : null}
      {error && Object.keys(error.fields).length === 0 ? <ApiErrorText error={error} /> : null}
      <div className="form__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Verifying your account…' : 'Verify account'}
        </button>
      </div>
    </form>
  );
}
