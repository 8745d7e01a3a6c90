import { randomUUID } from 'node:crypto';
import { getRoute, providerCodeOf, samplePersonalLoanSell, type CustomerJourney, type LenderCode } from '@portal/domain';

/**
 * A page Lighthouse opens: signed in as the partner, or as a customer would (no session: an SMS link or a
 * QR card; or the customer's own session, once they gave their OTP on the link's first page).
 */
export interface AuditedPage {
  name: string;
  path: string;
  signedIn: boolean;
  /** The customer's session cookie, sent instead of the partner's. */
  customerCookie?: string;
}

type Call = <T>(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>) => Promise<T>;

/** A sandbox test number (the fixed OTP) no other bench uses, as the loan customer's mobile. */
const LOAN_CUSTOMER_MOBILE = '9999900087';
/** The Hindi audit's own customer: each load of login-otp sends an OTP, and one mobile's sends are rate-limited. */
const HINDI_LOAN_CUSTOMER_MOBILE = '9999900089';
/** Another, as the credit-score customer's. */
const CREDIT_SCORE_CUSTOMER_MOBILE = '9999900088';

/**
 * The customer's personal-loan link, made as a partner makes it (application, the customer's consent by OTP,
 * the offers, the first offer chosen, the KFS acknowledged), as the e2e journey does (e2e/tests/support/customer-loan.ts).
 */
async function makeCustomerLoanLink(call: Call, otp: string, mobile: string): Promise<{ providerCode: string; token: string; leadId: string }> {
  const application = await call<{ aggregatorId: string }>('POST', '/products/personal-loan/loan-applications', {
    ...samplePersonalLoanSell(new Date()),
    mobile,
  });
  const id = application.aggregatorId;
  await call('POST', `/loan-applications/${id}/consent/otp`);
  await call('POST', `/loan-applications/${id}/consent/verify`, { otp });
  let offers: { offers: { offerId: string; lenderCode: LenderCode }[]; pending: unknown[] } = { offers: [], pending: [1] };
  for (let attempt = 0; attempt < 40 && offers.pending.length > 0; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    offers = await call('GET', `/leads/aggregator/${id}?dpFlow=PARTNER`);
  }
  const offer = offers.offers[0];
  if (!offer) throw new Error('the sandbox lenders made no loan offer');
  const chosen = await call<{ leadId: string }>('POST', `/leads/clone?aggregatorId=${id}&dpFlow=PARTNER&selectOffer=${encodeURIComponent(offer.offerId)}`);
  await call('POST', `/leads/kfsAcknowledgement?leadId=${chosen.leadId}`, { acknowledged: true });
  const { link } = await call<{ link: string }>('POST', `/leads/customerLink?leadId=${chosen.leadId}`);
  return { providerCode: providerCodeOf(offer.lenderCode), token: new URL(link, 'http://portal.test').searchParams.get('token')!, leadId: chosen.leadId };
}

/** A POST to the API as the customer's phone sends it: no partner session, the customer's own cookie once they have one. */
async function postAsCustomer<T>(baseUrl: string, path: string, body: unknown, cookie?: string): Promise<{ answer: T; setCookie: string | null }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return { answer: (await response.json()) as T, setCookie: response.headers.get('set-cookie') };
}

/** Answers of the steps some lenders ask before their offer (apply-first), as the e2e journey gives them. */
const answersBeforeOffer: Record<string, Record<string, unknown>> = {
  'apply/details': { loanAmount: 10_000_000, tenureMonths: 24 },
  'apply/confirm': { confirm: true },
};

/**
 * The customer's session on their loan link, and the journey walked to the offer step: the link's OTP given
 * on login-otp (the sandbox's fixed one), then each step before the offer answered as the customer's page does.
 */
async function signInToLoanOffer(baseUrl: string, loan: { providerCode: string; token: string; leadId: string }, otp: string): Promise<string> {
  const { answer: challenge } = await postAsCustomer<{ challengeId: string }>(baseUrl, '/customer-sessions/lead/otp', { token: loan.token });
  const { setCookie } = await postAsCustomer(baseUrl, '/customer-sessions/lead', { token: loan.token, challengeId: challenge.challengeId, otp });
  if (!setCookie) throw new Error("the customer's OTP set no session");
  const cookie = setCookie.split(';')[0]!;
  const journeyPath = `/products/personal-loan/customer/${loan.providerCode}/leads/${loan.leadId}/journey`;
  const current = await fetch(`${baseUrl}/api${journeyPath}`, { headers: { cookie } });
  let journey = (await current.json()) as CustomerJourney;
  for (let step = 0; step < 5 && journey.step !== 'offer'; step += 1) {
    ({ answer: journey } = await postAsCustomer<CustomerJourney>(
      baseUrl,
      journeyPath,
      { step: journey.step, answer: answersBeforeOffer[journey.step] ?? {} },
      cookie,
    ));
  }
  if (journey.step !== 'offer') throw new Error(`the loan journey stopped at ${journey.step} before the offer`);
  return cookie;
}

