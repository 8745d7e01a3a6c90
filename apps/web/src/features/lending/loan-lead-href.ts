import { buildHref, type LeadSummary } from '@portal/domain';
import { servedRoutes } from '../../lib/served-routes';

/**
 * Where a loan lead is taken up again: its offer's Loan Details page when it came from a lenders'
 * application (aggregator id), else the lead's own details page. Ids only in the URL, nothing personal.
 */
export function loanLeadHref(lead: Pick<LeadSummary, 'productCode' | 'leadId' | 'aggregatorId'>): string | undefined {
  const offerLead = servedRoutes.find(`${lead.productCode}-offer-lead`);
  if (offerLead && lead.aggregatorId) return buildHref(offerLead, { aggregatorId: lead.aggregatorId, leadId: lead.leadId });
  return hrefOf('lead-details', { leadId: lead.leadId }) ?? hrefOf('product-landing', { productName: lead.productCode });
}

/** A served route's href, or undefined when the route is not served or a parameter is missing. */
export function hrefOf(routeId: string, params: Record<string, string> = {}, query?: Record<string, string | undefined>): string | undefined {
  const route = servedRoutes.find(routeId);
  return route ? buildHref(route, params, query) : undefined;
}
