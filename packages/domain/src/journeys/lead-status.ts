/**
 * The statuses of a lead and the one table of the moves between them (DESIGN "Leads, journeys with state,
 * and customers"). SPEC §4 leaves the statuses open ("Status values of KYC and leads: not shown"), so they
 * are ours: one set for every vertical, because an insurance sale and a loan are both leads in one list.
 * The API changes a lead's status only through `canMoveLead`; a move the table lacks is a 409.
 */
export const leadStatuses = [
  // Every lead
  'CREATED',
  // Insurance: a quote, a proposal, its payment and the policy
  'QUOTED',
  'PROPOSAL_DRAFT',
  'PROPOSAL_SUBMITTED',
  'PAYMENT_PENDING',
  'PAYMENT_FAILED',
  'POLICY_ISSUED',
  'POLICY_RETURNED',
  // Loans and deposits: the customer's consent, lenders' offers, the customer's own application
  'CONSENT_PENDING',
  'CONSENT_GIVEN',
  'OFFERS_READY',
  'NO_OFFERS',
  'OFFER_SELECTED',
  'LINK_SHARED',
  'APPLICATION_IN_PROGRESS',
  'DISBURSED',
  'REJECTED',
  // Life insurance: the proposal with the insurer (PROPOSAL_SUBMITTED), its underwriting and the insurer's decision
  'UNDERWRITING',
  'DECLINED',
  // Endings any open lead may reach
  'NOT_INTERESTED',
  'EXPIRED',
  'CLOSED',
] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** What a partner reads for each status: a sentence part, never the code. */
export const leadStatusLabels: Record<LeadStatus, string> = {
  CREATED: 'New lead',
  QUOTED: 'Quote given',
  PROPOSAL_DRAFT: 'Proposal in progress',
  PROPOSAL_SUBMITTED: 'Proposal submitted',
  PAYMENT_PENDING: 'Waiting for payment',
  PAYMENT_FAILED: 'Payment failed',
  POLICY_ISSUED: 'Policy issued',
  POLICY_RETURNED: 'Policy returned in free look',
  CONSENT_PENDING: 'Waiting for customer consent',
  CONSENT_GIVEN: 'Customer consented',
  OFFERS_READY: 'Offers ready',
  NO_OFFERS: 'No offers',
  OFFER_SELECTED: 'Offer chosen',
  LINK_SHARED: 'Link shared with customer',
  APPLICATION_IN_PROGRESS: 'Customer is applying',
  DISBURSED: 'Loan disbursed',
  REJECTED: 'Rejected by lender',
  UNDERWRITING: 'With the insurer for underwriting',
  DECLINED: 'Declined by the insurer',
  NOT_INTERESTED: 'Customer not interested',
  EXPIRED: 'Expired',
  CLOSED: 'Closed',
};

/**
 * Statuses that close a lead: no sale step, lender or partner moves it on. The one exception is an issued
 * policy the customer returns in its free-look period (decision 0101), recorded as POLICY_RETURNED.
 */
export const finalLeadStatuses: readonly LeadStatus[] = [
  'POLICY_ISSUED',
  'POLICY_RETURNED',
  'DISBURSED',
  'REJECTED',
  'DECLINED',
  'NOT_INTERESTED',
  'EXPIRED',
  'CLOSED',
];

const endings: LeadStatus[] = ['NOT_INTERESTED', 'EXPIRED', 'CLOSED'];

/** From each status, where a lead may go next. Endings are reachable from every open status. */
export const leadTransitions: Record<LeadStatus, readonly LeadStatus[]> = {
  CREATED: ['QUOTED', 'PROPOSAL_DRAFT', 'CONSENT_PENDING', 'LINK_SHARED', ...endings],
  // A life proposal goes to the insurer, which underwrites it (medicals, if any) and issues or declines it.
  QUOTED: ['QUOTED', 'PROPOSAL_DRAFT', 'LINK_SHARED', ...endings],
  PROPOSAL_DRAFT: ['PROPOSAL_DRAFT', 'PROPOSAL_SUBMITTED', ...endings],
  PROPOSAL_SUBMITTED: ['PROPOSAL_DRAFT', 'PAYMENT_PENDING', 'UNDERWRITING', ...endings],
  UNDERWRITING: ['UNDERWRITING', 'POLICY_ISSUED', 'DECLINED', ...endings],
  DECLINED: [],
  // Back to PROPOSAL_DRAFT: the partner reopens the proposal before it is paid (its details change).
  PAYMENT_PENDING: ['PAYMENT_FAILED', 'POLICY_ISSUED', 'PROPOSAL_DRAFT', ...endings],
  PAYMENT_FAILED: ['PAYMENT_PENDING', 'POLICY_ISSUED', 'PROPOSAL_DRAFT', ...endings],
  POLICY_ISSUED: ['POLICY_RETURNED'],
  POLICY_RETURNED: [],
  CONSENT_PENDING: ['CONSENT_GIVEN', ...endings],
  CONSENT_GIVEN: ['OFFERS_READY', 'NO_OFFERS', ...endings],
  OFFERS_READY: ['OFFERS_READY', 'OFFER_SELECTED', ...endings],
  NO_OFFERS: ['OFFERS_READY', ...endings],
  OFFER_SELECTED: ['OFFER_SELECTED', 'LINK_SHARED', 'APPLICATION_IN_PROGRESS', ...endings],
  LINK_SHARED: ['LINK_SHARED', 'APPLICATION_IN_PROGRESS', 'QUOTED', 'PROPOSAL_DRAFT', ...endings],
  APPLICATION_IN_PROGRESS: ['DISBURSED', 'REJECTED', ...endings],
  DISBURSED: [],
  REJECTED: [],
  NOT_INTERESTED: [],
  EXPIRED: [],
  CLOSED: [],
};

export const canMoveLead = (from: LeadStatus, to: LeadStatus): boolean => leadTransitions[from].includes(to);

/**
 * The statuses a partner may set by hand (PUT /api/leads/{leadId}), where the table allows the move: he
 * records that he shared the link or that the lead is over. Every other status follows what happened (a
 * sale's step, the customer's consent, a lender's answer) and is set by the module that saw it.
 */
export const partnerSetLeadStatuses: readonly LeadStatus[] = ['LINK_SHARED', 'NOT_INTERESTED', 'CLOSED'];
