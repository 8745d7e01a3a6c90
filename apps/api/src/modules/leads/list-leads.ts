import type { LeadList, LeadListQuery } from '@portal/domain';
import type { PartnerScope } from '../../db/partner-scope';
import { validationError } from '../../plugins/errors';
import { listLeads, type LeadCursor, type LeadFilters } from './leads-repository';
import type { LeadsContext } from '../../lib/leads/create-lead';
import { toLeadSummary } from '../../lib/leads/lead-summary';

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const LEAD_ID = /^LD[0-9A-Z]{12}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const listMessages = {
  badCursor: 'This page of leads is no longer available. Please load the list again.',
  badDate: 'Enter a date as YYYY-MM-DD',
  fromAfterTo: 'The start date must be on or before the end date',
} as const;

/** Opaque keyset cursor: base64url of "<created_at to the microsecond>|<lead id>". */
export const encodeCursor = (cursor: LeadCursor) => Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
export function decodeCursor(value: string): LeadCursor | undefined {
  const [at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !CURSOR_AT.test(at) || !LEAD_ID.test(id) || Number.isNaN(Date.parse(at))) return undefined;
  return { at, id };
}

/** Midnight in India (UTC+05:30, no daylight saving) that starts the day; undefined for a day that does not exist. */
function indiaMidnight(day: string): Date | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) return undefined;
  return new Date(utc.getTime() - 330 * 60_000);
}

/**
 * What a search asks (decision 0191): digits (spaces, dashes and a leading +91 ignored) are digits of the
 * mobile, anywhere in it; anything else is words, each the start of a word of the name, any case. A word
 * is letters and digits: other characters separate words, as they do in names ("D'Souza" is "d" "souza").
 */
export function searchFiltersOf(search: string): Pick<LeadFilters, 'nameWords' | 'mobileDigits'> {
  const digits = search.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, '');
  if (/^\d+$/.test(digits)) return { mobileDigits: digits };
  const words = search.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  // Only punctuation leaves no word: an empty list, which finds no lead (not every lead).
  return { nameWords: [...new Set(words)] };
}

/** The list filters from the query, checked: real days in order, a cursor of ours, search as words of the name or mobile digits. */
export function leadFiltersOf(query: LeadListQuery, productCode?: string): LeadFilters {
  const errors: Record<string, string> = {};
  const filters: LeadFilters = { limit: query.limit, productCode: productCode ?? query.productCode };
  if (query.status) filters.statuses = [query.status];
  if (query.from) {
    filters.createdFrom = indiaMidnight(query.from);
    if (!filters.createdFrom) errors.from = listMessages.badDate;
  }
  if (query.to) {
    const start = indiaMidnight(query.to);
    if (!start) errors.to = listMessages.badDate;
    else filters.createdBefore = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  }
  if (filters.createdFrom && filters.createdBefore && filters.createdFrom >= filters.createdBefore) errors.to = listMessages.fromAfterTo;
  const search = query.search?.trim();
  if (search) Object.assign(filters, searchFiltersOf(search));
  if (query.cursor) {
    filters.cursor = decodeCursor(query.cursor);
    if (!filters.cursor) errors.cursor = listMessages.badCursor;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return filters;
}

/** One page of the partner's leads (an admin's: his tenant's), newest first. */
export async function listVisibleLeads(context: LeadsContext, partner: PartnerScope, query: LeadListQuery, productCode?: string): Promise<LeadList> {
  const filters = leadFiltersOf(query, productCode);
  const rows = await listLeads(context.db, partner, filters);
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return {
    leads: page.map(({ row }) => toLeadSummary(row)),
    ...(rows.length > filters.limit && last ? { nextCursor: encodeCursor({ at: last.cursorAt, id: last.row.id }) } : {}),
  };
}
