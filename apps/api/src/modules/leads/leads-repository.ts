import { createHash } from 'node:crypto';
import { and, asc, desc, eq, fillPlaceholders, gte, inArray, like, lt, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
function nameWordsCondition(wholeTenant: boolean, words: readonly SQLWrapper[]): SQL {
  const conditions = words.map((word) => (wholeTenant ? like(leads.customerNameWords, word) : sql`strpos(${leads.customerNameWords}, ${word}) > 0`));
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/** A name word's value for nameWordsCondition: a LIKE pattern for an admin, strpos's needle for a partner. */
const nameWordValue = (wholeTenant: boolean, word: string) => (wholeTenant ? `% ${word}%` : ` ${word}`);

/** Digits a mobile can hold only as the whole of it: ten, the length of every customer's mobile. */
const MOBILE_LENGTH = 10;

/**
 * The mobile holds the digits anywhere. A whole mobile is an equality, which reads the tenant's btree of
 * mobiles (decision 0283); fewer digits: as for names, only an admin's search reads the trigram index.
 */
function mobileDigitsCondition(wholeTenant: boolean, whole: boolean, digits: SQLWrapper): SQL {
  if (whole) return eq(leads.customerMobile, digits);
  return wholeTenant ? like(leads.customerMobile, digits) : sql`strpos(${leads.customerMobile}, ${digits}) > 0`;
}

/** The digits' value for mobileDigitsCondition: the digits for an equality or strpos, a LIKE pattern for an admin's part. */
const mobileDigitsValue = (wholeTenant: boolean, digits: string) => (digits.length >= MOBILE_LENGTH || !wholeTenant ? digits : `%${digits}%`);

/**
 * Whether the list runs as a prepared statement (decision 0191): every filter but the search, whose best plan
 * depends on the words (a common surname walks the newest leads, a rare one reads the trigram index), which
 * a generic plan cannot know: it chose the trigram index for two common words, 270 ms instead of 30.
 */
export const runsPrepared = (filters: Omit<LeadFilters, 'limit'>) => filters.nameWords === undefined && filters.mobileDigits === undefined;

/**
 * The list's query for one shape of the filters: which are set, how many search words, and the reader's role
 * (whose leads he sees: his own, his team's or the tenant's). Its values are placeholders, so the query is built by
 * Drizzle once per shape and kept, where building it per request was a fifth of the list's server time
 * (decision 0308); listLeads fills in the values.
 */
function shapeOf(partner: PartnerScope, filters: LeadFilters) {
  // The same tests of each filter as listValues', so that a shape and its values always agree.
  return {
    role: partner.role,
    product: Boolean(filters.productCode),
    statuses: filters.statuses?.length,
    from: Boolean(filters.createdFrom),
    before: Boolean(filters.createdBefore),
    nameWords: filters.nameWords?.length,
    mobile: filters.mobileDigits ? (filters.mobileDigits.length >= MOBILE_LENGTH ? 'whole' : 'part') : undefined,
    cursor: Boolean(filters.cursor),
    prepared: runsPrepared(filters),
  } as const;
}
type ListShape = ReturnType<typeof shapeOf>;

const placeholder = sql.placeholder;
/** Placeholders named prefix0, prefix1, …: one per status or search word. */
const numbered = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => placeholder(`${prefix}${i}`));

function buildLeadListQuery(db: Database, shape: ListShape) {
  const wholeTenant = seesWholeTenant(shape.role);
  const reader = { role: shape.role, id: placeholder('partnerId'), tenantCode: placeholder('tenantCode') };
  const conditions: (SQL | undefined)[] = [eq(leads.tenantCode, placeholder('tenantCode')), whereVisibleTo(reader, leads)];
  if (shape.product) conditions.push(eq(leads.productCode, placeholder('productCode')));
  // One status is an equality; none finds no lead (as Drizzle's inArray of none).
  if (shape.statuses === 1) conditions.push(eq(leads.status, placeholder('status0')));
  else if (shape.statuses !== undefined) conditions.push(shape.statuses === 0 ? sql`false` : inArray(leads.status, numbered('status', shape.statuses)));
  if (shape.from) conditions.push(gte(leads.createdAt, placeholder('createdFrom')));
  if (shape.before) conditions.push(lt(leads.createdAt, placeholder('createdBefore')));
  if (shape.nameWords !== undefined) conditions.push(shape.nameWords === 0 ? sql`false` : nameWordsCondition(wholeTenant, numbered('word', shape.nameWords)));
  if (shape.mobile) conditions.push(mobileDigitsCondition(wholeTenant, shape.mobile === 'whole', placeholder('mobileDigits')));
  if (shape.cursor) conditions.push(sql`(${leads.createdAt}, ${leads.id}) < (${placeholder('cursorAt')}::timestamptz, ${placeholder('cursorId')})`);
  const query = db
    .select({ row: summaryColumns, cursorAt: sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
    .from(leads)
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(placeholder('limit'));
  // A search is an unnamed statement (PostgreSQL's name for it is the empty one), planned for its words on every
  // call; every other shape a named one, planned once per connection, named by a hash of its SQL (decision 0191).
  return query.prepare(shape.prepared ? leadListStatementName(query.toSQL().sql) : '');
}

/** The placeholders' values for a shape's query. */
function listValues(partner: PartnerScope, filters: LeadFilters): Record<string, unknown> {
  const wholeTenant = seesWholeTenant(partner.role);
  const values: Record<string, unknown> = { tenantCode: partner.tenantCode, partnerId: partner.id, limit: filters.limit + 1 };
  if (filters.productCode) values.productCode = filters.productCode;
  filters.statuses?.forEach((status, i) => (values[`status${i}`] = status));
  if (filters.createdFrom) values.createdFrom = filters.createdFrom.toISOString();
  if (filters.createdBefore) values.createdBefore = filters.createdBefore.toISOString();
  filters.nameWords?.forEach((word, i) => (values[`word${i}`] = nameWordValue(wholeTenant, word)));
  if (filters.mobileDigits) values.mobileDigits = mobileDigitsValue(wholeTenant, filters.mobileDigits);
  if (filters.cursor) Object.assign(values, { cursorAt: filters.cursor.at, cursorId: filters.cursor.id });
  return values;
}

type LeadListStatement = ReturnType<typeof buildLeadListQuery>;
/** Each database's queries by shape: a test process opens several databases, each with its own connections. */
const statementsByDatabase = new WeakMap<Database, Map<string, LeadListStatement>>();

function leadListStatement(db: Database, partner: PartnerScope, filters: LeadFilters): LeadListStatement {
  const shape = shapeOf(partner, filters);
  const key = JSON.stringify(shape);
  let statements = statementsByDatabase.get(db);
  if (!statements) statementsByDatabase.set(db, (statements = new Map()));
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = buildLeadListQuery(db, shape)));
  return statement;
}

/**
 * The partner's leads (an admin's: the tenant's) newest first, one page after the cursor. The conditions are
 * the ones the indexes of leads-schema.ts lead with, so each filter reads the index in order and stops at the
 * page's end (decision 0070). Answers one row more than asked, so the caller knows whether a page follows.
 */
export async function listLeads(db: Database, partner: PartnerScope, filters: LeadFilters): Promise<{ row: LeadSummaryRow; cursorAt: string }[]> {
  return leadListStatement(db, partner, filters).execute(listValues(partner, filters));
}

/** `leads_list_` and the start of the SQL's SHA-256: the same text always has the same name, another text another. */
const leadListStatementName = (text: string) => `leads_list_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;

/** listLeads' SQL and its values for these filters (the bench EXPLAINs it). */
export function leadListSql(db: Database, partner: PartnerScope, filters: LeadFilters): { sql: string; params: unknown[] } {
  const { sql: text, params } = leadListStatement(db, partner, filters).getQuery();
  return { sql: text, params: fillPlaceholders(params, listValues(partner, filters)) };
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
