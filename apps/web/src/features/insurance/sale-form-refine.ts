import { findProduct, findProductForTenant, type FormRefine, type SaleFormType, type TenantCode } from '@portal/domain';

/**
 * The product's cross-field checks for a quote or proposal form, from the domain catalogue — the same
 * the API adds to the served fields. Imported only by lazily loaded chunks: the catalogue is large.
 */
export function findSaleFormRefine(productCode: string, form: SaleFormType, tenant: TenantCode | undefined): FormRefine | undefined {
  const product = tenant ? findProductForTenant(productCode, tenant) : findProduct(productCode);
  return product?.sale?.[form].refine;
}