/** The credit-score customer's link, as the partner sends it (decision 0082): its page is the customer's journey. */
async function makeCreditScoreLink(call: Call): Promise<string> {
  const { checkId } = await call<{ checkId: string }>('POST', '/products/credit-score/leads/initiate-credit-check', {
    name: 'Meena Das',
    mobile: CREDIT_SCORE_CUSTOMER_MOBILE,
    pan: 'ABCPD4321L',
  });
  const { link } = await call<{ link: string }>('POST', `/credit-checks/${checkId}/customer-link`);
  const url = new URL(link, 'http://portal.test');
  return `${url.pathname}${url.search}`;
}

/**
 * The payment status page as the customer of a payment link reaches it: the partner reviews and makes the link, the
 * customer pays on the sandbox gateway's page, and the gateway's return sends the browser to the page with
 * its receipt token (decision 0161). Without the receipt it is the partner's page, which asks for a session.
 */
async function customerReturnFromPayment(call: Call, baseUrl: string, productCode: string, referenceId: string): Promise<string> {
  await call('POST', `/products/${productCode}/checkout`, { referenceId });
  const { orderId } = await call<{ orderId: string }>('POST', `/products/${productCode}/payments/link`, { referenceId }, { 'idempotency-key': randomUUID() });
  let location = `${baseUrl}/api/sandbox/gateway/checkout/${encodeURIComponent(orderId)}/pay`;
  let method = 'POST';
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await fetch(location, { method, redirect: 'manual', headers: { origin: baseUrl } });
    const next = response.headers.get('location');
    if (!next) throw new Error(`the payment's return stopped at ${response.status} ${new URL(location).pathname}`);
    const url = new URL(next, location);
    if (url.pathname === getRoute('payment-status').path) {
      if (!url.searchParams.has('receipt')) throw new Error("the payment's return carries no receipt");
      return `${url.pathname}${url.search}`;
    }
    location = url.href;
    method = 'GET';
  }
  throw new Error("the payment's return did not reach the payment status page");
}

/**
 * The pages added to the Lighthouse bench beyond landing, login, home, proposal and review, with the
 * data each needs made through the API first: the leads list and a lead's details (the proposal's lead), the
 * payment status page a customer returns to, the List of POS Plans, the customer's loan login-otp and offer
 * steps, and the credit-score customer's journey from their link.
 */
export async function moreAuditedPages(
  call: Call,
  options: { baseUrl: string; referenceId: string; paidReferenceId: string; productCode: string; otp: string },
): Promise<AuditedPage[]> {
  const { leads } = await call<{ leads: { leadId: string }[] }>('GET', '/filteredLeads?limit=1');
  const leadId = leads[0]?.leadId;
  if (!leadId) throw new Error('the proposal made no lead');
  const loan = await makeCustomerLoanLink(call, options.otp, LOAN_CUSTOMER_MOBILE);
  const hindiLoan = await makeCustomerLoanLink(call, options.otp, HINDI_LOAN_CUSTOMER_MOBILE);
  const loanCustomerCookie = await signInToLoanOffer(options.baseUrl, loan, options.otp);
  const creditScoreLink = await makeCreditScoreLink(call);
  const customerPaymentStatus = await customerReturnFromPayment(call, options.baseUrl, options.productCode, options.paidReferenceId);
  return [
    {
      name: 'customer: loan login-otp',
      path: `/products/personal-loan/customer/${loan.providerCode}/login-otp?token=${encodeURIComponent(loan.token)}`,
      signedIn: false,
    },
    // The same link as a Hindi customer gets it: the budgets hold in Hindi too (decision 0270: the font, the hi-IN words).
    {
      name: 'customer: loan login-otp, in Hindi',
      path: `/products/personal-loan/customer/${hindiLoan.providerCode}/login-otp?token=${encodeURIComponent(hindiLoan.token)}&lang=hi-IN`,
      signedIn: false,
    },
    {
      name: 'customer: loan offer',
      path: `/products/personal-loan/customer/${loan.providerCode}/offer`,
      signedIn: false,
      customerCookie: loanCustomerCookie,
    },
    { name: 'customer: credit-score journey', path: creditScoreLink, signedIn: false },
    { name: 'customer: payment status', path: customerPaymentStatus, signedIn: false },
    { name: 'leads list', path: getRoute('leads').path, signedIn: true },
    { name: 'lead details', path: getRoute('lead-details').path.replace(':leadId', leadId), signedIn: true },
    { name: 'List of POS Plans', path: getRoute('life-pos').path, signedIn: true },
  ];
}
