import type { lenderApplicationStatuses } from '../api/lending-lender-status';
import type { LifeInsurerCallbackBody } from '../api/life';
import type { CustomerLoanStep } from './routes/customer-loan-routes';

// Written out, not imported, so this module imports no schema (the leads contract imports it); the test
// holds them equal to the lenders' statuses, the steps of leadStatusOnArrival and the insurers' events.
const lenderStatuses = ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'DISBURSED', 'REJECTED'] as const satisfies readonly (typeof lenderApplicationStatuses)[number][];
/** The loan journey's steps that move the lead (the customer reached them). */
const loanJourneySteps = ['offer', 'apply', 'disbursement-success', 'disbursement-reject'] as const satisfies readonly CustomerLoanStep[];
const insurerEvents = ['MEDICAL_SCHEDULED', 'UNDERWRITING', 'ISSUED', 'DECLINED'] as const satisfies readonly LifeInsurerCallbackBody['event'][];

/** How a partner says he shared a lead's link himself (PUT /api/leads/{leadId} with LINK_SHARED). */
export const leadShareChannels = ['whatsapp', 'copied-link', 'share-menu'] as const;
export type LeadShareChannel = (typeof leadShareChannels)[number];

/**
 * What the portal writes in a lead's history (and a life application's timeline) as it happens: each a key of
 * the catalogues' `leadNote` namespace, with values that are names or references (a lender, an insurer, a
 * bank), never words (decision 0278). Every client renders the key in its reader's language; the English
 * sentence is kept beside it for audit exports and API clients that read `note`. A person's own words (a
 * partner's note when ending a lead, an insurer's note) are no key: they stay as typed.
 */
export const leadNoteKeys = [
  'leftOnPublicPage',
  'linkSentBySms',
  'linkShared',
  'customerLinkMade',
  'customerConfirmed',
  'madeFromCreditReport',
  'creditScoreLinkShared',
  'depositBookingLink',
  'offerChosen',
  'customerConsented',
  'offersIn',
  'noOffers',
  'quoteShared',
  'quoteSharedAgain',
  'lifeProposalSent',
  'lifeProposalReference',
  'returnedInFreeLook',
  ...leadShareChannels.map((channel) => `linkSharedBy.${channel}` as const),
  ...lenderStatuses.map((status) => `lenderStatus.${status}` as const),
  ...loanJourneySteps.map((step) => `customerJourney.${step}` as const),
  ...insurerEvents.map((event) => `insurerEvent.${event}` as const),
] as const;
export type LeadNoteKey = (typeof leadNoteKeys)[number];

/** A note as the portal records it: its key and the names it interpolates. */
export interface LeadNote {
  key: LeadNoteKey;
  values?: Readonly<Record<string, string>>;
}

export const isLeadNoteKey = (key: unknown): key is LeadNoteKey => typeof key === 'string' && (leadNoteKeys as readonly string[]).includes(key);
