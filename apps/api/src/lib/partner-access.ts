import { and, eq } from 'drizzle-orm';
import { authorisationOf, errorCodes, findProductForTenant, messages, type AuthorisationStatus, type ProductDefinition } from '@portal/domain';
import type { Database } from '../db/client';
import { AppError } from '../plugins/errors';
import type { SessionPartner } from '../plugins/auth';
import { partnerAuthorisations } from '../db/partners-schema';

/**
 * The one place that answers "may this partner sell this product". Other modules call
 * findVisibleProduct / ensureCanSell; nothing else reads partner_authorisations for that question.
 */

/** The partner's authorisation row for one product, if any. */
async function findAuthorisation(db: Database, partnerId: string, productCode: string) {
  const [row] = await db
    .select({ status: partnerAuthorisations.status })
    .from(partnerAuthorisations)
    .where(and(eq(partnerAuthorisations.partnerId, partnerId), eq(partnerAuthorisations.productCode, productCode)))
    .limit(1);
  return row;
}

/** The product as the partner's tenant sees it; 404 when the tenant may not see it at all. */
export function findVisibleProduct(partner: Pick<SessionPartner, 'tenantCode'>, productCode: string): ProductDefinition {
  const product = findProductForTenant(productCode, partner.tenantCode);
  if (!product) throw new AppError(404, errorCodes.notFound, 'Product not found');
  return product;
}

/**
 * AUTHORISED for products that need no authorisation; else the partner's row, or NOT_AUTHORISED
 * without one. Always the database: for showing the status and for changing it (the waitlist).
 */
export async function findAuthorisationStatus(db: Database, partnerId: string, product: ProductDefinition): Promise<AuthorisationStatus> {
  if (!product.requiresAuthorisation) return 'AUTHORISED';
  const row = await findAuthorisation(db, partnerId, product.code);
  return row?.status ?? 'NOT_AUTHORISED';
}

/**
 * Whether the partner may sell the product. A partner from the session cache carries his
 * authorisations (dropped on every instance when changePartnerAccess changes them, decision 0042; at
 * worst the cache's TTL old on other instances without Redis), so selling costs no database read; any
 * other partner row is checked against the database.
 */
export async function isAuthorisedToSell(db: Database, partner: Pick<SessionPartner, 'id' | 'authorisations'>, product: ProductDefinition): Promise<boolean> {
  if (!product.requiresAuthorisation) return true;
  // The session's authorisations read by the same rule the catalogue shows the partner (authorisationOf).
  const status = partner.authorisations ? authorisationOf(product, partner.authorisations) : await findAuthorisationStatus(db, partner.id, product);
  return status === 'AUTHORISED';
}

/** The product the partner may sell: visible to the tenant and authorised where it must be; else 404 / 403. */
export async function ensureCanSell(db: Database, partner: SessionPartner, productCode: string): Promise<ProductDefinition> {
  const product = findVisibleProduct(partner, productCode);
  if (!(await isAuthorisedToSell(db, partner, product))) {
    throw new AppError(403, errorCodes.notAuthorised, messages.notAuthorisedProduct);
  }
  return product;
}
