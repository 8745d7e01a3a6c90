import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSignInMobile, signInMobileField } from '@portal/domain';
import type { OtpChallenge } from '@portal/domain';
import { readApiError } from '../../lib/api-error';
import type { ReadableApiError } from '../../lib/api-error';
import { useGenerateOtpMutation } from '../../lib/api-endpoints/generate-otp';
import { FormError } from '../form/form-error';
import { OneFieldForm } from '../form/one-field-form';

/**
 * The mobile number, checked at "Get OTP" by the request's own rule ('Mobile is invalid', SPEC §5, said in the
 * page's language); the API's field error goes beside the field, its other errors under it (decision 0230).
 * A one-field form without react-hook-form or zod: it is the login page's first paint (decision 0282).
 */
export function MobileStep({ onChallenge }: { onChallenge: (mobile: string, challenge: OtpChallenge) => void }) {
  const [apiError, setApiError] = useState<ReadableApiError>();
  const [generateOtp, { isLoading }] = useGenerateOtpMutation();
  const { t } = useTranslation();

  async function sendOtp({ mobile }: { mobile: string }) {
    setApiError(undefined);
    const result = await generateOtp({ mobile });
    if (result.data) return onChallenge(mobile, result.data);
    setApiError(readApiError(result.error));
  }

  return (
    <OneFieldForm
      field={signInMobileField}
      check={checkSignInMobile}
      onSubmit={sendOtp}
      serverError={apiError?.fields[signInMobileField.name]}
      submitLabel={t('signIn.getOtp')}
      submittingLabel={t('signIn.sendingOtp')}
      submitting={isLoading}
    >
      <FormError error={apiError} />
    </OneFieldForm>
  );
}
