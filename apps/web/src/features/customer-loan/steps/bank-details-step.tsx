import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { skipToken } from '@reduxjs/toolkit/query';
import { bankDetailsFields, IFSC_PATTERN } from '@portal/domain';
import { ConfigForm } from '../../../components/form/config-form';
import type { FieldProps } from '../../../components/form/field-props';
import { readApiError } from '../../../lib/api-error';
import { useGetIfscBranchQuery, type CustomerLoanJourney } from '../api/customer-loan-journey';
import { useLoanWords } from '../loan-words';
import { pennyDropWords } from './penny-drop-words';
import { digitsOnly, LoanInput, loanInput } from './loan-inputs';
import { ApiErrorText, type StepProps } from './step-parts';
import { useStepForm } from './use-step-form';
import { loadStepSchema } from './load-step-schema';

/** The domain's check of an IFSC's shape, the one the answer's schema makes. */
// The answer's check (customerLoanAnswerSchemas), without zod: the page paints before the schemas are fetched.
const isIfsc = (value: unknown) => typeof value === 'string' && IFSC_PATTERN.test(value.trim().toUpperCase());

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

const ifscOptions = { autoComplete: 'off', autoCapitalize: 'characters', keep: (typed: string) => typed.toUpperCase().replace(/[^A-Z0-9]/g, '') };

/** The IFSC, upper-cased as typed, with the bank and branch it names under it (or that no branch has it). */
function IfscInput(props: FieldProps) {
  const ifsc = useWatch({ name: props.field.name }) as string;
  const branch = useIfscBranch(ifsc);
  return <LoanInput {...props} options={ifscOptions} below={branch.note} note={branch.unknownIfsc} />;
}

const bankInputs = {
  ifsc: IfscInput,
  accountNumber: loanInput({ type: 'password', numeric: true, autoComplete: 'off', keep: digitsOnly }),
  confirmAccountNumber: loanInput({ numeric: true, autoComplete: 'off', keep: digitsOnly }),
  accountHolderName: loanInput({ autoComplete: 'name' }),
};

/**
 * bank-details: the account the loan is paid into. The IFSC names its bank and branch as it is typed (so a
 * wrong code shows at once); the account is verified by a ₹1 penny drop with a name match, said in words.
 * Typing the number twice is the screen's own check against a typo (bankDetailsFormSchema); the answer
 * carries it once. The branch look-up only helps the customer see a typo; the server's check of the IFSC decides.
 */
export function BankDetailsStep({ journey, onNext }: StepProps) {
  const { t, answer, error, formProps } = useStepForm('bank-details', onNext);
  const [result, setResult] = useState<CustomerLoanJourney['bank']>(journey.bank);
  const outcome = result ? pennyDropWords(result, t) : undefined;
  return (
    <ConfigForm
      {...formProps}
      fields={bankDetailsFields}
      loadSchema={loadStepSchema.bankDetails}
      fieldInputs={bankInputs}
      onSubmit={async (details) => {
        const answered = await answer(details);
        if (answered?.bank) setResult(answered.bank);
      }}
      submitLabel={t('customerLoan.bank.verify')}
      submittingLabel={t('customerLoan.bank.verifying')}
      intro={<p>{t('customerLoan.bank.intro')}</p>}
    >
      {outcome ? (
        <p className={outcome.ok ? 'cl-success' : 'form-error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      ) : null}
      {error && Object.keys(error.fields).length === 0 ? <ApiErrorText error={error} /> : null}
    </ConfigForm>
  );
}
