import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aggregatorIdSchema,
  apiErrorSchema,
  callbackLogQuerySchema,
  callbackLogSchema,
  canWrite,
  chosenOfferSchema,
  cloneQuerySchema,
  consentOtpSentSchema,
  consentOtpVerifyBodySchema,
  customerLinkSchema,
  errorCodes,
  fdBookingSchema,
  fdQuoteSchema,
  isLenderCode,
  kfsAcknowledgeBodySchema,
  lamfFoliosBodySchema,
  lamfFoliosSchema,
  leadLoanOfferQuerySchema,
  leadLoanOfferSchema,
  leadsAggregatorParamsSchema,
  leadsAggregatorQuerySchema,
  lendingMandateBodySchema,
  lendingRedirectionProducts,
  lendingRedirectionSchema,
  loanApplicationSchema,
  loanPublicPageSchema,
  mandateTokenQuerySchema,
  markNotInterestedBodySchema,
  offerParamsSchema,
  offersAnswerSchema,
  offerWithKfsSchema,
  partnerUrlSchema,
  preApprovedOffersSchema,
  providerApiAnswerSchema,
  providerApiQuerySchema,
  providerQuerySchema,
  providersSchema,
  sellRequestSchema,
  shareDetailsSchema,
  tenants,
  type LenderCode,
} from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { SignedLenderCallback } from '../../providers/lenders/lender-provider';
import { SandboxLender } from '../../providers/lenders/sandbox-lenders';
import { RateLimitedError } from '../auth/otp-service';
import { derivePanKey } from '../leads/leads-service';
import { renderKfsPdf } from './kfs-pdf';
import {
  acknowledgeKfs,
  applyLenderCallback,
  askLenderStatus,
  bookFd,
  callbackLog,
  chooseOffer,
  confirmRedirection,
  createApplication,
  customProviderFor,
  fdQuote,
  findApplicationById,
  generatePartnerUrl,
  getApplication,
  getLeadLoanOffer,
  getOffers,
  getOfferWithKfs,
  getRedirection,
  kfsOf,
  loanCustomerLink,
  markNotInterested,
  prepareLendingTokens,
  providersFor,
  publicPage,
  sendConsentOtp,
  shareDetails,
  verifyConsent,
  visibleApplication,
  withdrawConsent,
  type LendingContext,
} from './lending-service';
import { applicantOf, CHASE_OFFERS_JOB, chasePendingLenders, offersAnswer, SANDBOX_CALLBACK_JOB } from './offers-service';
import { derivePanSealKey } from './pan-seal';
import { registerLenderCallbackRoute } from './lender-callback-route';
import { foliosOfApplication } from './lamf-folios';
import { loanActivitySummary } from './loan-activity-summary';
import { binaryAnswer } from '../../plugins/openapi';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;
const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
const publicErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema } as const;
// The products whose customer's link opens a lending redirection flow: one list, the domain's.
const redirectionProducts = lendingRedirectionProducts;

/**
 * A lender's callback: the signature and age checked over the exact bytes with that lender's key, then the
 * body's shape, then applied once. The HTTP route and the sandbox lenders' late-answer job both come here.
 */
async function receiveLenderCallback(app: FastifyInstance, context: LendingContext, lenderCode: LenderCode, callback: SignedLenderCallback) {
  const verification = app.providers.lenders.get(lenderCode).verifyCallback(callback, app.providers.clock.now());
  if (!verification.ok) {
    if (verification.reason === 'signature') throw new AppError(401, errorCodes.unauthenticated, 'Invalid callback signature');
    if (verification.reason === 'stale') throw new AppError(401, errorCodes.unauthenticated, 'Callback timestamp is outside the allowed window');
    throw new AppError(400, errorCodes.validation, 'Callback body is not a lender event');
  }
  return applyLenderCallback(context, lenderCode, verification.body);
}

