import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  formatDate,
  formatRupees,
  OTP_LENGTH,
  plOfferMobileFields,
  plOfferOtpBodySchema,
  type CustomerOtpChallenge,
  type PlOfferOtpBody,
  type PlOffers,
  type PlOffersBody,
} from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { readApiError } from '../../lib/api-error';
import { api, type ApiExtraOptions } from '../../lib/api';
import { usePageRoute } from '../../lib/page-route';
import './pl-offer.css';
import { ConfigForm } from '../../components/form/config-form';
import { OtpEntry } from '../../components/form/otp-entry';
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
      <p>See the personal loan offers lenders have already approved for you. We send an OTP to your mobile to check it is yours.</p>
      <ConfigForm
        fields={plOfferMobileFields}
        schema={plOfferOtpBodySchema}
        onSubmit={sendOtp}
        serverErrors={apiError?.fields}
        submitting={isLoading}
        submitLabel="Get OTP"
      >
        <FormError error={apiError} />
      </ConfigForm>
    </section>
  );
}

function OfferList({ answer }: { answer: PlOffers }) {
  if (answer.offers.length === 0) {
    return (
      <section className="stack">
        <p role="status">
          There are no pre-approved personal loan offers for {answer.mobileMasked} right now. Ask your advisor to check your eligibility with the lenders.
        </p>
      </section>
    );
  }
  return (
    <section className="stack">
      <p role="status">
        {answer.offers.length} {answer.offers.length === 1 ? 'offer' : 'offers'} for {answer.mobileMasked}, lowest APR first:
      </p>
      <ul className="pl-offers">
        {answer.offers.map((o) => (
          <li key={o.offerId} className="pl-offer">
            <h2>{o.lenderName}</h2>
            <dl className="details">
              <dt>Loan amount</dt>
              <dd>{formatRupees(o.amount)}</dd>
              <dt>EMI</dt>
              <dd>
                {formatRupees(o.emi)} a month for {o.tenureMonths} months
              </dd>
              <dt>Interest rate</dt>
              <dd>
                {o.annualRatePercent.toFixed(2)} % a year ({o.rateType === 'FIXED' ? 'fixed' : 'floating'})
              </dd>
              <dt>APR (all costs)</dt>
              <dd>{o.aprPercent.toFixed(2)} %</dd>
              <dt>Valid until</dt>
              <dd>{formatDate(o.validUntil)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p>To take an offer, tell your advisor which lender you choose: they will send you the application link.</p>
    </section>
  );
}

/** /pl-offer/mobile-verification: the OTP, then the offers. */
function VerifyStep() {
  const state = useLocation().state as VerificationState | null;
  const [fetchOffers, { data, error, isLoading }] = usePlOffersMutation();
  if (!state) {
    return (
      <section className="stack">
        <p>Enter your mobile number first.</p>
        <AppLink className="button" to="/pl-offer">
          Enter mobile number
        </AppLink>
      </section>
    );
  }
  if (data) return <OfferList answer={data} />;
  const { mobile, challengeId, mobileEnding } = state;
  const apiError = readApiError(error);
  return (
    <OtpEntry
      label="OTP"
      length={OTP_LENGTH}
      onVerify={(otp) => void fetchOffers({ mobile, challengeId, otp })}
      error={apiError?.fields.otp}
      submitLabel="Verify & see offers"
      submittingLabel="Verifying…"
      submitting={isLoading}
      callError={apiError}
      actions={
        <AppLink className="button button--secondary" to="/pl-offer">
          Change number
        </AppLink>
      }
    >
      <p>We sent an OTP to your mobile ending {mobileEnding}.</p>
    </OtpEntry>
  );
}

/** The PL offer pages: /pl-offer and /pl-offer/mobile-verification. */
export function PlOfferPage() {
  const { route } = usePageRoute();
  return route.id === 'pl-offer-mobile-verification' ? <VerifyStep /> : <MobileStep />;
}
