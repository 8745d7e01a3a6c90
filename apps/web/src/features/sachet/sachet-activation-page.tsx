import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatRupees, qrContactFields, type QrCodeValidation } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useLinkBrand } from '../../lib/brand';
import { useActivateQrCodeMutation, useCountQrScanMutation, useSendQrOtpMutation, useValidateQrCodeQuery } from './api/qr-codes';
import { ConfigForm } from '../../components/form/config-form';
import { OtpEntry } from '../../components/form/otp-entry';
import { loadSachetSchema } from './load-sachet-schema';
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
  // The sheet's tenant names the page from the scan (decision 0240).
  useLinkBrand(validation.data?.brandName, validation.data?.brandColour);

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
  return <SachetOffer code={code} offer={validation.data} />;
}

/** The offer of a valid code, and its activation: contact details, then the OTP and the activation code. */
function SachetOffer({ code, offer }: { code: string; offer: QrCodeValidation }) {
  const { t } = useTranslation();
  const [sendOtp, otpState] = useSendQrOtpMutation();
  const [activate, activateState] = useActivateQrCodeMutation();
  const [contact, setContact] = useState<Contact>({ mobile: '', email: '' });
  const [activationCode, setActivationCode] = useState('');
  if (activateState.data) return <ActivePolicy policy={activateState.data} justActivated />;

  const challengeId = otpState.data?.challengeId;
  const otpError = readApiError(otpState.error);
  const activateError = readApiError(activateState.error);
  const fields = { ...(otpError?.fields ?? {}), ...(activateError?.fields ?? {}) };
  const formError = [otpError, activateError].find((error) => error && Object.keys(error.fields).length === 0)?.message;

  // The OTP goes to the contact details sent; the activation names the same ones.
  const requestOtp = (sent: Contact) => {
    setContact(sent);
    void sendOtp({ code, ...sent })
      .unwrap()
      .catch(() => undefined);
  };
  const submitActivation = (otp: string) => {
    if (!challengeId) return;
    void activate({ code, mobile: contact.mobile, email: contact.email, challengeId, otp, activationCode })
      .unwrap()
      .catch(() => undefined);
  };

  return (
    <div className="sachet-page">
      <OfferSummary offer={offer} />
      {offer.activated ? (
        <>
          <Alert message={t('sachet.alreadyActivated')} />
          <SeePolicyAgain from={{ code }} />
        </>
      ) : (
        <>
          <Alert message={formError} />
          <ContactForm errors={otpError?.fields} onSubmit={requestOtp} busy={otpState.isLoading} again={Boolean(challengeId)} />
          {challengeId ? (
            // The server checks the code (its message names the 4 digits) together with the activation code.
            <OtpEntry
              className="cf-form"
              aria-labelledby="sachet-activate"
              label={t('sachet.otp')}
              length={4}
              checkBeforeSending={false}
              onVerify={submitActivation}
              error={fields.otp}
              submitLabel={t('sachet.activate')}
              submittingLabel={t('sachet.activate')}
              submitting={activateState.isLoading}
              moreFields={
                <SachetField
                  label={t('sachet.activationCode')}
                  name="activationCode"
                  maxLength={12}
                  value={activationCode}
                  onChange={setActivationCode}
                  error={fields.activationCode}
                  hint={t('sachet.activationCodeHint', { example: 'AB12-CD34' })}
                />
              }
            >
              <h2 id="sachet-activate">{t('sachet.verifyHeading')}</h2>
              <p role="status">{t('sachet.otpSent')}</p>
            </OtpEntry>
          ) : null}
        </>
      )}
    </div>
  );
}

interface Contact {
  mobile: string;
  email: string;
}

/** The customer's mobile and email, checked by the API's schema (qrContactSchema) before the OTP is sent. */
function ContactForm(props: { errors: Record<string, string> | undefined; onSubmit: (contact: Contact) => void; busy: boolean; again: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sachet-contact">
      <h2 id="sachet-contact">{t('sachet.contactHeading')}</h2>
      <ConfigForm
        fields={qrContactFields}
        loadSchema={loadSachetSchema.contact}
        onSubmit={props.onSubmit}
        serverErrors={props.errors}
        submitting={props.busy}
        submitLabel={t(props.again ? 'sachet.sendOtpAgain' : 'sachet.sendOtp')}
        aria-label={t('sachet.contactHeading')}
      />
    </section>
  );
}

/** What the code gives, already paid for by the partner. */
function OfferSummary({ offer }: { offer: QrCodeValidation }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sachet-offer">
      <h2 id="sachet-offer">{offer.productName}</h2>
      <p>{t('sachet.offer', { sumInsured: formatRupees(offer.sumInsured * 100), brandName: offer.brandName })}</p>
    </section>
  );
}

function Alert({ message }: { message: string | undefined }) {
  return message ? (
    <p className="cf-error" role="alert">
      {message}
    </p>
  ) : null;
}
