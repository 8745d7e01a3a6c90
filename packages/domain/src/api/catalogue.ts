import { z } from 'zod';
import { productCategories } from '../products/product-definition';
import { tenantCodes } from '../tenants';

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

export const fieldConfigTypes = ['quote', 'proposal'] as const;
export type FieldConfigType = (typeof fieldConfigTypes)[number];
