import {
  fieldConfigResponseSchema,
  listProductsForTenant,
  fieldsForTenant,
  languages,
  tenantCodes,
  toCatalogueEntry,
  toLandingConfig,
  type CatalogueEntry,
  type FieldConfigType,
  type FormDefinition,
  type Language,
  type TenantCode,
} from '@portal/domain';
import { productInLanguage } from '@portal/domain/messages/product-copy';

/**
 * The catalogue as each tenant sees it, serialised once at start: the domain catalogue is static
 * data, so landingConfig and fieldConfig answer with ready JSON bytes and no database call.
 */
export interface TenantCatalogueView {
  entries: CatalogueEntry[];
  /** Keyed by product code: the landing config's UTF-8 JSON bytes in each language (the products' copy translated, decision 0275). */
  landingJson: ReadonlyMap<string, Readonly<Record<Language, Buffer>>>;
  /** Keyed by `${productCode}/${configType}`; absent for products without a sale definition. */
  fieldConfigJson: ReadonlyMap<string, Buffer>;
}

function buildTenantView(tenant: TenantCode): TenantCatalogueView {
  const products = listProductsForTenant(tenant);
  const landingJson = new Map<string, Readonly<Record<Language, Buffer>>>();
  const fieldConfigJson = new Map<string, Buffer>();
  for (const product of products) {
    const inLanguage = (language: Language) => Buffer.from(JSON.stringify(toLandingConfig(productInLanguage(product, language), tenant)));
    landingJson.set(product.code, Object.fromEntries(languages.map((language) => [language, inLanguage(language)])) as Record<Language, Buffer>);
    if (!product.sale) continue;
    const forms: Record<FieldConfigType, { fields: FormDefinition['fields']; fromQuote?: Readonly<Record<string, string>> }> = {
      quote: { fields: product.sale.quote.fields },
      proposal: { fields: fieldsForTenant(product.sale.proposal.fields, tenant), fromQuote: product.sale.proposalAnswersFromQuote },
    };
    for (const [type, form] of Object.entries(forms)) {
      fieldConfigJson.set(`${product.code}/${type}`, Buffer.from(JSON.stringify(fieldConfigResponseSchema.parse(form))));
    }
  }
  return { entries: products.map(toCatalogueEntry), landingJson, fieldConfigJson };
}

let views: Readonly<Record<TenantCode, TenantCatalogueView>> | undefined;

/**
 * Every tenant's view, built on the first call and shared after it: the catalogue and the config-source
 * routes (and every app a test process builds) read the same bytes, which the domain's static data fixes.
 */
export function catalogueViews(): Readonly<Record<TenantCode, TenantCatalogueView>> {
  views ??= Object.fromEntries(tenantCodes.map((tenant) => [tenant, buildTenantView(tenant)])) as Record<TenantCode, TenantCatalogueView>;
  return views;
}
