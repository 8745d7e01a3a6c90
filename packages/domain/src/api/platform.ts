import { z } from 'zod';
import { tenantCodes } from '../tenants';
import { ruleFactories } from '../validation/rules';

/**
 * The platform calls of SPEC §7 that are not a product's: the cache (add-redis, get-redis), the
 * transform utility, access tokens, the configuration calls and the newsletter (decisions 0105-0108).
 */

// ---- Cache: /master/public/add-redis and /get-redis (decision 0105) ----

export const CACHE_MAX_VALUE_BYTES = 16 * 1024;
export const CACHE_DEFAULT_TTL_SECONDS = 60 * 60;
export const CACHE_MAX_TTL_SECONDS = 24 * 60 * 60;

export const cacheMessages = {
  key: 'Key must be 1 to 128 letters, digits, dots, colons, dashes or underscores',
  ttl: `Time to live must be 1 to ${CACHE_MAX_TTL_SECONDS} seconds`,
  tooLarge: `Value must be at most ${CACHE_MAX_VALUE_BYTES / 1024} KB as JSON`,
  notFound: 'No value is cached under this key',
} as const;

export const cacheKeySchema = z.string({ message: cacheMessages.key }).regex(/^[A-Za-z0-9:._-]{1,128}$/, { message: cacheMessages.key });

/** A string's length in UTF-8 bytes (the domain runs without the DOM's TextEncoder). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The stored value: any JSON up to the size limit. */
const cacheValueSchema = z
  .unknown()
  .describe('any JSON value')
  .refine((value) => value !== undefined && utf8Length(JSON.stringify(value)) <= CACHE_MAX_VALUE_BYTES, { message: cacheMessages.tooLarge });

export const cachePutRequestSchema = z.object({
  key: cacheKeySchema,
  value: cacheValueSchema,
  ttlSeconds: z
    .number({ message: cacheMessages.ttl })
    .int({ message: cacheMessages.ttl })
    .min(1, { message: cacheMessages.ttl })
    .max(CACHE_MAX_TTL_SECONDS, { message: cacheMessages.ttl })
    .default(CACHE_DEFAULT_TTL_SECONDS),
});
export type CachePutRequest = z.input<typeof cachePutRequestSchema>;

export const cacheEntrySchema = z.object({
  key: z.string(),
  value: z.unknown().describe('the JSON value stored'),
  expiresAt: z.string(),
  store: z.enum(['redis', 'database']),
});
export type CacheEntry = z.infer<typeof cacheEntrySchema>;
export const cacheGetQuerySchema = z.object({ key: cacheKeySchema });

// ---- Transform: /utilities/public/transform (decision 0106) ----

/**
 * What the utility converts: the display forms SPEC §3 and §5 fix (rupees with Indian digit grouping,
 * dates as DD/MM/YYYY) to and from the stored forms, an amount in words (proposal and mandate forms),
 * and a mobile or email masked the way every screen masks them.
 */
export const transformOperations = ['rupees-grouped', 'amount-in-words', 'dob-to-iso', 'iso-to-dob', 'mask-mobile', 'mask-email'] as const;
export type TransformOperation = (typeof transformOperations)[number];
export const TRANSFORM_MAX_ITEMS = 50;

export const transformRequestSchema = z.object({
  items: z
    .array(z.object({ operation: z.enum(transformOperations), value: z.string().max(200) }))
    .min(1)
    .max(TRANSFORM_MAX_ITEMS),
});
export type TransformRequest = z.input<typeof transformRequestSchema>;
export const transformResponseSchema = z.object({
  results: z.array(z.object({ operation: z.enum(transformOperations), value: z.string(), result: z.string().nullable(), error: z.string().optional() })),
});
export type TransformResponse = z.infer<typeof transformResponseSchema>;

// ---- Access tokens: /token/issue (decision 0107) ----

/** Who may present the token: the help centre widget, or the file and document hosts of SPEC §7. */
export const tokenAudiences = ['helpcentre', 'files', 'documents'] as const;
export type TokenAudience = (typeof tokenAudiences)[number];
export const ACCESS_TOKEN_VALIDITY_SECONDS = 15 * 60;
export const tokenIssueRequestSchema = z.object({ audience: z.enum(tokenAudiences) });
export const tokenIssueResponseSchema = z.object({
  token: z.string(),
  audience: z.enum(tokenAudiences),
  expiresAt: z.string(),
  tokenType: z.literal('Bearer'),
});
export type TokenIssueResponse = z.infer<typeof tokenIssueResponseSchema>;

// ---- Configuration: /configuration/urls, /configuration/constant/fetch, /configs/products/… (decision 0107) ----

/** The hosts of SPEC §7 (platform v1 and v2, premium v2, documents, files, payments) and the help centre. */
export const apiHostNames = ['platformV1', 'platformV2', 'premiumV2', 'documents', 'files', 'payments', 'helpCentre', 'newsletter'] as const;
export type ApiHostName = (typeof apiHostNames)[number];
/** Each host of SPEC §7 under one API base: this service answers them all (DESIGN.md). The web and /configuration/urls share it. */
export function apiHostsUnder(api: string): Record<ApiHostName, string> {
  return {
    platformV1: api,
    platformV2: `${api}/v2`,
    premiumV2: `${api}/v2`,
    documents: api,
    files: `${api}/files/v1`,
    payments: `${api}/payment/v1`,
    helpCentre: `${api}/helpcentre/v1`,
    newsletter: `${api}/newsletter`,
  };
}

export const configurationUrlsSchema = z.object({
  environment: z.string(),
  urls: z.object(Object.fromEntries(apiHostNames.map((name) => [name, z.string()])) as Record<ApiHostName, z.ZodString>),
});
export type ConfigurationUrls = z.infer<typeof configurationUrlsSchema>;

export const constantsQuerySchema = z.object({
  keys: z
    .string()
    .regex(/^[A-Za-z_,]{1,400}$/)
    .optional()
    .describe('comma-separated constant names; all when absent'),
});
export const constantsResponseSchema = z.record(z.string(), z.unknown());

export const productConfigTypes = ['landing', 'quote', 'proposal'] as const;
export type ProductConfigType = (typeof productConfigTypes)[number];
export const productConfigParamsSchema = z.object({ code: z.string().min(1).max(64), configType: z.enum(productConfigTypes) });
/** sourceId: the tenant whose variant is asked for (a partner: only his own). */
export const productConfigQuerySchema = z.object({ sourceId: z.enum(tenantCodes).optional() });

// ---- Newsletter (decision 0108) ----

export const newsletterMessages = {
  consent: 'Tick the box to agree to receive the newsletter',
  subscribed: 'Thank you. Check your email to confirm your subscription.',
  unsubscribed: 'You will not receive the newsletter any more.',
} as const;
export const newsletterSubscribeRequestSchema = z.object({
  email: ruleFactories.email(),
  consent: z.literal(true, { message: newsletterMessages.consent }),
  tenant: z.enum(tenantCodes).optional(),
});
export const newsletterUnsubscribeRequestSchema = z.object({ email: ruleFactories.email() });
export const newsletterAnswerSchema = z.object({ message: z.string() });
