import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminChangeRequestSchema,
  adminMessages,
  errorCodes,
  findProductForTenant,
  listProductsForTenant,
  type AdminAuditList,
  type AdminChange,
  type AdminChangeList,
  type AdminChangeRequest,
  type AdminChangeStatus,
  type AdminPartnerList,
  type FeatureFlags,
  type TenantCode,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/partner-scope';
import { partnerAuthorisations, partners } from '../../db/partners-schema';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import { findTenantFeatureFlags, saveTenantFeatureFlag } from '../../lib/feature-flags';
import {
  AUDIT_PAGE_SIZE,
  findAudit,
  findChangeForUpdate,
  findChanges,
  findTenantPartnerForUpdate,
  findTenantPartners,
  insertChange,
  markChangeDecided,
} from './admin-repository';
import { insertAudit } from '../../lib/audit';
import type { adminChanges } from '../../db/schema/admin-schema';

/** What the console's calls need of the app: the database, cache revocation, the clock and the flag defaults. */
export interface AdminDeps {
  db: Database;
  sessionRevocations: FastifyInstance['sessionRevocations'];
  now: () => Date;
  defaultFlags: FeatureFlags;
}

const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);
const partnerNotFound = () => notFound('Partner not found');

type Partner = typeof partners.$inferSelect;
type ChangeRow = typeof adminChanges.$inferSelect;

/** The tenant's partner the change is about (404 for another tenant's or an unknown id), locked; never the admin himself. */
async function findTarget(db: Database, admin: SessionPartner, partnerId: string): Promise<Partner> {
  const partner = isUuid(partnerId) ? await findTenantPartnerForUpdate(db, admin.tenantCode, partnerId) : undefined;
  if (!partner) throw partnerNotFound();
  if (partner.id === admin.id) throw new AppError(403, errorCodes.forbidden, adminMessages.ownAccount);
  return partner;
}

const productName = (tenant: TenantCode, productCode: string) => findProductForTenant(productCode, tenant)?.name ?? productCode;

/**
 * Checks a change against the tenant as it is now (when asked for, and again when approved, since
 * things may have moved in between) and answers its one-line summary. Refusals: 404 for what the
 * tenant does not have, 409 for a change that would change nothing, 403 for the admin's own account.
 */
async function checkChange(db: Database, admin: SessionPartner, request: AdminChangeRequest, defaultFlags: FeatureFlags): Promise<string> {
  const tenant = admin.tenantCode;
  switch (request.kind) {
    case 'INVITE_PARTNER': {
      const [taken] = await db.select({ id: partners.id }).from(partners).where(eq(partners.mobile, request.mobile)).limit(1);
      if (taken) throw conflict(adminMessages.mobileTaken);
      return `Invite ${request.name} as ${request.role}`;
    }
    case 'CHANGE_ROLE': {
      const partner = await findTarget(db, admin, request.partnerId);
      if (partner.role === request.role) throw conflict(adminMessages.sameRole);
      return `Change ${partner.name}'s role from ${partner.role} to ${request.role}`;
    }
    case 'SET_TEAM_LEAD': {
      const partner = await findTarget(db, admin, request.partnerId);
      if (request.teamLeadId === null) return `Take ${partner.name} out of his team`;
      const lead = isUuid(request.teamLeadId) ? await findTenantPartnerForUpdate(db, tenant, request.teamLeadId) : undefined;
      if (!lead || lead.role !== 'mint-pro' || lead.id === partner.id) throw notFound('Team lead not found: choose a mint-pro partner of this tenant');
      return `Put ${partner.name} in ${lead.name}'s team`;
    }
    case 'AUTHORISE_PRODUCT': {
      const partner = await findTarget(db, admin, request.partnerId);
      const product = findProductForTenant(request.productCode, tenant);
      if (!product) throw notFound('Product not found');
      if (!product.requiresAuthorisation) throw conflict(adminMessages.notAuthorisable);
      const [row] = await db
        .select({ status: partnerAuthorisations.status })
        .from(partnerAuthorisations)
        .where(and(eq(partnerAuthorisations.partnerId, partner.id), eq(partnerAuthorisations.productCode, product.code)));
      if (row?.status === 'AUTHORISED') throw conflict(adminMessages.alreadyAuthorised);
      return `Authorise ${partner.name} to sell ${product.name}${row?.status === 'WAITLISTED' ? ' (from the waitlist)' : ''}`;
    }
    case 'ACTIVATE_PARTNER': {
      const partner = await findTarget(db, admin, request.partnerId);
      if (partner.active) throw conflict(adminMessages.alreadyActive);
      return `Reactivate ${partner.name}`;
    }
    case 'SET_FLAG': {
      const flags = await findTenantFeatureFlags(db, tenant, defaultFlags);
      if (flags[request.flag] === request.enabled) throw conflict(adminMessages.sameFlag);
      return `Turn ${request.flag} ${request.enabled ? 'on' : 'off'}`;
    }
  }
}

