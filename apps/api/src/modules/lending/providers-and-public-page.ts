import { eq } from 'drizzle-orm';
import {
  errorCodes,
  fieldErrorsOf,
  findProductForTenant,
  isLoanProductCode,
  lenderCodes,
  loanProductProfiles,
  lamfShareBodySchema,
  lenderNames,
  lenderRules,
  lendersFor,
  loanProductCodes,
  shareDetailsLoanProducts,
  tenants,
  type Language,
  type LenderCode,
  type Providers as ProvidersAnswer,
  type TenantCode,
} from '@portal/domain';
import { partners } from '../../db/partners-schema';
import type { PartnerScope } from '../../db/partner-scope';
import { AppError, notFound, validationError } from '../../plugins/errors';
import { PARTNER_LINK_VALIDITY_MS } from '../../security/tokens';
import { findLeadById } from '../../lib/leads/lead-records';
import { createLead, leadProduct } from '../../lib/leads/create-lead';

import type { LendingContext } from './lending-context';
import { CUSTOMER_LINK_VALIDITY_MS, lendingMessages } from './lending-context';

/** The lenders a partner's tenant offers, the partner's public URL and the logo-only public page, the LAMF customer's link. */

/** The tenant's own bank, if its lender file names the tenant (the white-label tenant's). */
const ownBankOf = (tenantCode: TenantCode): LenderCode | undefined => lenderCodes.find((code) => lenderRules[code].whiteLabelTenant === tenantCode);

/** GET /getProvider?productCode: the lenders of the loan products the partner's tenant offers. */
export function providersFor(partner: PartnerScope, productCode?: string): ProvidersAnswer {
  const products = loanProductCodes.filter((code) => findProductForTenant(code, partner.tenantCode) && (!productCode || code === productCode));
  const codes = new Set(products.flatMap((p) => lendersFor(p).map((l) => l.code)));
  return {
    providers: [...codes].map((code) => ({
      code,
      name: lenderNames[code],
      productCodes: products.filter((p) => lenderRules[code].products[p]),
      custom: lenderRules[code].whiteLabelTenant !== undefined,
    })),
  };
}

/** GET /getCustomProvider: the tenant's own bank (the white-label tenant's), if it has one. */
export function customProviderFor(partner: PartnerScope): ProvidersAnswer {
  const code = ownBankOf(partner.tenantCode);
  if (!code) return { providers: [] };
  return { providers: [{ code, name: lenderNames[code], productCodes: Object.keys(lenderRules[code].products), custom: true }] };
}

/** POST /product/{code}/generatePartnerUrl: a signed URL of the product's public page carrying the partner. */
export async function generatePartnerUrl(context: LendingContext, partner: PartnerScope, code: string) {
  const product = leadProduct(partner, code);
  if (!publicStepsOf(product.code)) throw notFound('No public page for this product');
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + PARTNER_LINK_VALIDITY_MS);
  const token = await context.tokens.partnerUrl.issue({ partnerId: partner.id, productCode: product.code }, { issuedAt: now, expiresAt });
  return { url: `/products/${product.code}/public?ref=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}

/** The steps a product's public page lists, from its lending profile; undefined when it has none. */
const publicStepsOf = (code: string) => (isLoanProductCode(code) ? loanProductProfiles[code].publicSteps : undefined);

/** GET /products/{code}/public?token|ref: what the logo-only customer page shows (the tenant's brand and the steps). */
export async function publicPage(context: LendingContext, code: string, query: { token?: string; ref?: string }) {
  const now = context.clock.now();
  let tenantCode: TenantCode | undefined;
  let expiresAt: Date | undefined;
  let language: Language | undefined;
  if (query.token) {
    // A lending customer's link, or the link of a lead shared from its details page (the leads module's kind).
    const read = (await context.tokens.customerLink.read(query.token, now)) ?? (await context.tokens.leadLink.read(query.token, now));
    if (!read || ('productCode' in read.payload && read.payload.productCode !== code)) throw notFound(lendingMessages.badLink);
    if (read.expired) throw new AppError(410, errorCodes.notFound, lendingMessages.expiredLink);
    const lead = await findLeadById(context.db, read.payload.leadId);
    if (!lead || lead.productCode !== code) throw notFound(lendingMessages.badLink);
    tenantCode = lead.tenantCode;
    expiresAt = read.expiresAt;
    language = lead.customerLanguage;
  } else if (query.ref) {
    const read = await context.tokens.partnerUrl.read(query.ref, now);
    if (!read || read.payload.productCode !== code) throw notFound(lendingMessages.badLink);
    if (read.expired) throw new AppError(410, errorCodes.notFound, lendingMessages.expiredLink);
    const [partner] = await context.db.select({ tenantCode: partners.tenantCode }).from(partners).where(eq(partners.id, read.payload.partnerId));
    if (!partner) throw notFound(lendingMessages.badLink);
    tenantCode = partner.tenantCode;
    expiresAt = read.expiresAt;
  }
  const steps = publicStepsOf(code);
  if (!tenantCode || !expiresAt || !steps) throw notFound(lendingMessages.badLink);
  const tenant = tenants[tenantCode];
  return {
    productCode: code,
    tenantCode,
    brandName: tenant.name,
    primaryColour: tenant.primaryColour,
    steps: [...steps],
    linkExpiresAt: expiresAt.toISOString(),
    ...(language ? { language } : {}),
  };
}

export async function customerLinkFor(context: LendingContext, leadId: string, productCode: string) {
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + CUSTOMER_LINK_VALIDITY_MS);
  const token = await context.tokens.customerLink.issue({ leadId, productCode }, { issuedAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * POST /share-details: the Customer's Link of the loan product whose profile shares details first (LAMF's
 * today; decision 0143: no product code here): a lead (link shared) and its link to /products/<code>/public.
 */
export async function shareDetails(context: LendingContext, partner: PartnerScope, body: unknown) {
  const [productCode] = shareDetailsLoanProducts;
  if (!productCode) throw notFound(lendingMessages.badLink);
  leadProduct(partner, productCode);
  const parsed = lamfShareBodySchema.safeParse(body);
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error));
  const v = parsed.data as Record<string, string>;
  const lead = await createLead(
    context.leads,
    partner,
    productCode,
    {
      customer: { name: v.fullName!, mobile: v.mobile!, ...(v.email ? { email: v.email } : {}), pan: v.pan! },
      status: 'LINK_SHARED',
    },
    { note: { key: 'customerLinkMade' } },
  );
  const { token, expiresAt } = await customerLinkFor(context, lead.id, productCode);
  return { leadId: lead.id, link: `/products/${productCode}/public?token=${encodeURIComponent(token)}`, linkExpiresAt: expiresAt.toISOString() };
}
