import { kycDetailsFields } from '@portal/domain';
import { ConfigForm } from '../../../components/form/config-form';
import { AadhaarInput } from './loan-inputs';
import { ApiErrorText, type StepProps } from './step-parts';
import { useStepForm } from './use-step-form';
import { loadStepSchema } from './load-step-schema';

const kycInputs = { aadhaar: AadhaarInput };

/**
 * kyc-details: the Aadhaar number, checked here by its Verhoeff digit before it is sent (the server checks
 * again and keeps only the last four digits), and the consent to KYC. Once typed and left, the field shows
 * only those four.
 */
export function KycDetailsStep({ journey, onNext }: StepProps) {
  const { t, answer, error, formProps } = useStepForm('kyc-details', onNext);
  return (
    <ConfigForm
      {...formProps}
      fields={kycDetailsFields}
      loadSchema={loadStepSchema.kycDetails}
      fieldInputs={kycInputs}
      textValues={{ lender: journey.lenderName }}
      onSubmit={(details) => void answer(details)}
      submitLabel={t('customerLoan.continue')}
      intro={<p>{t('customerLoan.kyc.intro', { lender: journey.lenderName })}</p>}
    >
      {error && !error.fields.aadhaar ? <ApiErrorText error={error} /> : null}
    </ConfigForm>
  );
}