/** Makes an approved change. Answers the partner whose cached sessions must be dropped, if any. */
async function applyChange(db: Database, tenant: TenantCode, request: AdminChangeRequest): Promise<string | undefined> {
  switch (request.kind) {
    case 'INVITE_PARTNER': {
      const userName = request.name.toLowerCase().replace(/\s+/g, '.');
      const [created] = await db
        .insert(partners)
        .values({
          tenantCode: tenant,
          mobile: request.mobile,
          email: request.email ?? null,
          name: request.name,
          userName,
          dealerHash: randomBytes(8).toString('hex'),
          role: request.role,
        })
        .onConflictDoNothing({ target: partners.mobile })
        .returning({ id: partners.id });
      if (!created) throw conflict(adminMessages.mobileTaken);
      return undefined;
    }
    case 'CHANGE_ROLE':
      await db.update(partners).set({ role: request.role }).where(eq(partners.id, request.partnerId));
      return request.partnerId;
    case 'SET_TEAM_LEAD':
      await db.update(partners).set({ teamLeadId: request.teamLeadId }).where(eq(partners.id, request.partnerId));
      return request.partnerId;
    case 'AUTHORISE_PRODUCT':
      await db
        .insert(partnerAuthorisations)
        .values({ partnerId: request.partnerId, productCode: request.productCode, status: 'AUTHORISED' })
        .onConflictDoUpdate({ target: [partnerAuthorisations.partnerId, partnerAuthorisations.productCode], set: { status: 'AUTHORISED' } });
      return request.partnerId;
    case 'ACTIVATE_PARTNER':
      await db.update(partners).set({ active: true }).where(eq(partners.id, request.partnerId));
      return request.partnerId;
    case 'SET_FLAG':
      await saveTenantFeatureFlag(db, tenant, request.flag, request.enabled);
      return undefined;
  }
}

/** The tenant's partners with their authorisations and waitlist rows. */
export async function listPartners(db: Database, admin: SessionPartner): Promise<AdminPartnerList> {
  const rows = await findTenantPartners(db, admin.tenantCode);
  return {
    partners: rows.map(({ id, ...partner }) => ({ partnerId: id, ...partner })),
    authorisableProducts: listProductsForTenant(admin.tenantCode)
      .filter((product) => product.requiresAuthorisation)
      .map((product) => ({ productCode: product.code, name: product.name })),
  };
}

/** Asks for a change (it waits for a second admin); the request is audited. */
export async function requestChange(deps: AdminDeps, admin: SessionPartner, request: AdminChangeRequest): Promise<AdminChange> {
  const parsed = adminChangeRequestSchema.parse(request);
  const { row, summary } = await deps.db.transaction(async (tx) => {
    const summary = await checkChange(tx, admin, parsed, deps.defaultFlags);
    const row = await insertChange(tx, admin.tenantCode, admin.id, parsed);
    await insertAudit(tx, { tenantCode: admin.tenantCode, actorId: admin.id, action: 'CHANGE_REQUESTED', summary, changeId: row.id });
    return { row, summary };
  });
  return toChange(row, summary, new Map([[admin.id, admin.name]]));
}

/**
 * A second admin approves (and the change is made) or rejects. The change row is locked, so of two
 * admins deciding at once one wins and the other is told it is decided (409). The one who asked may
 * withdraw his own change (reject it) but never approve it (403).
 */
export async function decideChange(deps: AdminDeps, admin: SessionPartner, changeId: string, decision: 'APPROVED' | 'REJECTED'): Promise<AdminChange> {
  if (!isUuid(changeId)) throw notFound('Change not found');
  const { row, summary, revoke } = await deps.db.transaction(async (tx) => {
    const change = await findChangeForUpdate(tx, admin.tenantCode, changeId);
    if (!change) throw notFound('Change not found');
    if (change.status !== 'PENDING') throw conflict(adminMessages.notPending);
    if (decision === 'APPROVED' && change.requestedBy === admin.id) throw new AppError(403, errorCodes.forbidden, adminMessages.selfApproval);
    // Checked again as the tenant is now: a partner may have been changed since it was asked for.
    const requester = { ...admin, id: change.requestedBy };
    const summary =
      decision === 'APPROVED'
        ? await checkChange(tx, requester, change.request, deps.defaultFlags)
        : describeChange(change.request, await partnerNames(tx, admin.tenantCode), admin.tenantCode);
    const revoke = decision === 'APPROVED' ? await applyChange(tx, admin.tenantCode, change.request) : undefined;
    const row = await markChangeDecided(tx, change.id, decision, admin.id, deps.now());
    await insertAudit(tx, {
      tenantCode: admin.tenantCode,
      actorId: admin.id,
      action: decision === 'APPROVED' ? 'CHANGE_APPROVED' : 'CHANGE_REJECTED',
      summary,
      changeId: change.id,
    });
    return { row, summary, revoke };
  });
  if (revoke) await deps.sessionRevocations.revokePartner(revoke);
  return toChange(row, summary, await partnerNames(deps.db, admin.tenantCode));
}

