import {
  fieldConfigTypesOfPage,
  pageReadsLandingConfig,
  partnerCallsOfPage,
  type PageAddress as DomainPageAddress,
  type PageId,
  type PartnerCall,
} from '@portal/domain';
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

/** Where the page was opened, as the domain's page rules read it, with its path (a loan step's name is in it). */
type PageAddress = DomainPageAddress & { pathname: string };

type Dispatch = AppStore['dispatch'];

const ask = { subscribe: false } as const;

/** Asks one of the partner's calls with the arguments its page's hook passes, so they share one cache entry. */
function askPartnerCall(dispatch: Dispatch, call: PartnerCall): void {
  switch (call.kind) {
    case 'product-catalog':
      void dispatch(productCatalogApi.endpoints.getProductCatalog.initiate(undefined, ask));
      return;
    case 'dashboard-summary':
      void dispatch(getDashboardSummaryApi.endpoints.getDashboardSummary.initiate(undefined, ask));
      return;
    case 'feature-flags':
      void dispatch(featureFlagsApi.endpoints.getFeatureFlags.initiate(undefined, ask));
      return;
    case 'quote':
      void dispatch(getQuoteApi.endpoints.getQuote.initiate({ productCode: call.productCode, quoteId: call.quoteId }, ask));
      return;
    case 'proposal':
      void dispatch(getProposalApi.endpoints.getProposal.initiate({ productCode: call.productCode, referenceId: call.referenceId }, ask));
      return;
    case 'lead':
      // Once the lead is in, whether its product may be sold (its actions' notice): asked as the answer comes.
      void dispatch(getLeadApi.endpoints.getLead.initiate(call.leadId, ask)).then(({ data }) => {
        if (data) void dispatch(productWaitlistApi.endpoints.getAuthorisationStatus.initiate(data.productCode, ask));
      });
      return;
  }
}

/**
 * The public queries a page's first paint waits on beyond a product's configs, with the same arguments its hooks
 * pass. Asked at start-up beside the page's code: otherwise each waits until the page's code has arrived, run and
 * rendered, a round trip and a render later on a slow phone (decision 0136). Only the pages whose first paint
 * measured slow are here; a page not listed fetches as it renders.
 */
const publicPageData: Partial<Record<PageId, (dispatch: Dispatch, address: PageAddress) => void>> = {
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
  // The customer's credit-score link: whose check and the notice to agree to (its largest paint), from the
  // credit score's calls' chunk as the page's hook asks it; the OTP step shows the same landing's name and mobile.
  'credit-score-customer-landing': (dispatch, { search }) => askCreditCustomerLanding(dispatch, search.get('token')),
  'credit-score-customer-otp': (dispatch, { search }) => askCreditCustomerLanding(dispatch, search.get('token')),
};

function askCreditCustomerLanding(dispatch: Dispatch, token: string | null) {
  if (!token) return;
  void import('../features/credit-score/api/credit-checks').then(
    ({ creditChecksApi }) => void dispatch(creditChecksApi.endpoints.creditCustomerLanding.initiate(token, ask)),
    () => undefined,
  );
}

/**
 * At start-up, before the first render: asks the queries of the page the browser opened (matched as the
 * router matches it), by the rules its HTML and Link header name them by (packages/domain/src/journeys/page-calls.ts,
 * decisions 0298 and 0302). First the public calls of a page of a product: the landing config (its name for the
 * header, its consent text), and the forms' fields the page draws; then the page's own public calls; and, once the
 * session status (`session`, already asked) says a partner is signed in, the partner's calls (partnerCallsOfPage),
 * never for a visitor, whose calls would open the sign-in dialog.
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
  publicPageData[route.page]?.(store.dispatch, address);
  const partnerCalls = partnerCallsOfPage(address);
  if (partnerCalls.length === 0) return;
  void session.then(() => {
    if (!sessionApi.endpoints.getSession.select()(store.getState()).data) return;
    for (const call of partnerCalls) askPartnerCall(store.dispatch, call);
  });
}
