import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatRupees, tenants, type TenantCode } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useActivateQrCodeMutation, useCountQrScanMutation, useSendQrOtpMutation, useValidateQrCodeQuery } from './api/qr-codes';
import '../../components/form/config-form.css';
import { SachetField } from './sachet-field';
import { ActivePolicy, SeePolicyAgain } from './sachet-policy-view';
import './sachet.css';

/** The code's token from the URL's fragment (#code=…), which the browser never sends to a server. */
function codeFromFragment(): string | undefined {
  const hash = typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
  return new URLSearchParams(hash).get('code') ?? undefined;
}

/**
 * The customer's page a sachet QR opens (/sachet/activate#code=…, public): what the code gives, then
 * mobile and email, the 4-digit OTP and the activation code printed on the card (nothing the card does not
 * carry, decision 0153); once, the policy and its document. An activated code offers the policy again after an OTP.
 * In the customer's language (decision 0210); the activation's SMS follows it (decision 0216).
 */
export function SachetActivationPage() {
  const { t } = useTranslation();
  const [code] = useState(codeFromFragment);
  const validation = useValidateQrCodeQuery(code ?? skipToken);
  const [countScan] = useCountQrScanMutation();
  const [sendOtp, otpState] = useSendQrOtpMutation();
  const [activate, activateState] = useActivateQrCodeMutation();
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [activationCode, setActivationCode] = useState('');

  useEffect(() => {
    if (code) void countScan(code).catch(() => undefined);
  }, [code, countScan]);

  if (!code) return <ErrorMessage>{t('sachet.linkIncomplete')}</ErrorMessage>;
  if (validation.isLoading) return <LoadingMessage>{t('sachet.checkingCode')}</LoadingMessage>;
  if (validation.isError || !validation.data) {
    const error = readApiError(validation.error);
    return error?.status === 404 || error?.status === 400 ? (
      <ErrorMessage>{error.message}</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void validation.refetch()}>{error?.message ?? t('sachet.codeNotChecked')}</ErrorMessage>
    );
  }
  if (activateState.data) return <ActivePolicy policy={activateState.data} justActivated />;

  const offer = validation.data;
  const brand = tenants[offer.tenantCode as TenantCode]?.name ?? '';
  const challengeId = otpState.data?.challengeId;
  const otpError = readApiError(otpState.error);
  const activateError = readApiError(activateState.error);
  const fields = { ...(otpError?.fields ?? {}), ...(activateError?.fields ?? {}) };
  const formError = [otpError, activateError].find((error) => error && Object.keys(error.fields).length === 0)?.message;

  const requestOtp = (event: FormEvent) => {
    event.preventDefault();
    void sendOtp({ code, mobile: mobile.trim(), email: email.trim() })
      .unwrap()
      .catch(() => undefined);
  };
  const submitActivation = (event: FormEvent) => {
    event.preventDefault();
    if (!challengeId) return;
    void activate({ code, mobile: mobile.trim(), email: email.trim(), challengeId, otp, activationCode })
      .unwrap()
      .catch(() => undefined);
  };

  return (
    <div className="sachet-page">
      <section aria-labelledby="sachet-offer">
        <h2 id="sachet-offer">{offer.productName}</h2>
        <p>{t('sachet.offer', { sumInsured: formatRupees(offer.sumInsured * 100), brandName: brand })}</p>
      </section>
      {offer.activated ? (
        <>
          <p className="cf-error" role="alert">
            {t('sachet.alreadyActivated')}
          </p>
          <SeePolicyAgain from={{ code }} />
        </>
      ) : (
        <>
          {formError ? (
            <p className="cf-error" role="alert">
              {formError}
            </p>
          ) : null}
          <form className="cf-form" onSubmit={requestOtp} aria-labelledby="sachet-contact" noValidate>
            <h2 id="sachet-contact">{t('sachet.contactHeading')}</h2>
            <SachetField
              label={t('sachet.mobile')}
              name="mobile"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={10}
              value={mobile}
              onChange={setMobile}
              error={otpError?.fields.mobile}
            />
            <SachetField
              label={t('sachet.email')}
              name="email"
              inputMode="email"
              autoComplete="email"
              maxLength={120}
              value={email}
              onChange={setEmail}
              error={otpError?.fields.email}
            />
            <button type="submit" className="button" disabled={otpState.isLoading}>
              {t(challengeId ? 'sachet.sendOtpAgain' : 'sachet.sendOtp')}
            </button>
          </form>
          {challengeId ? (
            <form className="cf-form" onSubmit={submitActivation} aria-labelledby="sachet-activate" noValidate>
              <h2 id="sachet-activate">{t('sachet.verifyHeading')}</h2>
              <p role="status">{t('sachet.otpSent')}</p>
              <SachetField
                label={t('sachet.otp')}
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={4}
                value={otp}
                onChange={setOtp}
                error={fields.otp}
              />
              <SachetField
                label={t('sachet.activationCode')}
                name="activationCode"
                maxLength={12}
                value={activationCode}
                onChange={setActivationCode}
                error={fields.activationCode}
                hint={t('sachet.activationCodeHint', { example: 'AB12-CD34' })}
              />
              <button type="submit" className="button" disabled={activateState.isLoading}>
                {t('sachet.activate')}
              </button>
            </form>
          ) : null}
        </>
      )}
    </div>
  );
}