const partnerNames = async (db: Database, tenant: TenantCode) => new Map((await findTenantPartners(db, tenant)).map((p) => [p.id, p.name]));

/** The summary from names alone: for a listed or rejected change, whose check may fail by now. */
function describeChange(request: AdminChangeRequest, names: ReadonlyMap<string, string>, tenant: TenantCode): string {
  const name = (id: string | null) => (id ? (names.get(id) ?? 'a partner') : 'no one');
  switch (request.kind) {
    case 'INVITE_PARTNER':
      return `Invite ${request.name} as ${request.role}`;
    case 'CHANGE_ROLE':
      return `Change ${name(request.partnerId)}'s role to ${request.role}`;
    case 'SET_TEAM_LEAD':
      return request.teamLeadId ? `Put ${name(request.partnerId)} in ${name(request.teamLeadId)}'s team` : `Take ${name(request.partnerId)} out of his team`;
    case 'AUTHORISE_PRODUCT':
      return `Authorise ${name(request.partnerId)} to sell ${productName(tenant, request.productCode)}`;
    case 'ACTIVATE_PARTNER':
      return `Reactivate ${name(request.partnerId)}`;
    case 'SET_FLAG':
      return `Turn ${request.flag} ${request.enabled ? 'on' : 'off'}`;
  }
}

function toChange(row: ChangeRow, summary: string, names: ReadonlyMap<string, string>): AdminChange {
  const person = (id: string) => ({ partnerId: id, name: names.get(id) ?? 'An admin' });
  return {
    changeId: row.id,
    status: row.status,
    request: row.request,
    summary,
    requestedBy: person(row.requestedBy),
    decidedBy: row.decidedBy ? person(row.decidedBy) : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function listChanges(db: Database, admin: SessionPartner, status: AdminChangeStatus | undefined): Promise<AdminChangeList> {
  const [rows, names] = await Promise.all([findChanges(db, admin.tenantCode, status), partnerNames(db, admin.tenantCode)]);
  return { changes: rows.map((row) => toChange(row, describeChange(row.request, names, admin.tenantCode), names)) };
}

/** Deactivating takes access away, so it needs no second admin; it is audited and ends his sessions at once. */
export async function deactivatePartner(deps: AdminDeps, admin: SessionPartner, partnerId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const partner = await findTarget(tx, admin, partnerId);
    if (!partner.active) throw conflict(adminMessages.alreadyInactive);
    await tx.update(partners).set({ active: false }).where(eq(partners.id, partner.id));
    await insertAudit(tx, { tenantCode: admin.tenantCode, actorId: admin.id, action: 'PARTNER_DEACTIVATED', summary: `Deactivate ${partner.name}` });
  });
  await deps.sessionRevocations.revokePartner(partnerId);
}

/** Taking back an authorisation (or a waitlist place) takes access away: at once, audited. */
export async function revokeAuthorisation(deps: AdminDeps, admin: SessionPartner, partnerId: string, productCode: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const partner = await findTarget(tx, admin, partnerId);
    const deleted = await tx
      .delete(partnerAuthorisations)
      .where(and(eq(partnerAuthorisations.partnerId, partner.id), eq(partnerAuthorisations.productCode, productCode)))
      .returning({ status: partnerAuthorisations.status });
    if (deleted.length === 0) throw notFound(adminMessages.noAuthorisation);
    const what = deleted[0]?.status === 'WAITLISTED' ? 'waitlist place for' : 'authorisation to sell';
    await insertAudit(tx, {
      tenantCode: admin.tenantCode,
      actorId: admin.id,
      action: 'AUTHORISATION_REVOKED',
      summary: `Take back ${partner.name}'s ${what} ${productName(admin.tenantCode, productCode)}`,
    });
  });
  await deps.sessionRevocations.revokePartner(partnerId);
}

export async function listAudit(db: Database, admin: SessionPartner, before: number | undefined): Promise<AdminAuditList> {
  const rows = await findAudit(db, admin.tenantCode, before);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      action: row.action,
      actor: { partnerId: row.actorId, name: row.actorName },
      summary: row.summary,
      changeId: row.changeId,
      at: row.createdAt.toISOString(),
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
