import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { lenderOfProviderCode, mandatePagePath, type CustomerLoanStep } from '@portal/domain';
import { BrandLogo } from '../../components/brand-logo';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { usePageRoute } from '../../lib/page-route';
import { useGetCustomerLoanJourneyQuery, useGetCustomerSessionStatusQuery, type CustomerLoanJourney } from './api/customer-loan-journey';
import { JourneyKeyContext } from './steps/step-parts';
import { LoginOtpStep } from './steps/login-otp-step';
import { StepScreen } from './steps/step-screen';
import './customer-loan.css';
import { useLinkBrand } from '../../lib/brand';
import { ConsentsLink } from '../../components/consents-link';

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
 * Every step of the customer loan journey (/products/:productName/customer/:providerCode/<step>, SPEC §2)
 * on one page: the server keeps the step, so the page asks it and goes where it says. A reload, the back
 * button or a second device therefore show the true step; a customer not signed in proves the mobile first.
 */
export function CustomerLoanPage() {
  const { params } = usePageRoute();
  const location = useLocation();
  const navigate = useNavigate();
  const productCode = params.productName;
  const providerCode = params.providerCode;
  const urlStep = stepOfPath(location.pathname);
  // The customer's session names its one lead; the journey is that lead's.
  const session = useGetCustomerSessionStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const leadId = session.data?.signedIn && session.data.session.scope.kind === 'lead' ? session.data.session.scope.id : undefined;
  const key = productCode && providerCode && leadId ? { productCode, providerCode, leadId } : undefined;
  const journey = useGetCustomerLoanJourneyQuery(key ?? skipToken, { refetchOnMountOrArgChange: true });
  useLinkBrand(journey.data?.brandName);
  const token = new URLSearchParams(location.search).get('token') ?? undefined;
  const serverStep = journey.data?.step;
  const signedOut = (session.data !== undefined && !leadId) || readApiError(journey.error)?.status === 401;
  const firstLoad = useRef(true);

  useBackNavigationBlocked(Boolean(journey.data?.backNavigationDisabled) && serverStep === urlStep);

  useEffect(() => {
    if (!productCode || !providerCode) return;
    const target: CustomerLoanStep | undefined = signedOut ? 'login-otp' : serverStep;
    if (!target || target === urlStep) return;
    // Coming back (reload, back button, another device) the URL is corrected in place; moving on is a new entry.
    const replace = firstLoad.current || signedOut || Boolean(journey.data?.backNavigationDisabled);
    firstLoad.current = false;
    void navigate({ pathname: stepPath(productCode, providerCode, target), search: location.search }, { replace });
  }, [signedOut, serverStep, urlStep, productCode, providerCode, navigate, location.search, journey.data?.backNavigationDisabled]);

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

  let content;
  if (!productCode || !providerCode) {
    content = <ErrorMessage>This loan link is not complete. Open the link you were sent again.</ErrorMessage>;
  } else if (!lenderOfProviderCode(providerCode)) {
    // A lender no one lends with here (a mistyped or cut link): say so, and lead back to the customer's own link.
    content = (
      <>
        <ErrorMessage>This link names a lender we do not work with, so your loan cannot be opened from it.</ErrorMessage>
        <p>{token ? <a href={mandatePagePath(productCode, token)}>Open your loan link again</a> : 'Open the loan link your advisor sent you by SMS again.'}</p>
      </>
    );
  } else if (signedOut) {
    content = token ? (
      <LoginOtpStep token={token} onSignedIn={() => void session.refetch()} />
    ) : (
      <ErrorMessage>To continue, open the loan link you were sent by SMS again.</ErrorMessage>
    );
  } else if (session.isLoading || journey.isLoading || (journey.data && journey.data.step !== urlStep)) {
    content = <LoadingMessage>Opening your loan…</LoadingMessage>;
  } else if (session.isError || journey.isError || !journey.data || !key) {
    const error = readApiError(session.error ?? journey.error);
    const retry = () => void (session.isError ? session.refetch() : journey.refetch());
    content = <ErrorMessage onRetry={retry}>{error?.message ?? 'Your loan could not be loaded.'}</ErrorMessage>;
  } else {
    content = (
      <JourneyKeyContext.Provider value={key}>
        <StepScreen journey={journey.data} onNext={goTo} onRefresh={() => void journey.refetch()} />
      </JourneyKeyContext.Provider>
    );
  }

  const brandName = journey.data?.brandName;
  return (
    <div className="cl-page">
      {brandName ? (
        <p className="cl-brand">
          <BrandLogo brandName={brandName} />
          <span aria-hidden="true">{brandName}</span>
        </p>
      ) : null}
      {content}
      {leadId ? <ConsentsLink /> : null}
    </div>
  );
}
