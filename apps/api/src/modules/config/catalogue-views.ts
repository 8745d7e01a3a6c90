import {
  catalogueEntrySchema,
  fieldConfigResponseSchema,
  landingConfigSchema,
  listProductsForTenant,
  tenantCodes,
  tenants,
  type CatalogueEntry,
  type FieldConfigType,
  type FormDefinition,
  type ProductDefinition,
  type TenantCode,
} from '@portal/domain';

/**
 * The catalogue as each tenant sees it, serialised once at start: the domain catalogue is static
 * data, so landingConfig and fieldConfig answer with ready JSON bytes and no database call.
 */
export interface TenantCatalogueView {
  entries: CatalogueEntry[];
  /** Keyed by product code: the landing config's UTF-8 JSON bytes. */
  landingJson: ReadonlyMap<string, Buffer>;
  /** Keyed by `${productCode}/${configType}`; absent for products without a sale definition. */
  fieldConfigJson: ReadonlyMap<string, Buffer>;
}

export function toCatalogueEntry(product: ProductDefinition): CatalogueEntry {
  return catalogueEntrySchema.parse({
    code: product.code,
    name: product.name,
    category: product.category,
    basePath: product.basePath,
    sellerBrand: product.sellerBrand,
    startingPrice: product.startingPrice,
    sellable: product.sale !== undefined,
  });
}

function toLandingJson(product: ProductDefinition, tenant: TenantCode): Buffer {
  const landing = product.landing ?? {};
  const config = landingConfigSchema.parse({
    ...toCatalogueEntry(product),
    plans: product.plans,
    tagline: landing.tagline,
    brochures: landing.brochures ?? [],
    faqs: landing.faqs ?? [],
    banners: landing.banners ?? [],
    consentText: tenants[tenant].consentText,
  });
  return Buffer.from(JSON.stringify(config));
}

function buildTenantView(tenant: TenantCode): TenantCatalogueView {
  const products = listProductsForTenant(tenant);
  const landingJson = new Map<string, Buffer>();
  const fieldConfigJson = new Map<string, Buffer>();
  for (const product of products) {
    landingJson.set(product.code, toLandingJson(product, tenant));
    if (!product.sale) continue;
    const forms: Record<FieldConfigType, FormDefinition> = { quote: product.sale.quote, proposal: product.sale.proposal };
    for (const [type, form] of Object.entries(forms)) {
      fieldConfigJson.set(`${product.code}/${type}`, Buffer.from(JSON.stringify(fieldConfigResponseSchema.parse({ fields: form.fields }))));
    }
  }
  return { entries: products.map(toCatalogueEntry), landingJson, fieldConfigJson };
}

/** Every tenant's view; built once when the config routes register. */
export function buildCatalogueViews(): Record<TenantCode, TenantCatalogueView> {
  return Object.fromEntries(tenantCodes.map((tenant) => [tenant, buildTenantView(tenant)])) as Record<TenantCode, TenantCatalogueView>;
}
