import { z } from 'zod';
import { fieldKinds } from '../fields/field-config';
import { featureFlagKeys, type FeatureFlagKey } from '../flags';
import { productCategories, type ProductDefinition } from '../products/product-definition';
import { tenantCodes, tenants, type TenantCode } from '../tenants';

const planSchema = z.object({
  code: z.string(),
  name: z.string(),
  startingPrice: z.number().int(),
  description: z.string().optional(),
  benefits: z.array(z.string()).optional(),
});

/** A catalogue entry as GET /api/product-catalog lists it. */
export const catalogueEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(productCategories),
  basePath: z.enum(['/products', '/insurance']),
  sellerBrand: z.enum(tenantCodes),
  startingPrice: z.number().int().optional(),
  sellable: z.boolean(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** GET /api/configs/public/products/{code}/landingConfig */
export const landingConfigSchema = catalogueEntrySchema.extend({
  plans: z.array(planSchema),
  tagline: z.string().optional(),
  brochures: z.array(z.object({ title: z.string(), url: z.string() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  banners: z.array(z.object({ title: z.string(), text: z.string() })),
  consentText: z.string(),
});
export type LandingConfig = z.infer<typeof landingConfigSchema>;

/** A product as the catalogue lists it. */
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

/** A product's landing page data for a tenant (pass the product with the tenant's variant applied). */
export function toLandingConfig(product: ProductDefinition, tenant: TenantCode): LandingConfig {
  const landing = product.landing ?? {};
  return landingConfigSchema.parse({
    ...toCatalogueEntry(product),
    plans: product.plans,
    tagline: landing.tagline,
    brochures: landing.brochures ?? [],
    faqs: landing.faqs ?? [],
    banners: landing.banners ?? [],
    consentText: tenants[tenant].consentText,
  });
}

export const fieldConfigTypes = ['quote', 'proposal'] as const;
export type FieldConfigType = (typeof fieldConfigTypes)[number];

/** GET /api/product-catalog: the products the caller's tenant sees. */
export const catalogueListSchema = z.object({
  tenant: z.enum(tenantCodes),
  products: z.array(catalogueEntrySchema),
});
export type CatalogueList = z.infer<typeof catalogueListSchema>;

const fieldOptionSchema = z.object({ value: z.string(), label: z.string() });
const fieldValueSchema = z.union([z.string(), z.boolean(), z.array(z.string())]);

/** One field as served by fieldConfig; mirrors the FieldConfig type of fields/field-config.ts. */
export const fieldConfigSchema = z.object({
  name: z.string(),
  kind: z.enum(fieldKinds),
  label: z.string(),
  mandatory: z.boolean(),
  inputType: z.enum(['text', 'tel', 'email', 'number', 'date', 'file', 'checkbox']),
  options: z.array(fieldOptionSchema).optional(),
  optionsFrom: z.string().optional(),
  /** A rule reference: the rule's name plus its parameters (validation/rules.ts). */
  rule: z.looseObject({ name: z.string() }).optional(),
  requiredMessage: z.string().optional(),
  defaultValue: fieldValueSchema.optional(),
  locked: z.boolean().optional(),
  placeholder: z.string().optional(),
  hint: z.string().optional(),
  maxLength: z.number().int().optional(),
  showWhen: z.object({ field: z.string(), equals: z.array(z.string()) }).optional(),
  accept: z.array(z.enum(['application/pdf', 'image/jpeg', 'image/png'])).optional(),
});

/** GET /api/configs/public/products/{code}/fieldConfig/{quote|proposal} */
export const fieldConfigResponseSchema = z.object({ fields: z.array(fieldConfigSchema) });
export type FieldConfigResponse = z.infer<typeof fieldConfigResponseSchema>;

/** GET /api/configs/features: every key of flags.ts, each on or off. */
export const featureFlagsSchema = z.object(
  Object.fromEntries(featureFlagKeys.map((key) => [key, z.boolean()])) as Record<FeatureFlagKey, z.ZodBoolean>,
);

/** GET /api/configs/broker?source=fe: the brand the caller's tenant shows. */
export const brokerConfigSchema = z.object({
  tenant: z.enum(tenantCodes),
  brandName: z.string(),
  whiteLabel: z.boolean(),
  colours: z.object({ primary: z.string() }),
  consentText: z.string(),
  contact: z.object({ email: z.string(), phone: z.string(), tollFree: z.string() }),
  features: featureFlagsSchema,
});
export type BrokerConfig = z.infer<typeof brokerConfigSchema>;
