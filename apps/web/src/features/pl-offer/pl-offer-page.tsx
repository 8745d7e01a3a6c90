import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatRupees,
  OTP_LENGTH,
  plOfferMobileFields,
  type CustomerOtpChallenge,
  type PlOfferOtpBody,
  type PlOffers,
  type PlOffersBody,
} from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { readApiError } from '../../lib/api-error';
import { useLinkBrand } from '../../lib/brand';
import { api, type ApiExtraOptions } from '../../lib/api';
import { usePageRoute } from '../../lib/page-route';
import './pl-offer.css';
import { ConfigForm } from '../../components/form/config-form';
import { OtpEntry } from '../../components/form/otp-entry';
import { FormError } from '../../components/form/form-error';

/** zod and the mobile's schema: fetched once, when the form first validates or is idle (decision 0281). */
const loadPlOfferSchema = () => import('./pl-offer-schemas').then((schemas) => schemas.plOfferOtpBodySchema);

/** The PL offer's two public calls (decision 0088); no partner session, so a 401 never opens the sign-in dialog. */
const plOfferApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendPlOfferOtp: build.mutation<CustomerOtpChallenge, string>({
      query: (mobile) => ({ url: '/pl-offer/otp', method: 'POST', body: { mobile } }),
      extraOptions: { signInAgain: false } satisfies ApiExtraOptions,
    }),
    plOffers: build.mutation<PlOffers, PlOffersBody>({
      query: (body) => ({ url: '/pl-offer/offers', method: 'POST', body }),
      extraOptions: { signInAgain: false } satisfies ApiExtraOptions,
    }),
  }),
});
const { useSendPlOfferOtpMutation, usePlOffersMutation } = plOfferApi;

/** The mobile and challenge travel to the next page in the router's state, never in the address. */
interface VerificationState {
  mobile: string;
  challengeId: string;
  mobileEnding: string;
}

/** /pl-offer: the customer's mobile; an OTP proves it. */
function MobileStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [send, { error, isLoading }] = useSendPlOfferOtpMutation();
  const apiError = useMemo(() => readApiError(error), [error]);
  async function sendOtp({ mobile }: PlOfferOtpBody) {
    const result = await send(mobile);
    if (!result.data) return;
    const state: VerificationState = { mobile, challengeId: result.data.challengeId, mobileEnding: result.data.mobileEnding };
    void navigate('/pl-offer/mobile-verification', { state });
  }
  return (
    <section className="stack">
      <p>{t('plOffer.intro')}</p>
      <ConfigForm
        fields={plOfferMobileFields}
        loadSchema={loadPlOfferSchema}
        onSubmit={sendOtp}
        serverErrors={apiError?.fields}
        submitting={isLoading}
        submitLabel={t('plOffer.getOtp')}
      >
        <FormError error={apiError} />
      </ConfigForm>
    </section>
  );
}

function OfferList({ answer }: { answer: PlOffers }) {
  const { t } = useTranslation();
  if (answer.offers.length === 0) {
    return (
      <section className="stack">
        <p role="status">{t('plOffer.none', { mobile: answer.mobileMasked })}</p>
      </section>
    );
  }
  return (
    <section className="stack">
      <p role="status">{t('plOffer.count', { count: answer.offers.length, mobile: answer.mobileMasked })}</p>
      <ul className="pl-offers">
        {answer.offers.map((o) => (
          <li key={o.offerId} className="pl-offer">
            <h2>{o.lenderName}</h2>
            <dl className="details">
              <dt>{t('plOffer.amount')}</dt>
              <dd>{formatRupees(o.amount)}</dd>
              <dt>{t('plOffer.emi')}</dt>
              <dd>{t('plOffer.emiValue', { emi: formatRupees(o.emi), months: o.tenureMonths })}</dd>
              <dt>{t('plOffer.rate')}</dt>
              <dd>{t(o.rateType === 'FIXED' ? 'plOffer.rateFixed' : 'plOffer.rateFloating', { rate: o.annualRatePercent.toFixed(2) })}</dd>
              <dt>{t('plOffer.apr')}</dt>
              <dd>{o.aprPercent.toFixed(2)} %</dd>
              <dt>{t('plOffer.validUntil')}</dt>
              <dd>{formatDate(o.validUntil)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p>{t('plOffer.howToTake')}</p>
    </section>
  );
}

/** /pl-offer/mobile-verification: the OTP, then the offers. */
function VerifyStep() {
  const { t } = useTranslation();
  const state = useLocation().state as VerificationState | null;
  const [fetchOffers, { data, error, isLoading }] = usePlOffersMutation();
  // The offers' tenant once the OTP shows them; before, no record and no brand (decision 0240).
  useLinkBrand(data?.brandName, data?.brandColour);
  if (!state) {
    return (
      <section className="stack">
        <p>{t('plOffer.mobileFirst')}</p>
        <AppLink className="button" to="/pl-offer">
          {t('plOffer.enterMobile')}
        </AppLink>
      </section>
    );
  }
  if (data) return <OfferList answer={data} />;
  const { mobile, challengeId, mobileEnding } = state;
  const apiError = readApiError(error);
  return (
    <OtpEntry
      label={t('plOffer.otp')}
      length={OTP_LENGTH}
      onVerify={(otp) => void fetchOffers({ mobile, challengeId, otp })}
      error={apiError?.fields.otp}
      submitLabel={t('plOffer.verify')}
      submittingLabel={t('plOffer.verifying')}
      submitting={isLoading}
      callError={apiError}
      actions={
        <AppLink className="button button--secondary" to="/pl-offer">
          {t('plOffer.changeNumber')}
        </AppLink>
      }
    >
      <p>{t('plOffer.otpSent', { mobileEnding })}</p>
    </OtpEntry>
  );
}

/** The PL offer pages: /pl-offer and /pl-offer/mobile-verification. */
export function PlOfferPage() {
  const { route } = usePageRoute();
  return route.id === 'pl-offer-mobile-verification' ? <VerifyStep /> : <MobileStep />;
}
