import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, like, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { finalLeadStatuses, seesWholeTenant, type LeadStatus } from '@portal/domain';
import type { Database } from '../../db/client';
import { whereVisibleTo, type PartnerScope } from '../../db/partner-scope';
import { partners } from '../../db/partners-schema';
import type { LeadHistoryRow, LeadRow } from '../../lib/leads/lead-records';
import { summaryColumns, type LeadSummaryRow } from '../../lib/leads/lead-summary';
import { leads, leadStatusHistory } from '../../db/schema/leads-schema';

export async function findLeadByExternalId(db: Database, partnerId: string, externalLeadId: string): Promise<LeadRow | undefined> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.partnerId, partnerId), eq(leads.externalLeadId, externalLeadId)));
  return row;
}

/** A history row with the name of the partner who made it, where a partner did and is known (decision 0306). */
export type LeadHistoryRowWithMover = LeadHistoryRow & { partnerName: string | null };

export async function findLeadHistory(db: Database, leadId: string): Promise<LeadHistoryRowWithMover[]> {
  const rows = await db
    .select({ row: leadStatusHistory, partnerName: partners.name })
    .from(leadStatusHistory)
    .leftJoin(partners, eq(partners.id, leadStatusHistory.partnerId))
    .where(eq(leadStatusHistory.leadId, leadId))
    .orderBy(asc(leadStatusHistory.id));
  return rows.map(({ row, partnerName }) => ({ ...row, partnerName }));
}

/** The partner's open leads (not in a final status) for a PAN, by its keyed hash, newest first. */
export async function findOpenLeadsByPan(db: Database, partner: PartnerScope, panHash: string, limit = 20): Promise<LeadRow[]> {
  return db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.tenantCode, partner.tenantCode),
        eq(leads.panHash, panHash),
        whereVisibleTo(partner, leads),
        notInArray(leads.status, [...finalLeadStatuses]),
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

/** Keyset position: the last row's created_at (to the microsecond, as text) and id. */
export interface LeadCursor {
  at: string;
  id: string;
}

export interface LeadFilters {
  productCode?: string;
  statuses?: readonly LeadStatus[];
  /** Created at or after / before these instants. */
  createdFrom?: Date;
  createdBefore?: Date;
  /** Words each of which must start a word of the customer's name (any case): letters and digits only; none finds no lead. */
  nameWords?: readonly string[];
  /** Digits the mobile must hold, anywhere in it. */
  mobileDigits?: string;
  cursor?: LeadCursor;
  limit: number;
}

/**
 * Every search word starts a word of the name (decision 0191): "sharma" finds "Suresh Sharma", "sur sha" too.
 * customer_name_words is the name in lower case with a space before each word (decision 0283), so a word's
 * start is " word" in it: a LIKE, which costs a walk of the newest leads next to nothing per lead where
 * lower() and a regular expression cost a microsecond. An admin's LIKE is served by the column's trigram
 * index when the planner judges the words rare; a partner's is written as strpos, which no index serves, so
 * the planner walks his own leads newest first (a few thousand at most) instead of ANDing them with every
 * lead of the tenant that has the word (decision 0070). Words are letters and digits only (searchFiltersOf):
 * no LIKE wildcard to escape.
 */
function nameWordsCondition(partner: PartnerScope, words: readonly string[]): SQL {
  const conditions = words.map((word) =>
    seesWholeTenant(partner.role) ? like(leads.customerNameWords, `% ${word}%`) : sql`strpos(${leads.customerNameWords}, ${` ${word}`}) > 0`,
  );
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/** Digits a mobile can hold only as the whole of it: ten, the length of every customer's mobile. */
const MOBILE_LENGTH = 10;

/**
 * The mobile holds the digits anywhere. A whole mobile is an equality, which reads the tenant's btree of
 * mobiles (decision 0283); fewer digits: as for names, only an admin's search reads the trigram index.
 */
function mobileDigitsCondition(partner: PartnerScope, digits: string): SQL {
  if (digits.length >= MOBILE_LENGTH) return eq(leads.customerMobile, digits);
  return seesWholeTenant(partner.role) ? like(leads.customerMobile, `%${digits}%`) : sql`strpos(${leads.customerMobile}, ${digits}) > 0`;
}

/**
 * The partner's leads (an admin's: the tenant's) newest first, one page after the cursor. The conditions are
 * the ones the indexes of leads-schema.ts lead with, so each filter reads the index in order and stops at the
 * page's end (decision 0070). Answers one row more than asked, so the caller knows whether a page follows.
 */
/** The columns a list row shows (not the answers, offers or PAN hash, which only the details need). */

/**
 * Whether the list runs as a prepared statement (decision 0191): every filter but the search, whose best plan
 * depends on the words (a common surname walks the newest leads, a rare one reads the trigram index), which
 * a generic plan cannot know: it chose the trigram index for two common words, 270 ms instead of 30.
 */
export const runsPrepared = (filters: Omit<LeadFilters, 'limit'>) => filters.nameWords === undefined && filters.mobileDigits === undefined;

/**
 * Runs the list as a named prepared statement, one per shape of the query (which filters are set, a partner's
 * or an admin's), named by a hash of its SQL: PostgreSQL plans each shape once per connection and then reuses
 * its generic plan, where planning cost ten times the run (decision 0191). PGlite ignores the name.
 */
export async function listLeads(db: Database, partner: PartnerScope, filters: LeadFilters): Promise<{ row: LeadSummaryRow; cursorAt: string }[]> {
  const query = leadListQuery(db, partner, filters);
  return runsPrepared(filters) ? query.prepare(leadListStatementName(query.toSQL().sql)).execute() : query.execute();
}

const statementNames = new Map<string, string>();
/** `leads_list_` and the start of the SQL's SHA-256: the same text always has the same name, another text another. */
function leadListStatementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `leads_list_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** listLeads' query, not yet run (the bench reads its SQL to EXPLAIN it). */
export function leadListQuery(db: Database, partner: PartnerScope, filters: LeadFilters) {
  const conditions: (SQL | undefined)[] = [eq(leads.tenantCode, partner.tenantCode), whereVisibleTo(partner, leads)];
  if (filters.productCode) conditions.push(eq(leads.productCode, filters.productCode));
  if (filters.statuses) conditions.push(filters.statuses.length === 1 ? eq(leads.status, filters.statuses[0]!) : inArray(leads.status, [...filters.statuses]));
  if (filters.createdFrom) conditions.push(gte(leads.createdAt, filters.createdFrom));
  if (filters.createdBefore) conditions.push(lt(leads.createdAt, filters.createdBefore));
  if (filters.nameWords) conditions.push(filters.nameWords.length > 0 ? nameWordsCondition(partner, filters.nameWords) : sql`false`);
  if (filters.mobileDigits) conditions.push(mobileDigitsCondition(partner, filters.mobileDigits));
  if (filters.cursor) conditions.push(sql`(${leads.createdAt}, ${leads.id}) < (${filters.cursor.at}::timestamptz, ${filters.cursor.id})`);
  return db
    .select({ row: summaryColumns, cursorAt: sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
    .from(leads)
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(filters.limit + 1);
}

/** A partner's name, as a lead's reader who is not its owner is told it. */
export async function findPartnerName(db: Database, partnerId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
  return row?.name;
}

/** The partner a public link names, while his account is active. */
export async function findActivePartner(db: Database, partnerId: string): Promise<PartnerScope | undefined> {
  const [row] = await db
    .select({ id: partners.id, tenantCode: partners.tenantCode, role: partners.role })
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.active, true)));
  return row;
}
