import { fieldConfigTypesOfPage, pageReadsLandingConfig, productCodeOfRoute, type PageId, type RouteDefinition } from '@portal/domain';
import { featureFlagsApi } from '../lib/api-endpoints/feature-flags';
import { landingConfigApi } from '../lib/api-endpoints/landing-config';
import { productCatalogApi } from '../lib/api-endpoints/product-catalog';
import { sessionApi } from '../lib/api-endpoints/session';
import { matchServedRoute } from '../lib/served-routes';
import { productWaitlistApi } from '../lib/api-endpoints/product-authorisation';
import { getDashboardSummaryApi } from '../features/dashboard/api/get-dashboard-summary';
import { getLeadApi } from '../features/leads/api/get-lead';
import { fieldConfigApi } from '../features/insurance/api/get-field-config';
import { getProposalApi } from '../features/insurance/api/get-proposal';
import { getQuoteApi } from '../features/insurance/api/get-quote';
import type { AppStore } from './store';

interface PageAddress {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  pathname: string;
}

type Dispatch = AppStore['dispatch'];

/** Runs the partner's own calls once the session status says a partner is signed in (never for a visitor). */
type WhenSignedIn = (ask: () => void) => void;

const ask = { subscribe: false } as const;

/**
 * The queries a page's first paint waits on, with the same arguments its hooks pass (so they share one
 * cache entry). Asked at start-up beside the page's code: otherwise each waits until the page's code has
 * arrived, run and rendered, a round trip and a render later on a slow phone (decision 0136). Public
 * calls go at once; the partner's wait for the session status, so a signed-out visitor's calls do not
 * open the sign-in dialog. Only the pages whose first paint measured slow are here; a page not listed
 * fetches as it renders. The server names the partner's calls in the page's Link header by the rule of
 * partnerCallsOfPage (decision 0302); page-data.test.ts holds that these ask each of them at its address.
 */
const pageData: Partial<Record<PageId, (dispatch: Dispatch, address: PageAddress, whenSignedIn: WhenSignedIn) => void>> = {
  home: (dispatch, _address, whenSignedIn) =>
    whenSignedIn(() => {
      void dispatch(productCatalogApi.endpoints.getProductCatalog.initiate(undefined, ask));
      void dispatch(getDashboardSummaryApi.endpoints.getDashboardSummary.initiate(undefined, ask));
    }),
  'start-selling': (dispatch, address, whenSignedIn) => proposalData(dispatch, address, whenSignedIn),
  'insurance-proposal': (dispatch, address, whenSignedIn) => proposalData(dispatch, address, whenSignedIn),
  // A customer's loan step: its session, journey and screen (decision 0287), from the customer loan chunk.
  'customer-loan-step': (dispatch, { params, pathname, search }) => {
    const { productName: productCode, providerCode } = params;
    const step = pathname.split(`/customer/${providerCode}/`)[1];
    if (!productCode || !providerCode || !step) return;
    void import('../features/customer-loan/customer-loan-prefetch').then(
      (prefetch) => prefetch.prefetchCustomerLoanStep(dispatch, { productCode, providerCode, step, token: search.get('token') }),
      () => undefined,
    );
  },
  // The lead, the catalogue (its product's name) and the header's flags; once the lead is in, whether its product
  // may be sold (its actions' notice): asked as the answers come, not after the page's code has run and rendered.
  'lead-details': (dispatch, { params }, whenSignedIn) => {
    const leadId = params.leadId;
    if (!leadId) return;
    whenSignedIn(() => {
      void dispatch(productCatalogApi.endpoints.getProductCatalog.initiate(undefined, ask));
      void dispatch(featureFlagsApi.endpoints.getFeatureFlags.initiate(undefined, ask));
      void dispatch(getLeadApi.endpoints.getLead.initiate(leadId, ask)).then(({ data }) => {
        if (data) void dispatch(productWaitlistApi.endpoints.getAuthorisationStatus.initiate(data.productCode, ask));
      });
    });
  },
  // The customer's credit-score link: whose check and the notice to agree to (its largest paint), from the
  // credit score's calls' chunk as the page's hook asks it; the OTP step shows the same landing's name and mobile.
  'credit-score-customer-landing': (dispatch, { search }) => askCreditCustomerLanding(dispatch, search.get('token')),
  'credit-score-customer-otp': (dispatch, { search }) => askCreditCustomerLanding(dispatch, search.get('token')),
  'review-payment': (dispatch, { route, params, search }, whenSignedIn) => {
    const productCode = productCodeOfRoute(route, params);
    const referenceId = search.get('referenceId');
    if (!productCode) return;
    if (referenceId) whenSignedIn(() => void dispatch(getProposalApi.endpoints.getProposal.initiate({ productCode, referenceId }, ask)));
  },
};

function askCreditCustomerLanding(dispatch: Dispatch, token: string | null) {
  if (!token) return;
  void import('../features/credit-score/api/credit-checks').then(
    ({ creditChecksApi }) => void dispatch(creditChecksApi.endpoints.creditCustomerLanding.initiate(token, ask)),
    () => undefined,
  );
}

/** The proposal form's: the new quote's answers or the draft's (StartSellingPage's queries); its fields are public. */
function proposalData(dispatch: Dispatch, { route, params, search }: PageAddress, whenSignedIn: WhenSignedIn) {
  const productCode = productCodeOfRoute(route, params);
  if (!productCode) return;
  const referenceId = search.get('referenceId') ?? params.requestId;
  const quoteId = search.get('quoteId');
  whenSignedIn(() => {
    void dispatch(featureFlagsApi.endpoints.getFeatureFlags.initiate(undefined, ask));
    if (referenceId) void dispatch(getProposalApi.endpoints.getProposal.initiate({ productCode, referenceId }, ask));
    // With a draft, the page reads the quote only when it differs from the draft's: left to the page.
    else if (quoteId) void dispatch(getQuoteApi.endpoints.getQuote.initiate({ productCode, quoteId }, ask));
  });
}

/**
 * At start-up, before the first render: asks the queries of the page the browser opened (matched as the
 * router matches it). First the public calls of a page of a product, by the rules its HTML preloads them by
 * (packages/domain/src/journeys/page-calls.ts, decision 0298): the landing config (its name for the header, its
 * consent text), and the forms' fields the page draws. `session` is the session status already asked.
 */
export function prefetchPageData(store: AppStore, location: Pick<Location, 'pathname' | 'search'>, session: PromiseLike<unknown>) {
  const match = matchServedRoute(location.pathname);
  if (!match) return;
  const { route } = match;
  const address: PageAddress = { route, params: match.params, search: new URLSearchParams(location.search), pathname: location.pathname };
  const productCode = address.params.productName;
  if (productCode) {
    if (pageReadsLandingConfig(route.page)) void store.dispatch(landingConfigApi.endpoints.getLandingConfig.initiate(productCode, ask));
    for (const type of fieldConfigTypesOfPage(route.page)) void store.dispatch(fieldConfigApi.endpoints.getFieldConfig.initiate({ productCode, type }, ask));
  }
  const whenSignedIn: WhenSignedIn = (partnerCalls) =>
    void session.then(() => {
      if (sessionApi.endpoints.getSession.select()(store.getState()).data) partnerCalls();
    });
  pageData[route.page]?.(store.dispatch, address, whenSignedIn);
}
