import { kycDetailsFields, kycDetailsFormSchema } from '@portal/domain';
import { ConfigForm } from '../../../components/form/config-form';
import { useLoanWords } from '../loan-words';
import { AadhaarInput } from './loan-inputs';
import { ApiErrorText, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';

const kycInputs = { aadhaar: AadhaarInput };

/**
 * kyc-details: the Aadhaar number, checked here by its Verhoeff digit before it is sent (the server checks
 * again and keeps only the last four digits), and the consent to KYC. Once typed and left, the field shows
 * only those four.
 */
export function KycDetailsStep({ journey, onNext }: StepProps) {
  const { t, known } = useLoanWords();
  const { answer, sending, error } = useAnswer('kyc-details', onNext);
  return (
    <ConfigForm
      className="cl-form"
      validateOn="submit"
      fields={kycDetailsFields}
      schema={kycDetailsFormSchema}
      fieldInputs={kycInputs}
      textValues={{ lender: journey.lenderName }}
      messageOf={known}
      serverErrors={error?.fields}
      onSubmit={(details) => void answer(details)}
      submitting={sending}
      submitLabel={t('customerLoan.continue')}
      submittingLabel={t('customerLoan.pleaseWait')}
      intro={<p>{t('customerLoan.kyc.intro', { lender: journey.lenderName })}</p>}
    >
      {error && !error.fields.aadhaar ? <ApiErrorText error={error} /> : null}
    </ConfigForm>
  );
}
