// The leads module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { findLead, findLeadById, findLeadByReference, type LeadRow, moveLeadStatus, updateLead } from './leads-repository';
export { createLead, derivePanKey, leadProduct, type LeadsContext, toLeadSummary } from './leads-service';
export { recordSharedQuoteLead, syncSaleLead } from './sale-leads';
