import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  customerLinkBrandSchema,
  qrActivateRequestSchema,
  qrActivationSchema,
  qrCodeRequestSchema,
  qrCodeValidationSchema,
  qrOtpRequestSchema,
  qrOtpSentSchema,
  qrPolicyOtpSentSchema,
  qrPolicyRequestSchema,
  qrPolicyVerifySchema,
  qrScanCountSchema,
  qrSheetRequestSchema,
  qrSheetSchema,
} from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { currentCustomer, requireCustomer, setCustomerSessionCookie } from '../../plugins/customer-auth';
import { languageOfRequest } from '../../i18n/api-i18n';
import { renderPolicyCertificate } from '../../documents/policy-certificate';
import { afterActivation, prepareSachetPolicyLinks, sachetPolicyBrand, sendPolicyOtp, sessionPolicy, verifyPolicyOtp } from './sachet-policy-service';
import { activateCode, getSheets, makeSheet, recordScan, sendActivationOtp, validateCode, type IssuePolicy, type QrCodesContext } from './qr-codes-service';
import { binaryAnswer } from '../../plugins/openapi';
import type { RouteApp } from '../../plugins/route-app';

const publicErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema } as const;
type Context = (origin: string) => QrCodesContext;
type OriginOf = (request: { protocol: string; host: string }) => string;
type PolicyLinks = Awaited<ReturnType<typeof prepareSachetPolicyLinks>>;

// Routes of the qr-codes module (SPEC §7 QR activation of sachet term; decision 0089); registered under /api in app.ts.
export interface QrCodesRouteOptions {
  /** Issues an activated code's policy with its payout and message, a flow given by the composition root (decision 0220). */
  issuePolicy: IssuePolicy;
}

export const qrCodesRoutes: FastifyPluginAsyncZod<QrCodesRouteOptions> = async (app, options) => {
  // The partner's sheet page posts a plain HTML form, so the phone's browser downloads the PDF itself.
  await app.register(formbody);
  const context = (origin: string): QrCodesContext => ({
    db: app.db,
    clock: app.providers.clock,
    sms: app.providers.sms,
    env: app.env,
    origin,
    notifier: app.notifier,
    issuePolicy: options.issuePolicy,
  });
  const policyLinks = await prepareSachetPolicyLinks(app.env.QUOTE_SIGNING_SECRET);
  const originOf = (request: { protocol: string; host: string }) => app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
  registerSheetRoutes(app, context, originOf);
  registerActivationRoutes(app, context, originOf, policyLinks);
  registerPolicyBrandRoute(app, context, policyLinks);
  registerPolicyRoutes(app, context, policyLinks);
};

