import { productForTenant, type ProductDefinition } from './product-definition';
import type { TenantCode } from '../tenants';
import { vectorBorne } from './vector-borne';

/** Every product of SPEC §1. Adding a product is one file and one line here. */
export const catalogue: readonly ProductDefinition[] = [vectorBorne];

const byCode = new Map(catalogue.map((p) => [p.code, p]));

export function findProduct(code: string): ProductDefinition | undefined {
  return byCode.get(code);
}

/** The products a tenant may see, with its variants applied. */
export function listProductsForTenant(tenant: TenantCode): ProductDefinition[] {
  return catalogue.filter((p) => p.tenants.includes(tenant)).map((p) => productForTenant(p, tenant));
}

/** One product as a tenant sees it, or undefined when the tenant may not see it. */
export function findProductForTenant(code: string, tenant: TenantCode): ProductDefinition | undefined {
  const product = byCode.get(code);
  return product && product.tenants.includes(tenant) ? productForTenant(product, tenant) : undefined;
}
