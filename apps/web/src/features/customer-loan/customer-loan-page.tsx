import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { lenderOfProviderCode, mandatePagePath, type CustomerLoanStep } from '@portal/domain';
import { BrandLogo } from '../../components/brand-logo';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { usePageRoute } from '../../lib/page-route';
import {
  useGetCustomerLinkBrandQuery,
  useGetCustomerLoanJourneyQuery,
  useGetCustomerSessionStatusQuery,
  type CustomerLoanJourney,
  type JourneyKey,
} from './api/customer-loan-journey';
import { JourneyKeyContext } from './steps/step-parts';
import { LoginOtpStep } from './steps/login-otp-step';
import './customer-loan.css';
import { useLinkBrand } from '../../lib/brand';
import { useLanguageOfRecord } from '../../lib/i18n/use-language-of-record';
import { ConsentsLink } from '../../components/consents-link';
import { whenIdle } from '../../lib/when-idle';
import { JOURNEY_FRESH_SECONDS, leadOfSession, loadStepScreen } from './customer-loan-prefetch';

/**
 * The steps after sign-in, with the form engine they use (react-hook-form): not before the OTP step paints, a
 * customer's first screen from the SMS (decision 0282). A signed-in customer's step fetches them at once,
 * beside the journey's calls; the OTP step fetches them when the phone is idle, before the customer is through.
 */
const StepScreen = lazy(() => loadStepScreen().then((module) => ({ default: module.StepScreen })));
const stepScreenPrefetchDelayMs = 3000;

/** The step a URL names: everything after /products/:productName/customer/:providerCode/. */
export function stepOfPath(pathname: string): string {
  return pathname.split('/').slice(5).join('/');
}

export function stepPath(productCode: string, providerCode: string, step: CustomerLoanStep): string {
  return `/products/${encodeURIComponent(productCode)}/customer/${encodeURIComponent(providerCode)}/${step}`;
}

/**
 * Holds the customer on a step the back button may not leave (disbursement-details, -reject, -success):
 * each "back" is answered by putting the step's own entry back on the history.
 */
function useBackNavigationBlocked(blocked: boolean) {
  useEffect(() => {
    if (!blocked) return;
    window.history.pushState(window.history.state, '', window.location.href);
    const stay = () => window.history.pushState(window.history.state, '', window.location.href);
    window.addEventListener('popstate', stay);
    return () => window.removeEventListener('popstate', stay);
  }, [blocked]);
}

/**
 * The brand of whose lead it is, on every step from the first (decision 0175): the journey's once the
 * customer is signed in, before that the one the link's token names. Never the default brand.
 */
function useLeadBrand(journey: CustomerLoanJourney | undefined): string | undefined {
  const location = useLocation();
  const token = new URLSearchParams(location.search).get('token') ?? undefined;
  const linkBrand = useGetCustomerLinkBrandQuery(token ?? skipToken);
  const brandName = journey?.brandName ?? linkBrand.data?.brandName;
  useLinkBrand(brandName, journey?.brandColour ?? linkBrand.data?.brandColour);
  // The lead's customer language: from the link's brand before sign-in, then the journey's (decision 0245).
  useLanguageOfRecord(journey?.language ?? linkBrand.data?.language);
  return brandName;
}

/** The customer's session and its lead's journey, as the server keeps them. */
function useJourney(productCode: string | undefined, providerCode: string | undefined) {
  // The customer's session names its one lead; the journey is that lead's.
  const session = useGetCustomerSessionStatusQuery(undefined, { refetchOnMountOrArgChange: JOURNEY_FRESH_SECONDS });
  const leadId = leadOfSession(session.data);
  const key = productCode && providerCode && leadId ? { productCode, providerCode, leadId } : undefined;
  const journey = useGetCustomerLoanJourneyQuery(key ?? skipToken, { refetchOnMountOrArgChange: JOURNEY_FRESH_SECONDS });
  const signedOut = (session.data !== undefined && !leadId) || readApiError(journey.error)?.status === 401;
  return { session, journey, key, signedOut };
}

/**
 * Goes where the server says: a URL on another step is corrected (in place when coming back: a reload, the
 * back button, another device; a new entry when moving on), and `goTo` follows an answer. The link's query
 * (its token and `lang`, the customer's language) goes along to every step.
 */
function useStepNavigation(journeyState: ReturnType<typeof useJourney>, productCode: string | undefined, providerCode: string | undefined) {
  const { journey, signedOut } = journeyState;
  const location = useLocation();
  const navigate = useNavigate();
  const urlStep = stepOfPath(location.pathname);
  const serverStep = journey.data?.step;
  const firstLoad = useRef(true);
  const backNavigationDisabled = Boolean(journey.data?.backNavigationDisabled);

  useBackNavigationBlocked(backNavigationDisabled && serverStep === urlStep);

  useEffect(() => {
    if (!productCode || !providerCode) return;
    const target: CustomerLoanStep | undefined = signedOut ? 'login-otp' : serverStep;
    if (!target || target === urlStep) return;
    const replace = firstLoad.current || signedOut || backNavigationDisabled;
    firstLoad.current = false;
    void navigate({ pathname: stepPath(productCode, providerCode, target), search: location.search }, { replace });
  }, [signedOut, serverStep, urlStep, productCode, providerCode, navigate, location.search, backNavigationDisabled]);

  const goTo = (next: CustomerLoanJourney | CustomerLoanStep) => {
    if (!productCode || !providerCode) return;
    const step = typeof next === 'string' ? next : next.step;
    if (step === urlStep) {
      void journey.refetch();
      return;
    }
    firstLoad.current = false;
    const replace = typeof next !== 'string' && next.backNavigationDisabled;
    void navigate({ pathname: stepPath(productCode, providerCode, step), search: location.search }, { replace });
  };
  return { goTo, urlStep, token: new URLSearchParams(location.search).get('token') ?? undefined };
}

