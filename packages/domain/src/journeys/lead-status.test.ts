import { describe, expect, it } from 'vitest';
import { canMoveLead, finalLeadStatuses, leadStatuses, leadStatusLabels, leadTransitions, partnerSetLeadStatuses, type LeadStatus } from './lead-status';

// The table as the spec of moves, written out again by hand: a change to leadTransitions must change this too.
const allowed: [LeadStatus, LeadStatus[]][] = [
  ['CREATED', ['QUOTED', 'PROPOSAL_DRAFT', 'CONSENT_PENDING', 'LINK_SHARED']],
  ['QUOTED', ['QUOTED', 'PROPOSAL_DRAFT', 'LINK_SHARED']],
  ['PROPOSAL_DRAFT', ['PROPOSAL_DRAFT', 'PROPOSAL_SUBMITTED']],
  ['PROPOSAL_SUBMITTED', ['PROPOSAL_DRAFT', 'PAYMENT_PENDING', 'UNDERWRITING']],
  ['UNDERWRITING', ['UNDERWRITING', 'POLICY_ISSUED', 'DECLINED']],
  ['PAYMENT_PENDING', ['PAYMENT_FAILED', 'POLICY_ISSUED', 'PROPOSAL_DRAFT']],
  ['PAYMENT_FAILED', ['PAYMENT_PENDING', 'POLICY_ISSUED', 'PROPOSAL_DRAFT']],
  ['CONSENT_PENDING', ['CONSENT_GIVEN']],
  ['CONSENT_GIVEN', ['OFFERS_READY', 'NO_OFFERS']],
  ['OFFERS_READY', ['OFFERS_READY', 'OFFER_SELECTED']],
  ['NO_OFFERS', ['OFFERS_READY']],
  ['OFFER_SELECTED', ['OFFER_SELECTED', 'LINK_SHARED', 'APPLICATION_IN_PROGRESS']],
  ['LINK_SHARED', ['LINK_SHARED', 'APPLICATION_IN_PROGRESS', 'QUOTED', 'PROPOSAL_DRAFT']],
  ['APPLICATION_IN_PROGRESS', ['DISBURSED', 'REJECTED']],
];
const endings: LeadStatus[] = ['NOT_INTERESTED', 'EXPIRED', 'CLOSED'];
const open = new Map(allowed);
/** A closed lead's only move: an issued policy returned in its free-look period. */
const afterClosing = new Map<LeadStatus, LeadStatus[]>([['POLICY_ISSUED', ['POLICY_RETURNED']]]);

describe('the lead transition table', () => {
  it.each(leadStatuses.flatMap((from) => leadStatuses.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    const expected = finalLeadStatuses.includes(from)
      ? (afterClosing.get(from) ?? []).includes(to)
      : endings.includes(to) || (open.get(from) ?? []).includes(to);
    expect(canMoveLead(from, to)).toBe(expected);
  });

  it('has an open row for every status that is not final, and final statuses lead nowhere but an issued policy to its return', () => {
    for (const status of leadStatuses) {
      if (finalLeadStatuses.includes(status)) expect(leadTransitions[status]).toEqual(afterClosing.get(status) ?? []);
      else expect(open.has(status)).toBe(true);
    }
  });

  it('can reach every status from CREATED', () => {
    const reached = new Set<LeadStatus>(['CREATED']);
    for (let grew = true; grew;) {
      grew = false;
      for (const from of [...reached]) {
        for (const to of leadTransitions[from]) {
          if (reached.has(to)) continue;
          reached.add(to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...leadStatuses].sort());
  });

  it('labels every status in words, never its code', () => {
    for (const status of leadStatuses) expect(leadStatusLabels[status]).toMatch(/^[A-Z][a-z]/);
  });

  it('lets a partner set only statuses that are reachable endings or the shared link', () => {
    expect(partnerSetLeadStatuses).toEqual(['LINK_SHARED', 'NOT_INTERESTED', 'CLOSED']);
  });
});