/** The partner's sheets of activation codes: a new one as a PDF, and those made. */
function registerSheetRoutes(app: RouteApp, context: Context, originOf: OriginOf) {
  app.post(
    '/qr-codes/sheets',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['qr-codes'],
        summary: 'A PDF sheet of new single-use Sachet Term activation codes (QR and printed code); the codes are kept only as hashes',
        // The sheet page posts JSON (decision 0267); the form encoding of its former plain form is still taken, and the
        // cross-site check still refuses another site's (decision 0043).
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: qrSheetRequestSchema,
        response: {
          201: binaryAnswer('A PDF document', 'application/pdf'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { pdf, sheetId } = await makeSheet(context(originOf(request)), currentPartner(request), request.body);
      return reply
        .code(201)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="sachet-term-qr-codes-${sheetId.slice(0, 8)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/qr-codes/sheets',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['qr-codes'],
        summary: "The partner's QR sheets (an admin's: the tenant's) with how many codes were scanned and activated",
        response: { 200: z.array(qrSheetSchema), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getSheets(context(''), currentPartner(request)),
  );
}

/** Public, from a scanned code: what it activates, its scans, the customer's OTP and the one activation. */
function registerActivationRoutes(app: RouteApp, context: Context, originOf: OriginOf, policyLinks: PolicyLinks) {
  app.post(
    '/qr-codes/public/validate',
    {
      schema: {
        tags: ['qr-codes'],
        summary: 'Public: what a scanned code activates and whether it already was',
        body: qrCodeRequestSchema,
        response: { 200: qrCodeValidationSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return validateCode(context(''), request.body.code);
    },
  );

  // SPEC §7 spells the call with a trailing slash; both spellings are served, the document lists the one
  // without (OpenAPI linters refuse a trailing slash, decision 0054).
  for (const [url, hide] of [
    ['/qr-codes/public/scan-count', false],
    ['/qr-codes/public/scan-count/', true],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          hide,
          tags: ['qr-codes'],
          summary: 'Public: counts one scan of the code',
          body: qrCodeRequestSchema,
          response: { 200: qrScanCountSchema, ...publicErrors },
        },
      },
      async (request) => recordScan(context(''), request.body.code),
    );
  }

  app.post(
    '/qr-codes/public/otp',
    {
      schema: {
        tags: ['qr-codes'],
        summary: "Public: a 4-digit OTP to the customer's mobile for the code's activation (the login OTP's limits)",
        body: qrOtpRequestSchema,
        response: { 200: qrOtpSentSchema, ...publicErrors },
      },
    },
    async (request) => sendActivationOtp(context(''), request.body, request.ip),
  );

  app.post(
    '/qr-codes/public/activate',
    {
      schema: {
        tags: ['qr-codes'],
        summary: "Public: the code's one activation, issuing the Sachet Term policy; a second answers 409",
        body: qrActivateRequestSchema,
        response: { 201: qrActivationSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const activated = await activateCode(context(''), request.body, languageOfRequest(request));
      // The customer gets the policy now (its document with a session of this cover) and by SMS (decision 0153).
      const { policy, sessionToken } = await afterActivation(
        { ...context(originOf(request)), policyLinks },
        activated.proposalId,
        activated.mobile,
        activated.tenantCode,
        languageOfRequest(request),
      );
      setCustomerSessionCookie(app, request, reply, sessionToken);
      return reply.code(201).send(policy);
    },
  );
}

/** Public: an activated cover seen again after an OTP, in the customer's session, and its certificate. */
/** Public: whose cover a card or SMS link names, so its page names the tenant before the OTP (decision 0240). */
function registerPolicyBrandRoute(app: RouteApp, context: Context, policyLinks: PolicyLinks) {
  app.post(
    '/qr-codes/public/policy/brand',
    {
      schema: {
        tags: ['qr-codes'],
        summary: 'Public: the brand of the cover a card’s code or SMS link names (its tenant), so its page names it before the OTP; nothing personal',
        body: qrPolicyRequestSchema,
        response: { 200: customerLinkBrandSchema, ...publicErrors },
      },
    },
    async (request) => sachetPolicyBrand({ ...context(''), policyLinks }, request.body),
  );
}

function registerPolicyRoutes(app: RouteApp, context: Context, policyLinks: PolicyLinks) {
  app.post(
    '/qr-codes/public/policy/otp',
    {
      schema: {
        tags: ['qr-codes'],
        summary: 'Public: to see an activated cover again, from its card (code) or its SMS link (link): a 4-digit OTP to the mobile that activated it',
        body: qrPolicyRequestSchema,
        response: { 200: qrPolicyOtpSentSchema, ...publicErrors },
      },
    },
    async (request) => sendPolicyOtp({ ...context(''), policyLinks }, request.body, request.ip),
  );

  app.post(
    '/qr-codes/public/policy/verify',
    {
      schema: {
        tags: ['qr-codes'],
        summary: 'Public: the right OTP starts a customer session for this cover (HttpOnly cookie) and answers the policy',
        body: qrPolicyVerifySchema,
        response: { 200: qrActivationSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { policy, sessionToken } = await verifyPolicyOtp({ ...context(''), policyLinks }, request.body);
      setCustomerSessionCookie(app, request, reply, sessionToken);
      return policy;
    },
  );

  app.get(
    '/qr-codes/public/policy',
    {
      preHandler: requireCustomer('activation'),
      schema: {
        tags: ['qr-codes'],
        summary: 'The cover of the customer’s session (after activation or its OTP)',
        response: { 200: qrActivationSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return (await sessionPolicy(context(''), currentCustomer(request, 'activation'))).policy;
    },
  );

  app.get(
    '/qr-codes/public/policy.pdf',
    {
      preHandler: requireCustomer('activation'),
      schema: {
        tags: ['qr-codes'],
        summary: 'The certificate of insurance (PDF) of the customer’s session’s cover',
        response: { 200: binaryAnswer('A PDF document, as an attachment', 'application/pdf'), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { certificate } = await sessionPolicy(context(''), currentCustomer(request, 'activation'));
      // In the customer's language: the policy page's, from which he downloads it.
      const language = languageOfRequest(request);
      const pdf = await renderPolicyCertificate(certificate, language);
      return reply
        .type('application/pdf')
        .header('content-language', language)
        .header('vary', 'Accept-Language')
        .header('content-disposition', `attachment; filename="${certificate.policyNumber.replaceAll('/', '-')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
