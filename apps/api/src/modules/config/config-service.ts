import { DEFAULT_LANGUAGE, tenants, type BrokerConfig, type CatalogueEntry, type FeatureFlags, type Language, type TenantCode } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import { brandContacts } from '../../lib/brand-contacts';
import type { TenantCatalogueView } from './catalogue-views';

export function getBrokerConfig(tenant: TenantCode, features: FeatureFlags): BrokerConfig {
  const brand = tenants[tenant];
  return {
    tenant,
    brandName: brand.name,
    whiteLabel: brand.whiteLabel,
    colours: { primary: brand.primaryColour },
    consentText: brand.consentText,
    contact: brandContacts[tenant],
    features,
  };
}

/** A catalogue entry by its product code or its name (case-insensitive), as /product-catalog/productName looks it up. */
export function findCatalogueEntry(view: TenantCatalogueView, productName: string): CatalogueEntry {
  const wanted = productName.trim().toLowerCase();
  const entry = view.entries.find((e) => e.code.toLowerCase() === wanted || e.name.toLowerCase() === wanted);
  if (!entry) throw notFound('Product not found');
  return entry;
}

/** A product's landing config, its copy in `language` (the landing page's reader's). */
export function getLandingConfigJson(view: TenantCatalogueView, productCode: string, language: Language = DEFAULT_LANGUAGE): Buffer {
  const json = view.landingJson.get(productCode);
  if (json === undefined) throw notFound('Product not found');
  return json[language];
}

export function getFieldConfigJson(view: TenantCatalogueView, productCode: string, configType: string): Buffer {
  if (!view.landingJson.has(productCode)) throw notFound('Product not found');
  const json = view.fieldConfigJson.get(`${productCode}/${configType}`);
  if (json === undefined) throw notFound('This product has no form configuration');
  return json;
}
