import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatRupees, type CustomerOtpChallenge, type PlOffers, type PlOffersBody, formatDate } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { readApiError, type ReadableApiError } from '../../lib/api-error';
import { api, type ApiExtraOptions } from '../../lib/api';
import { usePageRoute } from '../../lib/page-route';
import './pl-offer.css';
import { NumericField } from '../../components/form/numeric-field';
import { FormError } from '../../components/form/form-error';

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
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string>();
  const [apiError, setApiError] = useState<ReadableApiError>();
  const [send, { isLoading }] = useSendPlOfferOtpMutation();
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApiError(undefined);
    if (!/^[6-9]\d{9}$/.test(mobile)) return setError(t('validation.wellnessMobile'));
    const result = await send(mobile);
    if (result.data) {
      const state: VerificationState = { mobile, challengeId: result.data.challengeId, mobileEnding: result.data.mobileEnding };
      return void navigate('/pl-offer/mobile-verification', { state });
    }
    const readable = readApiError(result.error);
    setApiError(readable);
    setError(readable?.fields.mobile);
  }
  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <p>{t('plOffer.intro')}</p>
      <NumericField
        label={t('plOffer.mobile')}
        value={mobile}
        onChange={(v) => (setMobile(v), setError(undefined))}
        error={error}
        maxLength={10}
        autoComplete="tel-national"
      />
      <FormError error={apiError} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isLoading}>
          {t(isLoading ? 'plOffer.sendingOtp' : 'plOffer.getOtp')}
        </button>
      </div>
    </form>
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
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const [apiError, setApiError] = useState<ReadableApiError>();
  const [fetchOffers, { data, isLoading }] = usePlOffersMutation();
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
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApiError(undefined);
    if (!/^\d{6}$/.test(otp)) return setError(t(/^\d*$/.test(otp) ? 'validation.otpValidNumeric' : 'validation.otpNumeric'));
    const result = await fetchOffers({ mobile, challengeId, otp });
    if (result.error) {
      const readable = readApiError(result.error);
      setApiError(readable);
      setError(readable?.fields.otp);
    }
  }
  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <p>{t('plOffer.otpSent', { mobileEnding })}</p>
      <NumericField
        label={t('plOffer.otp')}
        value={otp}
        onChange={(v) => (setOtp(v), setError(undefined))}
        error={error}
        maxLength={6}
        autoComplete="one-time-code"
      />
      <FormError error={apiError} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isLoading}>
          {t(isLoading ? 'plOffer.verifying' : 'plOffer.verify')}
        </button>
        <AppLink className="button button--secondary" to="/pl-offer">
          {t('plOffer.changeNumber')}
        </AppLink>
      </div>
    </form>
  );
}

/** The PL offer pages: /pl-offer and /pl-offer/mobile-verification. */
export function PlOfferPage() {
  const { route } = usePageRoute();
  return route.id === 'pl-offer-mobile-verification' ? <VerifyStep /> : <MobileStep />;
}