/** A link that names a lender no one lends with here (a mistyped or cut link): said, with the way back to the customer's own link. */
function UnknownLender({ productCode, token }: { productCode: string; token: string | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <ErrorMessage>{t('customerLoan.unknownLender')}</ErrorMessage>
      <p>{token ? <a href={mandatePagePath(productCode, token, i18n.language)}>{t('customerLoan.openLinkAgain')}</a> : t('customerLoan.openSmsLinkAgain')}</p>
    </>
  );
}

/** What the page shows: the sign-in, a loading or error note, or the step's screen. */
function LoanContent({
  productCode,
  providerCode,
  journeyState,
}: {
  productCode: string | undefined;
  providerCode: string | undefined;
  journeyState: ReturnType<typeof useJourney>;
}) {
  const { t } = useTranslation();
  const { session, journey, key, signedOut } = journeyState;
  const { goTo, urlStep, token } = useStepNavigation(journeyState, productCode, providerCode);

  if (!productCode || !providerCode) return <ErrorMessage>{t('customerLoan.linkIncomplete')}</ErrorMessage>;
  if (!lenderOfProviderCode(providerCode)) return <UnknownLender productCode={productCode} token={token} />;
  if (signedOut) {
    return token ? <LoginOtpStep token={token} onSignedIn={() => void session.refetch()} /> : <ErrorMessage>{t('customerLoan.noToken')}</ErrorMessage>;
  }
  if (session.isLoading || journey.isLoading || (journey.data && journey.data.step !== urlStep)) {
    return <LoadingMessage>{t('customerLoan.opening')}</LoadingMessage>;
  }
  if (session.isError || journey.isError || !journey.data || !key) {
    const error = readApiError(session.error ?? journey.error);
    const retry = () => void (session.isError ? session.refetch() : journey.refetch());
    return (
      <>
        <ErrorMessage onRetry={retry}>{error?.message ?? t('customerLoan.couldNotLoad')}</ErrorMessage>
        {/* A signed-in customer whose step cannot be shown still reaches their consents. */}
        {key ? <ConsentsLink /> : null}
      </>
    );
  }
  return <JourneyScreen journeyKey={key} journey={journey.data} onNext={goTo} onRefresh={() => void journey.refetch()} />;
}

function JourneyScreen({
  journeyKey,
  journey,
  onNext,
  onRefresh,
}: {
  journeyKey: JourneyKey;
  journey: CustomerLoanJourney;
  onNext: (next: CustomerLoanJourney | CustomerLoanStep) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <JourneyKeyContext.Provider value={journeyKey}>
      <Suspense fallback={<LoadingMessage>{t('customerLoan.opening')}</LoadingMessage>}>
        <StepScreen journey={journey} onNext={onNext} onRefresh={onRefresh} />
        {/* With the step's screen, not under "Opening…": the screen would push it down (a layout shift). */}
        <ConsentsLink />
      </Suspense>
    </JourneyKeyContext.Provider>
  );
}

/** Fetches the steps' screens: at once on a step after sign-in, when the phone is idle on the OTP step. */
function usePrefetchedStepScreens() {
  const onOtpStep = stepOfPath(useLocation().pathname) === 'login-otp';
  useEffect(() => {
    // A failed prefetch is not this hook's to say: the step screen's own import, when it renders, says it.
    const load = () => void loadStepScreen().catch(() => undefined);
    if (onOtpStep) return whenIdle(load, { delayMs: stepScreenPrefetchDelayMs });
    load();
  }, [onOtpStep]);
}

/**
 * Every step of the customer loan journey (/products/:productName/customer/:providerCode/<step>, SPEC §2)
 * on one page: the server keeps the step, so the page asks it and goes where it says. A reload, the back
 * button or a second device therefore show the true step; a customer not signed in proves the mobile first.
 * Its words are the catalogue's (customerLoan.*), in the customer's language: the link's `lang`, kept on
 * every step's address (decision 0217).
 */
export function CustomerLoanPage() {
  const { params } = usePageRoute();
  const productCode = params.productName;
  const providerCode = params.providerCode;
  const journeyState = useJourney(productCode, providerCode);
  const brandName = useLeadBrand(journeyState.journey.data);
  usePrefetchedStepScreens();
  return (
    <div className="cl-page">
      {brandName ? (
        <p className="cl-brand">
          <BrandLogo brandName={brandName} />
          <span aria-hidden="true">{brandName}</span>
        </p>
      ) : (
        // Before the brand is known its row keeps its place, so the step below does not move down when it arrives.
        <p className="cl-brand" data-brand-pending="" aria-hidden="true" />
      )}
      <LoanContent productCode={productCode} providerCode={providerCode} journeyState={journeyState} />
    </div>
  );
}
