import { listProductsForTenant } from '../products/catalogue';
import type { ProductDefinition } from '../products/product-definition';
import type { TenantCode } from '../tenants';

/** Whether a coupon can be used on the product: its proposal has the coupon code field (the mobile cover's, SPEC §3). */
export const productTakesCoupons = (product: ProductDefinition): boolean => product.sale?.proposal.fields.some((field) => field.name === 'couponCode') ?? false;

/** The tenant's products a coupon can be made for, in catalogue order (the console's product choice). */
export const listCouponProducts = (tenant: TenantCode): { code: string; name: string }[] =>
  listProductsForTenant(tenant)
    .filter(productTakesCoupons)
    .map((product) => ({ code: product.code, name: product.name }));
