import { getRoute, providerCodeOf, samplePersonalLoanSell, type LenderCode } from '@portal/domain';

/** A page Lighthouse opens: signed in as the partner, or as a customer would (no session: an SMS link or a QR card). */
export interface AuditedPage {
  name: string;
  path: string;
  signedIn: boolean;
}

type Call = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

/** A sandbox test number (the fixed OTP) no other bench uses, as the loan customer's mobile. */
const LOAN_CUSTOMER_MOBILE = '9999900087';

/**
 * The customer's personal-loan link, made as a partner makes it (application, the customer's consent by OTP,
 * the offers, the first offer chosen, the KFS acknowledged), as the e2e journey does (e2e/tests/support/customer-loan.ts).
 */
async function makeCustomerLoanLink(call: Call, otp: string): Promise<{ providerCode: string; token: string }> {
  const application = await call<{ aggregatorId: string }>('POST', '/products/personal-loan/loan-applications', {
    ...samplePersonalLoanSell(new Date()),
    mobile: LOAN_CUSTOMER_MOBILE,
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
  return { providerCode: providerCodeOf(offer.lenderCode), token: new URL(link, 'http://portal.test').searchParams.get('token')! };
}

/**
 * The pages added to the Lighthouse bench beyond landing, login, home, proposal and review, with the
 * data each needs made through the API first: the leads list and a lead's details (the proposal's lead), the
 * payment status page a customer returns to, the List of POS Plans, and the customer's loan login-otp page.
 */
export async function moreAuditedPages(call: Call, options: { referenceId: string; productCode: string; otp: string }): Promise<AuditedPage[]> {
  const { leads } = await call<{ leads: { leadId: string }[] }>('GET', '/filteredLeads?limit=1');
  const leadId = leads[0]?.leadId;
  if (!leadId) throw new Error('the proposal made no lead');
  const loan = await makeCustomerLoanLink(call, options.otp);
  const status = new URLSearchParams({ status: 'MISC', referenceId: options.referenceId, productCode: options.productCode });
  return [
    {
      name: 'customer: loan login-otp',
      path: `/products/personal-loan/customer/${loan.providerCode}/login-otp?token=${encodeURIComponent(loan.token)}`,
      signedIn: false,
    },
    { name: 'customer: payment status', path: `${getRoute('payment-status').path}?${status.toString()}`, signedIn: false },
    { name: 'leads list', path: getRoute('leads').path, signedIn: true },
    { name: 'lead details', path: getRoute('lead-details').path.replace(':leadId', leadId), signedIn: true },
    { name: 'List of POS Plans', path: getRoute('life-pos').path, signedIn: true },
  ];
}