// Routes of the lending module (loan applications, consent, offers and KFS, lender callbacks, FD,
// LAMF, partner URL, providers); registered under /api in app.ts.
export const lendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = await prepareLendingTokens(app.env.QUOTE_SIGNING_SECRET);
  const panKey = derivePanKey(app.env.OTP_HASH_SECRET);
  const panSealKey = derivePanSealKey(app.env.OTP_HASH_SECRET);
  const context = (): LendingContext => ({
    db: app.db,
    clock: app.providers.clock,
    lenders: app.providers.lenders,
    fundRegistry: app.providers.fundRegistry,
    sms: app.providers.sms,
    env: app.env,
    panSealKey,
    tokens,
    leads: { db: app.db, clock: app.providers.clock, panKey },
    log: app.log,
  });

  app.jobHandlers[CHASE_OFFERS_JOB] = async (payload) => {
    const application = await findApplicationById(app.db, String(payload.aggregatorId));
    if (application) await chasePendingLenders(context(), application);
    return { done: true };
  };
  app.jobHandlers[SANDBOX_CALLBACK_JOB] = async (payload) => {
    const code = String(payload.lenderCode);
    const application = await findApplicationById(app.db, String(payload.aggregatorId));
    const lender = isLenderCode(code) ? app.providers.lenders.get(code) : undefined;
    if (!application || !(lender instanceof SandboxLender)) return { done: true };
    const now = app.providers.clock.now();
    const callback = lender.signedCallback({ aggregatorId: application.id, applicant: applicantOf(context(), application, now) }, now);
    await receiveLenderCallback(app, context(), lender.code, callback);
    return { done: true };
  };

  const codeParams = z.object({ code: z.string().min(1).max(40) });
  const aggregatorParams = z.object({ aggregatorId: aggregatorIdSchema });

  app.post(
    '/products/:code/loan-applications',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary:
          'Enter Loan Details: the sell form of personal loan, home loan, business loans or LAMF; answers the application (its aggregator id) waiting for the customer’s consent',
        params: codeParams,
        body: sellRequestSchema,
        response: { 201: loanApplicationSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createApplication(context(), currentPartner(request), request.params.code, request.body)),
  );

  app.get(
    '/loan-applications/:aggregatorId',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary: 'A loan application: its status, consent notice and consent',
        params: aggregatorParams,
        response: { 200: loanApplicationSchema, ...readErrors },
      },
    },
    async (request) => getApplication(context(), currentPartner(request), request.params.aggregatorId),
  );

  app.post(
    '/loan-applications/:aggregatorId/consent/otp',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'Send the customer an OTP (6 digits, 5 minutes) to consent to sharing the application with lenders; the login OTP’s send limits apply',
        params: aggregatorParams,
        response: { 200: consentOtpSentSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return await sendConsentOtp(context(), currentPartner(request), request.params.aggregatorId, request.ip);
      } catch (error) {
        if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/loan-applications/:aggregatorId/consent/verify',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'The customer’s OTP: the consent is recorded (purpose, notice version, channel, time)',
        params: aggregatorParams,
        body: consentOtpVerifyBodySchema,
        response: { 200: loanApplicationSchema, ...errors },
      },
    },
    async (request) => verifyConsent(context(), currentPartner(request), request.params.aggregatorId, request.body.otp),
  );

  app.post(
    '/loan-applications/:aggregatorId/consent/withdraw',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'The customer withdraws the consent: recorded with its time; lenders are not asked from then on',
        params: aggregatorParams,
        response: { 200: loanApplicationSchema, ...errors },
      },
    },
    async (request) => withdrawConsent(context(), currentPartner(request), request.params.aggregatorId),
  );

  app.get(
    '/leads/aggregator/:aggregatorId',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary:
          'Loan Offers: the first call after consent asks every lender at once and answers at the deadline with the offers in and the lenders pending; later calls (poll while pending) read what has come',
        params: leadsAggregatorParamsSchema,
        querystring: leadsAggregatorQuerySchema,
        response: { 200: offersAnswerSchema, ...readErrors },
      },
    },
    async (request) => {
      const partner = currentPartner(request);
      // A view-only user sees the offers but never asks lenders.
      if (!canWrite(partner.role)) {
        const application = await visibleApplication(context(), partner, request.params.aggregatorId);
        return offersAnswer(context(), partner, application, false);
      }
      return getOffers(context(), partner, request.params.aggregatorId);
    },
  );

  app.get(
    '/loan-applications/:aggregatorId/offers/:offerId',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary: 'One offer and its Key Facts Statement (RBI KFS directions 2024)',
        params: offerParamsSchema,
        response: { 200: offerWithKfsSchema, ...readErrors },
      },
    },
    async (request) => getOfferWithKfs(context(), currentPartner(request), request.params.aggregatorId, request.params.offerId),
  );

  app.get(
    '/loan-applications/:aggregatorId/offers/:offerId/kfs.pdf',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary: 'The offer’s Key Facts Statement as a PDF',
        params: offerParamsSchema,
        response: { 200: binaryAnswer('A PDF document', 'application/pdf'), ...readErrors },
      },
    },
    async (request, reply) => {
      const partner = currentPartner(request);
      const { kfs, customerName, offerId } = await kfsOf(context(), partner, request.params.aggregatorId, request.params.offerId);
      const pdf = await renderKfsPdf(kfs, { customerName, offerId, brandName: tenants[partner.tenantCode].name });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="KFS-${offerId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/leads/clone',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'Choose an offer (selectOffer) of an application: one lead per chosen offer; choosing it again answers the same lead',
        querystring: cloneQuerySchema,
        response: { 200: chosenOfferSchema, ...errors },
      },
    },
    async (request) => chooseOffer(context(), currentPartner(request), request.query.aggregatorId, request.query.selectOffer),
  );

  app.get(
    '/leads/loanOffer',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary: 'The offer of a loan lead, its KFS and the customer’s acknowledgement',
        querystring: leadLoanOfferQuerySchema,
        response: { 200: leadLoanOfferSchema, ...readErrors },
      },
    },
    async (request) => getLeadLoanOffer(context(), currentPartner(request), request.query.leadId),
  );

  app.post(
    '/leads/kfsAcknowledgement',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'The customer has read the KFS on the partner’s device: recorded once',
        querystring: leadLoanOfferQuerySchema,
        body: kfsAcknowledgeBodySchema,
        response: { 200: leadLoanOfferSchema, ...errors },
      },
    },
    async (request) => acknowledgeKfs(context(), currentPartner(request), request.query.leadId),
  );

  app.post(
    '/leads/customerLink',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'The customer’s link to the redirection flow of a chosen loan offer or a booked FD (the lead becomes Link shared)',
        querystring: leadLoanOfferQuerySchema,
        response: { 200: customerLinkSchema, ...errors },
      },
    },
    async (request) => loanCustomerLink(context(), currentPartner(request), request.query.leadId),
  );

  app.post(
    '/leads/providerApi',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'Ask the lender where the lead’s application stands (referenceId is the lead id); with updateLeadStatus the lead moves to match',
        querystring: providerApiQuerySchema,
        response: { 200: providerApiAnswerSchema, ...errors },
      },
    },
    async (request) => askLenderStatus(context(), currentPartner(request), request.query.referenceId, request.query.updateLeadStatus),
  );

  app.get(
    '/leads/partnerCallbackLog',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary: 'Lenders’ callbacks for a lead or an application, newest first',
        querystring: callbackLogQuerySchema,
        response: { 200: callbackLogSchema, ...readErrors },
      },
    },
    async (request) => callbackLog(context(), currentPartner(request), request.query),
  );

  app.get(
    '/products/:code/preApprovedOffers',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary:
          'Loan Activity Summary: the open offers of the partner’s customers (consent standing, no offer chosen, valid, not refused), each application’s ranked by the rule answered',
        params: codeParams,
        response: { 200: preApprovedOffersSchema, ...readErrors },
      },
    },
    async (request) => loanActivitySummary(context(), currentPartner(request), request.params.code),
  );

  app.post(
    '/markOfferNotInterested',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'The customer does not want this offer: it leaves the pre-approved offers',
        body: markNotInterestedBodySchema,
        response: { 200: z.object({ offerId: z.string(), notInterested: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await markNotInterested(context(), currentPartner(request), request.body.aggregatorId, request.body.offerId);
      return { offerId: request.body.offerId, notInterested: true as const };
    },
  );

  app.get(
    '/getProvider',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary: 'The lenders of the loan products the partner’s tenant offers (optionally of one product)',
        querystring: providerQuerySchema,
        response: { 200: providersSchema, 401: apiErrorSchema },
      },
    },
    async (request) => providersFor(currentPartner(request), request.query.productCode),
  );

  app.get(
    '/getCustomProvider',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary: 'The tenant’s own bank (the white-label tenant’s), or none',
        response: { 200: providersSchema, 401: apiErrorSchema },
      },
    },
    async (request) => customProviderFor(currentPartner(request)),
  );

  app.post(
    '/product/:code/generatePartnerUrl',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'A signed URL of the product’s public page (personal-loan, lamf) that carries the partner, valid 30 days',
        params: codeParams,
        response: { 200: partnerUrlSchema, ...errors },
      },
    },
    async (request) => generatePartnerUrl(context(), currentPartner(request), request.params.code),
  );

  app.get(
    '/products/:code/public',
    {
      schema: {
        tags: ['lending'],
        summary: 'Public: the logo-only customer page of personal-loan or lamf, from a customer link (token) or a partner URL (ref)',
        params: codeParams,
        querystring: z.object({ token: z.string().min(1).max(600).optional(), ref: z.string().min(1).max(600).optional() }),
        response: { 200: loanPublicPageSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return publicPage(context(), request.params.code, request.query);
    },
  );

  app.post(
    '/share-details',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: "Customer's Link (LAMF): a lead and the customer's link to /products/lamf/public",
        body: sellRequestSchema,
        response: { 201: shareDetailsSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await shareDetails(context(), currentPartner(request), request.body)),
  );

  app.post(
    '/products/lamf/folios',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary:
          'The mutual fund folios of a LAMF application’s PAN and what each supports at the lenders’ loan-to-value; only after the customer’s OTP consent to their fetch (409 before)',
        body: lamfFoliosBodySchema,
        response: { 200: lamfFoliosSchema, 409: apiErrorSchema, ...readErrors },
      },
    },
    async (request) => foliosOfApplication(context(), currentPartner(request), request.body.aggregatorId),
  );

  app.post(
    '/products/FD/quote',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['lending'],
        summary: 'FD: the rate and the maturity amount (compounded quarterly) of the deposit asked',
        body: sellRequestSchema,
        response: { 200: fdQuoteSchema, ...readErrors },
      },
    },
    async (request) => fdQuote(currentPartner(request), request.body),
  );

  app.post(
    '/products/FD/bookings',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['lending'],
        summary: 'FD: a lead and the customer’s booking link (the FD redirection flow)',
        body: sellRequestSchema,
        response: { 201: fdBookingSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await bookFd(context(), currentPartner(request), request.body)),
  );

  // The redirection flows of §7 for FD, personal-loan and business-loans (static paths: they take precedence
  // over the mandates module's /redirection-flows/public/product/:productName).
  for (const product of redirectionProducts) {
    app.get(
      `/redirection-flows/public/product/${product}`,
      {
        schema: {
          tags: ['lending'],
          summary: `Public, by the customer's link token: the ${product} lead the customer confirms (offer and KFS, or the deposit)`,
          querystring: mandateTokenQuerySchema,
          response: { 200: lendingRedirectionSchema, ...publicErrors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getRedirection(context(), product, request.query.token);
      },
    );
    app.post(
      `/redirection-flows/public/product/${product}/mandate`,
      {
        schema: {
          tags: ['lending'],
          summary: `Public: the customer confirms the ${product} lead (typed name and consent; a loan's KFS acknowledged); again changes nothing`,
          body: lendingMandateBodySchema,
          response: { 200: lendingRedirectionSchema, ...publicErrors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return confirmRedirection(context(), product, request.body);
      },
    );
  }

  await registerLenderCallbackRoute(app, {
    url: '/lenders/:lenderCode/callback',
    tags: ['lending'],
    summary:
      'Signed lender callback (HMAC-SHA256 over `${timestamp}.${rawBody}` with the lender’s key): a late offer, a decline or an application status; replays change nothing',
    apply: (lenderCode, callback) => receiveLenderCallback(app, context(), lenderCode, callback),
  });
};
