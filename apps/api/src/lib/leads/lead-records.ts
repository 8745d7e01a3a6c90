import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { canMoveLead, errorCodes, leadStatusLabels, type Language, type LeadNote, type LeadStatus, type TenantCode } from '@portal/domain';
import type { Database } from '../../db/client';
import { whereVisibleTo, type PartnerScope } from '../../db/partner-scope';
import { translatorOf } from '../../i18n/api-i18n';
import { AppError } from '../../plugins/errors';
import { leads, leadStatusHistory, type LeadActor } from '../../db/schema/leads-schema';

// The lead record every product writes (decision 0222): a sale, a loan application, a life application or a
// partner's own entry each keep one lead, moved through the domain's transition table. Below the modules, so
// each module records its leads without importing the leads module; what a move sets off in another module
// (a disbursed loan's payout) is a flow's step, not this file's.

export type LeadRow = typeof leads.$inferSelect;
export type LeadHistoryRow = typeof leadStatusHistory.$inferSelect;

const idAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A new lead id: LD and twelve upper-case letters or digits (about 62 random bits). */
export const newLeadId = () => `LD${Array.from({ length: 12 }, () => idAlphabet[randomInt(idAlphabet.length)]).join('')}`;

export interface NewLead {
  tenantCode: TenantCode;
  partnerId: string;
  productCode: string;
  customerName: string;
  customerMobile: string;
  customerEmail?: string | null;
  customerLanguage?: Language;
  /** Computed by the service (leads-service.ts panFingerprint): the repository never sees a PAN. */
  panHash?: string | null;
  panMasked?: string | null;
  status?: LeadStatus;
  amount?: number | null;
  externalLeadId?: string | null;
  aggregatorId?: string | null;
  offers?: unknown[] | null;
  details?: Record<string, unknown>;
  referenceId?: string | null;
  policyNumber?: string | null;
}

/** Who moves a lead: a partner is named (decision 0306), the customer, a lender or the system are not. */
export type LeadMover = { actor: 'partner'; partnerId: string } | { actor: Exclude<LeadActor, 'partner'> };

export type MoveContext = LeadMover & {
  /** What the portal records happened, as a catalogue key (decision 0278): every reader sees it in his language. */
  note?: LeadNote;
  /** A person's own words (a partner's note on ending a lead), kept as typed; not with `note`. */
  ownWords?: string;
  now: Date;
};

/** The mover of `actor`: a partner's move names `partnerId`, whoever else moves it is not a partner. */
export const moverOf = (actor: LeadActor, partnerId: string): LeadMover => (actor === 'partner' ? { actor, partnerId } : { actor });

const moverColumns = (context: LeadMover) => ({ actor: context.actor, partnerId: context.actor === 'partner' ? context.partnerId : null });

/** A note's columns: its key and values, and its English sentence for audit exports and API clients that read `note`. */
export function noteColumns(note: LeadNote | undefined, ownWords?: string) {
  if (!note) return { note: ownWords ?? null, noteKey: null, noteValues: null };
  const values = note.values ?? {};
  return { note: translatorOf('en-IN')(`leadNote.${note.key}`, values), noteKey: note.key, noteValues: note.values ? { ...values } : null };
}

/**
 * Inserts a lead and the first row of its history (from nothing to its first status) in one
 * transaction. `db` may itself be a transaction (a sale's), whose fate the lead then shares.
 */
export async function insertLead(db: Database, lead: NewLead, context: MoveContext): Promise<LeadRow> {
  return db.transaction(async (tx) => {
    const status = lead.status ?? 'CREATED';
    const [row] = await tx
      .insert(leads)
      .values({ id: newLeadId(), ...lead, details: lead.details ?? {}, status, createdAt: context.now, updatedAt: context.now })
      .returning();
    await tx.insert(leadStatusHistory).values({
      leadId: row!.id,
      fromStatus: null,
      toStatus: status,
      ...moverColumns(context),
      ...noteColumns(context.note, context.ownWords),
      createdAt: context.now,
    });
    return row!;
  });
}

/** What a move may change beside the status (the lending module's offers, the policy number…). */
export type LeadPatch = Partial<Pick<LeadRow, 'amount' | 'aggregatorId' | 'offers' | 'details' | 'policyNumber' | 'externalLeadId'>>;

export const leadMoveRefused = (from: LeadStatus, to: LeadStatus) =>
  new AppError(409, errorCodes.conflict, `A lead that is "${leadStatusLabels[from]}" cannot become "${leadStatusLabels[to]}".`);

/**
 * Moves a lead to `to` if the domain's transition table allows it from its current status: the lead row is
 * locked, updated and its history row written in one transaction (a savepoint when `db` is a transaction
 * already). A move the table lacks is a 409 and changes nothing. Staying in a status the table lets a lead
 * stay in (QUOTED → QUOTED: a new quote) writes a history row too.
 */
export async function moveLeadStatus(db: Database, leadId: string, to: LeadStatus, context: MoveContext & { patch?: LeadPatch }): Promise<LeadRow> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
    if (!lead) throw new AppError(404, errorCodes.notFound, 'Lead not found');
    if (!canMoveLead(lead.status, to)) throw leadMoveRefused(lead.status, to);
    const [moved] = await tx
      .update(leads)
      .set({ ...context.patch, status: to, updatedAt: context.now })
      .where(eq(leads.id, leadId))
      .returning();
    await tx.insert(leadStatusHistory).values({
      leadId,
      fromStatus: lead.status,
      toStatus: to,
      ...moverColumns(context),
      ...noteColumns(context.note, context.ownWords),
      createdAt: context.now,
    });
    return moved!;
  });
}

/** Changes a lead's other columns (not its status, which only moveLeadStatus changes). */
export async function updateLead(
  db: Database,
  leadId: string,
  patch: LeadPatch & Partial<Pick<LeadRow, 'customerName' | 'customerMobile' | 'customerEmail' | 'customerLanguage' | 'panHash' | 'panMasked' | 'referenceId'>>,
  now: Date,
): Promise<LeadRow> {
  const [row] = await db
    .update(leads)
    .set({ ...patch, updatedAt: now })
    .where(eq(leads.id, leadId))
    .returning();
  if (!row) throw new AppError(404, errorCodes.notFound, 'Lead not found');
  return row;
}

const LEAD_ID = /^LD[0-9A-Z]{12}$/;

/** The lead if the partner may see it (his own; an admin, his tenant's); undefined otherwise, as for an unknown id. */
export async function findLead(db: Database, partner: PartnerScope, leadId: string): Promise<LeadRow | undefined> {
  if (!LEAD_ID.test(leadId)) return undefined;
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), whereVisibleTo(partner, leads)));
  return row;
}

/** A lead by id, unscoped: for signed customer links and the system's own hooks, never for a partner's id. */
export async function findLeadById(db: Database, leadId: string): Promise<LeadRow | undefined> {
  if (!LEAD_ID.test(leadId)) return undefined;
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
  return row;
}

export async function findLeadByReference(db: Database, referenceId: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.referenceId, referenceId));
  return row;
}
