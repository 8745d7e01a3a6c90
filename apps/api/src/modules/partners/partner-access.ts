import { and, eq } from 'drizzle-orm';
import { errorCodes, findProductForTenant, messages, type ProductDefinition } from '@portal/domain';
import type { Database } from '../../db/client';
import { partnerAuthorisations } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { SessionPartner } from '../../plugins/auth';

/** The product as the partner's tenant sees it; 404 when the tenant may not see it at all. */
export function findVisibleProduct(partner: Pick<SessionPartner, 'tenantCode'>, productCode: string): ProductDefinition {
  const product = findProductForTenant(productCode, partner.tenantCode);
  if (!product) throw new AppError(404, errorCodes.notFound, 'Product not found');
  return product;
}

export async function isAuthorisedToSell(db: Database, partnerId: string, product: ProductDefinition): Promise<boolean> {
  if (!product.requiresAuthorisation) return true;
  const [row] = await db
    .select({ status: partnerAuthorisations.status })
    .from(partnerAuthorisations)
    .where(and(eq(partnerAuthorisations.partnerId, partnerId), eq(partnerAuthorisations.productCode, product.code)))
    .limit(1);
  return row?.status === 'AUTHORISED';
}

/** The product the partner may sell: visible to the tenant, sellable, and authorised where it must be. */
export async function ensureCanSell(db: Database, partner: SessionPartner, productCode: string): Promise<ProductDefinition> {
  const product = findVisibleProduct(partner, productCode);
  if (!(await isAuthorisedToSell(db, partner.id, product))) {
    throw new AppError(403, errorCodes.notAuthorised, messages.notAuthorisedProduct);
  }
  return product;
}
