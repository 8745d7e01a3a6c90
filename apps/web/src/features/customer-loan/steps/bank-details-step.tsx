import { useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { customerLoanAnswerSchemas } from '@portal/domain';
import { readApiError } from '../../../lib/api-error';
import { useGetIfscBranchQuery, type CustomerLoanJourney } from '../api/customer-loan-journey';
import { fieldMessages, useLoanWords } from '../loan-words';
import { BankField, pennyDropWords } from './bank-fields';
import { ApiErrorText, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';

/** The domain's schema of the step's answer, the one the server checks, with its patterns and messages. */
const bankDetailsSchema = customerLoanAnswerSchemas['bank-details'];
const isIfsc = (value: string) => bankDetailsSchema.shape.ifsc.safeParse(value).success;

/** The bank of the IFSC as it is typed (so a wrong code shows at once), and whether no branch has it. */
function useIfscBranch(ifsc: string) {
  const { t } = useLoanWords();
  const branch = useGetIfscBranchQuery(isIfsc(ifsc) ? ifsc : skipToken);
  const branchError = readApiError(branch.error);
  // A 404 names an unknown IFSC; a look-up the server does not offer ('No route …') says nothing, the answer's check decides.
  const unknown = Boolean(branchError && isIfsc(ifsc) && branchError.status === 404 && !branchError.message.startsWith('No route'));
  const note = (id: string) =>
    branch.data && isIfsc(ifsc)
      ? {
          describes: true,
          node: (
            <p className="cl-branch" id={id} role="status">
              {[branch.data.bank, branch.data.branch, branch.data.city].filter(Boolean).join(', ')}
            </p>
          ),
        }
      : branch.isFetching
        ? {
            describes: false,
            node: (
              <p className="field__hint" role="status">
                {t('customerLoan.bank.lookingUp')}
              </p>
            ),
          }
        : null;
  return { unknownIfsc: unknown ? t('customerLoan.bank.unknownIfsc') : undefined, note };
}

/**
 * bank-details: the account the loan is paid into. The IFSC names its bank and branch as it is typed (so a
 * wrong code shows at once); the account is verified by a ₹1 penny drop with a name match, said in words.
 */
export function BankDetailsStep({ journey, onNext }: StepProps) {
  const { t, say } = useLoanWords();
  const { answer, sending, error } = useAnswer('bank-details', onNext);
  const [values, setValues] = useState({ ifsc: '', accountNumber: '', confirmAccountNumber: '', accountHolderName: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<CustomerLoanJourney['bank']>(journey.bank);
  const branch = useIfscBranch(values.ifsc);
  const fieldErrors: Record<string, string | undefined> = { ...error?.fields, ...(branch.unknownIfsc ? { ifsc: branch.unknownIfsc } : {}), ...errors };
  const outcome = result ? pennyDropWords(result, t) : undefined;
  const set = (name: keyof typeof values) => (value: string) => setValues((before) => ({ ...before, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { ifsc, accountNumber, confirmAccountNumber, accountHolderName } = values;
    const parsed = bankDetailsSchema.safeParse({ ifsc, accountNumber, accountHolderName });
    const next = parsed.success ? {} : fieldMessages(parsed.error.issues, say);
    // Typing the number twice is the screen's own check against a typo; the answer carries it once.
    if (!next.accountNumber && confirmAccountNumber !== accountNumber) next.confirmAccountNumber = t('customerLoan.bank.accountsDiffer');
    setErrors(next);
    // The branch look-up only helps the customer see a typo; the server's check of the IFSC decides.
    if (!parsed.success || Object.keys(next).length > 0) return;
    const answered = await answer(parsed.data);
    if (answered?.bank) setResult(answered.bank);
  };

  const digits = (name: 'accountNumber' | 'confirmAccountNumber') => (value: string) => set(name)(value.replace(/\D/g, ''));
  return (
    <form className="form cl-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('customerLoan.bank.intro')}</p>
      <BankField
        name="ifsc"
        label={t('customerLoan.bank.ifsc')}
        value={values.ifsc}
        onChange={(value) => {
          set('ifsc')(value.toUpperCase().replace(/[^A-Z0-9]/g, ''));
          setErrors(({ ifsc: _dropped, ...rest }) => rest);
        }}
        error={fieldErrors.ifsc}
        input={{ type: 'text', autoCapitalize: 'characters', autoComplete: 'off', maxLength: 11 }}
        note={branch.note}
      />
      <BankField
        name="accountNumber"
        label={t('customerLoan.bank.account')}
        value={values.accountNumber}
        onChange={digits('accountNumber')}
        error={fieldErrors.accountNumber}
        input={{ type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 18 }}
      />
      <BankField
        name="confirmAccountNumber"
        label={t('customerLoan.bank.accountAgain')}
        value={values.confirmAccountNumber}
        onChange={digits('confirmAccountNumber')}
        error={fieldErrors.confirmAccountNumber}
        input={{ type: 'text', inputMode: 'numeric', autoComplete: 'off', maxLength: 18 }}
      />
      <BankField
        name="accountHolderName"
        label={t('customerLoan.bank.holder')}
        value={values.accountHolderName}
        onChange={set('accountHolderName')}
        error={fieldErrors.accountHolderName}
        input={{ type: 'text', autoComplete: 'name', maxLength: 100 }}
      />
      {outcome ? (
        <p className={outcome.ok ? 'cl-success' : 'form-error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      ) : null}
      {error && Object.keys(error.fields).length === 0 ? <ApiErrorText error={error} /> : null}
      <div className="form__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('customerLoan.bank.verifying') : t('customerLoan.bank.verify')}
        </button>
      </div>
    </form>
  );
}
