import type { FastifyInstance } from 'fastify';
import type { AuthorisationStatusAnswer, PartnerDetails } from '@portal/domain';
import type { Database } from '../../db/client';
import type { SessionPartner } from '../../plugins/auth';
import { toPartnerSession } from '../../lib/sessions/partner-session';
import { findAuthorisationStatus, findVisibleProduct } from '../../lib/partner-access';
import { findAuthorisations, insertWaitlistEntry } from './partners-repository';

export type PartnerChangeDeps = Pick<FastifyInstance, 'db' | 'sessionRevocations'>;

/** The signed-in partner with their per-product authorisations. */
export async function getPartnerDetails(db: Database, partner: SessionPartner): Promise<PartnerDetails> {
  return { ...toPartnerSession(partner), authorisations: await findAuthorisations(db, partner.id) };
}

/** Whether the partner may sell the product, is waitlisted for it, or neither; 404 for a product the tenant cannot see. */
export async function getAuthorisationStatus(db: Database, partner: SessionPartner, productCode: string): Promise<AuthorisationStatusAnswer> {
  const product = findVisibleProduct(partner, productCode);
  return { productCode: product.code, status: await findAuthorisationStatus(db, partner.id, product) };
}

/**
 * Puts the partner on a product's waitlist. Idempotent: joining twice, or joining a product the
 * partner may already sell, changes nothing and answers the current status.
 */
export async function joinWaitlist(deps: PartnerChangeDeps, partner: SessionPartner, productCode: string): Promise<AuthorisationStatusAnswer> {
  const { db } = deps;
  const product = findVisibleProduct(partner, productCode);
  if ((await findAuthorisationStatus(db, partner.id, product)) === 'NOT_AUTHORISED') {
    await changePartnerAccess(deps, partner.id, (tx) => insertWaitlistEntry(tx, partner.id, product.code));
  }
  return { productCode: product.code, status: await findAuthorisationStatus(db, partner.id, product) };
}

/**
 * The one way to change a partner's role, activity or authorisations: the change commits, then every
 * instance drops the partner's cached sessions, so his next request anywhere sees it (decision 0042).
 * Anything that changes those rows (the waitlist today; an admin screen or a sync later) goes through here.
 */
export async function changePartnerAccess(deps: PartnerChangeDeps, partnerId: string, change: (tx: Database) => Promise<unknown>): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await change(tx);
  });
  await deps.sessionRevocations.revokePartner(partnerId);
}
