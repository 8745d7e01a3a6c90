import type { Paise } from '../money';
import { indiaIsoDateOf } from '../validation/dates';

/**
 * The free-look period (docs/decisions/0101): the days a policyholder has, from receiving the policy, to
 * return it for a refund. IRDAI (Protection of Policyholders' Interests and Allied Matters of Insurers)
 * Regulations, 2024, regulation 20: 30 days for life and for health policies (health insurance business
 * includes personal accident covers); the refund is the premium less the proportionate risk premium for
 * the days on cover, the insurer's medical examination costs and the stamp duty.
 * Other general insurance (property, device, travel, roadside) has no free look: cancelled under its own terms.
 */
export type FreeLookBasis = 'life' | 'health';

export interface FreeLookTerms {
  /** Calendar days after the day the policy document is received (issued electronically: the day of issue). */
  days: number;
  basis: FreeLookBasis;
  /** The stamp duty the insurer paid on the policy, kept from the refund (paise); none when absent. */
  stampDuty?: Paise;
  /** The insurer's cost of a medical examination, kept from the refund (paise); none of our products needs one. */
  medicalCosts?: Paise;
}

/** IRDAI 2024, regulation 20: life and health policies. */
export const FREE_LOOK_DAYS = 30;
/** The stamp duty of the sandbox insurers' individual policies, Rs 1 a policy (a consolidated payment in reality; decision 0101). */
export const SANDBOX_STAMP_DUTY: Paise = 100;

export const lifeFreeLook: FreeLookTerms = { days: FREE_LOOK_DAYS, basis: 'life', stampDuty: SANDBOX_STAMP_DUTY };
export const healthFreeLook: FreeLookTerms = { days: FREE_LOOK_DAYS, basis: 'health', stampDuty: SANDBOX_STAMP_DUTY };

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A YYYY-MM-DD date plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface FreeLookWindow {
  days: number;
  /** The day the policy was received (issued), India's calendar. */
  receivedOn: string;
  /** The last day a cancellation is accepted: receivedOn + days. */
  lastDay: string;
  /** Days after today up to the last day; 0 on the last day itself and after it. */
  daysLeft: number;
  /** Whether a cancellation made now is within the period (the last day included). */
  open: boolean;
}

/**
 * The window of a policy issued at `issuedAt`, as of `now`. The period counts from the day after receipt
 * (General Clauses Act, 1897, s. 9: the first day is excluded), so a policy received on 1 March may be
 * returned until 31 March, the whole of that day in India.
 */
export function freeLookWindowOf(terms: Pick<FreeLookTerms, 'days'>, issuedAt: Date, now: Date): FreeLookWindow {
  const receivedOn = indiaIsoDateOf(issuedAt);
  const lastDay = addDays(receivedOn, terms.days);
  const remaining = daysBetween(indiaIsoDateOf(now), lastDay);
  return { days: terms.days, receivedOn, lastDay, daysLeft: Math.max(0, remaining), open: remaining >= 0 };
}

export interface FreeLookRefund {
  totalPremium: Paise;
  /** The premium for the days the cover ran: premium × days on cover ÷ days of the policy year. */
  riskPremium: Paise;
  /** The days the cover ran, the day it started and the day of the request both counted. */
  daysOnCover: number;
  stampDuty: Paise;
  medicalCosts: Paise;
  /** What goes back to the customer; never below zero. */
  refund: Paise;
}

/**
 * The refund of a policy returned in its free-look period (regulation 20(4)): the premium less the
 * proportionate risk premium, the stamp duty and the medical examination costs. The risk premium is
 * rounded up to the paisa, so the customer is never refunded a fraction the insurer carried risk for.
 */
export function calculateFreeLookRefund(
  terms: FreeLookTerms,
  policy: { totalPremium: Paise; startsOn: Date; endsOn: Date },
  cancelledAt: Date,
): FreeLookRefund {
  const start = indiaIsoDateOf(policy.startsOn);
  const policyDays = daysBetween(start, indiaIsoDateOf(policy.endsOn)) + 1;
  const daysOnCover = Math.min(policyDays, Math.max(1, daysBetween(start, indiaIsoDateOf(cancelledAt)) + 1));
  const riskPremium = Math.ceil((policy.totalPremium * daysOnCover) / policyDays);
  const stampDuty = terms.stampDuty ?? 0;
  const medicalCosts = terms.medicalCosts ?? 0;
  const refund = Math.max(0, policy.totalPremium - riskPremium - stampDuty - medicalCosts);
  return { totalPremium: policy.totalPremium, riskPremium, daysOnCover, stampDuty, medicalCosts, refund };
}
