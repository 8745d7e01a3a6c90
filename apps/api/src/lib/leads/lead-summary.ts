import { findProduct, leadStatusLabels, type LeadSummary } from '@portal/domain';
import { leads } from '../../db/schema/leads-schema';
import type { LeadRow } from './lead-records';

/** The columns a lead's summary shows: the lead list's select and every answer that names a lead. */
export const summaryColumns = {
  id: leads.id,
  productCode: leads.productCode,
  status: leads.status,
  customerName: leads.customerName,
  customerMobile: leads.customerMobile,
  customerEmail: leads.customerEmail,
  customerLanguage: leads.customerLanguage,
  panMasked: leads.panMasked,
  amount: leads.amount,
  externalLeadId: leads.externalLeadId,
  aggregatorId: leads.aggregatorId,
  referenceId: leads.referenceId,
  policyNumber: leads.policyNumber,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
};
export type LeadSummaryRow = Pick<LeadRow, keyof typeof summaryColumns>;

/** A lead as the lists and answers show it. */
export function toLeadSummary(lead: LeadSummaryRow): LeadSummary {
  return {
    leadId: lead.id,
    productCode: lead.productCode,
    productName: findProduct(lead.productCode)?.name ?? lead.productCode,
    status: lead.status,
    statusLabel: leadStatusLabels[lead.status],
    customer: {
      name: lead.customerName,
      mobile: lead.customerMobile,
      ...(lead.customerEmail ? { email: lead.customerEmail } : {}),
      ...(lead.panMasked ? { panMasked: lead.panMasked } : {}),
      language: lead.customerLanguage,
    },
    ...(lead.amount !== null ? { amount: lead.amount } : {}),
    ...(lead.externalLeadId ? { externalLeadId: lead.externalLeadId } : {}),
    ...(lead.aggregatorId ? { aggregatorId: lead.aggregatorId } : {}),
    ...(lead.referenceId ? { referenceId: lead.referenceId } : {}),
    ...(lead.policyNumber ? { policyNumber: lead.policyNumber } : {}),
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}
