import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  duplicateCaptureListSchema,
  errorCodes,
  gatewayOrderSchema,
  paymentLinkRequestSchema,
  paymentLinkSchema,
  paymentReceiptRetrySchema,
  paymentReceiptSchema,
  paymentReceiptTokenSchema,
  paymentStatusSchema,
  sendPaymentLinkRequestSchema,
  sentPaymentLinkSchema,
  transactionListSchema,
} from '@portal/domain';
import { currentPartner, requireAdmin, requirePartner, requireWriter } from '../../plugins/auth';
import { keepRawJsonBodies } from '../../plugins/raw-json-body';
import { AppError } from '../../plugins/errors';
import type { GatewayCallbackEvent } from '../../providers/payment-gateway/payment-gateway';
import {
  applyGatewayCallback,
  createPaymentLink,
  fetchGatewayOrder,
  getPaymentStatus,
  listTransactions,
  paymentsContextOf,
  returnFromGateway,
  type PaymentFlows,
} from './payments-service';
import { sendPaymentLink } from './payment-link-sending';
import { getPaymentReceipt, paymentStatusPageUrl, preparePaymentReceiptTokens, renderReceiptPolicy, retryReceiptPayment } from './payment-receipt';
import { listDuplicateCaptures } from './refunds-service';
import { binaryAnswer } from '../../plugins/openapi';
import type { PaymentsContext } from './payments-service';
import type { RouteApp } from '../../plugins/route-app';

const productParamsSchema = z.object({ code: z.string().min(1).describe('Product code, e.g. vector-borne') });
const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ message: 'Idempotency-Key header is required' })
    .min(1, { message: 'Idempotency-Key header is required' })
    .max(255, { message: 'Idempotency-Key must be at most 255 characters' }),
});
const CALLBACK_BODY_LIMIT = 64 * 1024;
type Context = (request: FastifyRequest) => PaymentsContext;
type ReceiptContext = (request: FastifyRequest) => PaymentsContext & { receipts: Awaited<ReturnType<typeof preparePaymentReceiptTokens>> };

/** The flows the composition root hands the payments routes: the sale's settlement and its checks before payment. */
export type PaymentsRoutesOptions = PaymentFlows;

// Routes of the payments module (links, status, gateway callback and return, transactions); registered
// under /api in app.ts.
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const context = (request: FastifyRequest) => paymentsContextOf(app, options, request);
  const receipts = await preparePaymentReceiptTokens(app.env.QUOTE_SIGNING_SECRET);
  const receiptContext = (request: FastifyRequest) => ({ ...context(request), receipts });
  registerPaymentLinkRoutes(app, context);
  registerTransactionRoutes(app, context);
  registerReturnAndReceiptRoutes(app, context, receiptContext);
  await registerGatewayCallbackRoute(app, context);
};

/** A proposal's payment link, sending it to the customer, and the payment's outcome. */
function registerPaymentLinkRoutes(app: RouteApp, context: Context) {
  app.post(
    '/products/:code/payments/link',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['payments'],
        summary: 'Payment link for a reviewed proposal; the same Idempotency-Key answers the same link',
        params: productParamsSchema,
        headers: idempotencyHeadersSchema,
        body: paymentLinkRequestSchema,
        response: {
          200: paymentLinkSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      createPaymentLink(context(request), currentPartner(request), request.params.code, request.body.referenceId, request.headers['idempotency-key']),
  );

  app.post(
    '/products/:code/payments/link/send',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['payments'],
        summary: "Sends the proposal's live payment link by SMS or email to the proposal's own customer (the recipient, masked, in the answer)",
        params: productParamsSchema,
        body: sendPaymentLinkRequestSchema,
        response: { 200: sentPaymentLinkSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      sendPaymentLink(
        { db: app.db, sms: app.providers.sms, email: app.providers.email, origin: app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}` },
        currentPartner(request),
        request.params.code,
        request.body.referenceId,
        request.body.channel,
      ),
  );

  app.get(
    '/products/:code/payments/status',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['payments'],
        summary: "A proposal's payment outcome: SUCCESS (with the policy), FAILURE, or MISC while unknown",
        params: productParamsSchema,
        querystring: z.object({ referenceId: z.string().min(1) }),
        response: { 200: paymentStatusSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getPaymentStatus(context(request), currentPartner(request), request.params.code, request.query.referenceId),
  );
}

/** The partner's payments, an admin's duplicate captures, and the gateway's order behind a payment. */
function registerTransactionRoutes(app: RouteApp, context: Context) {
  app.get(
    '/payments/:code/transaction',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['payments'],
        summary: "The partner's payments for a product (an admin: his tenant's), newest first",
        params: productParamsSchema,
        response: { 200: transactionListSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => listTransactions(context(request), currentPartner(request), request.params.code),
  );

  app.get(
    '/payments/duplicate-captures',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['payments'],
        summary: "For an admin: his tenant's payments captured for a proposal already paid, and their refunds, newest first",
        response: { 200: duplicateCaptureListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listDuplicateCaptures(context(request), currentPartner(request)),
  );

  app.get(
    '/payment/v1/order/fetch',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['payments'],
        summary: "The gateway's order behind one of the partner's payments",
        querystring: z.object({ orderId: z.string().min(1) }),
        response: { 200: gatewayOrderSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => fetchGatewayOrder(context(request), currentPartner(request), request.query.orderId),
  );
}

/** The browser's return from the gateway, and the customer's receipt of a payment link. */
function registerReturnAndReceiptRoutes(app: RouteApp, context: Context, receiptContext: ReceiptContext) {
  app.get(
    '/payments/return',
    {
      schema: {
        tags: ['payments'],
        summary: "The gateway sends the browser here; settles by asking the gateway, then redirects to the web's payment status page",
        querystring: z.object({ orderId: z.string().min(1) }),
        response: { 303: z.null().describe('Redirect to /products/payment-status'), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const returned = await returnFromGateway(context(request), request.query.orderId);
      return reply.redirect(await paymentStatusPageUrl(receiptContext(request), returned), 303);
    },
  );

  // The customer's side of a payment link (decision 0161): no session, the receipt token from the return.
  app.get(
    '/payments/receipt',
    {
      schema: {
        tags: ['payments'],
        summary: "For whoever paid through a payment link, by the return's receipt token: the outcome, the tenant's brand and the policy",
        querystring: paymentReceiptTokenSchema,
        response: { 200: paymentReceiptSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getPaymentReceipt(receiptContext(request), request.query.token);
    },
  );

  app.get(
    '/payments/receipt/policy',
    {
      schema: {
        tags: ['payments'],
        summary: "The policy certificate (PDF) of a payment link's proposal, by the return's receipt token",
        querystring: paymentReceiptTokenSchema,
        response: { 200: binaryAnswer('A PDF document, as an attachment', 'application/pdf'), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await renderReceiptPolicy(receiptContext(request), request.query.token);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/payments/receipt/retry',
    {
      schema: {
        tags: ['payments'],
        summary: "After a failed payment, the customer's own payment page again (a new gateway order), by the receipt token",
        body: paymentReceiptTokenSchema,
        response: { 200: paymentReceiptRetrySchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => retryReceiptPayment(receiptContext(request), request.body.token),
  );
}

/** The gateway's signed callback. */
async function registerGatewayCallbackRoute(app: RouteApp, context: Context) {
  // The callback is verified over its exact bytes, so this scope keeps the raw JSON beside the parsed body.
  await app.register(async (scope) => {
    const rawBodyOf = keepRawJsonBodies(scope, CALLBACK_BODY_LIMIT);
    const verifiedEvents = new WeakMap<FastifyRequest, GatewayCallbackEvent | null>();
    // Each gateway names its own signature headers and body (the sandbox's, Razorpay's webhook; decision 0203).
    const gateway = app.providers.paymentGateway;
    const signedHeaders = gateway.callbackHeaders.timestamp
      ? z.object({ [gateway.callbackHeaders.signature]: z.string(), [gateway.callbackHeaders.timestamp]: z.string().describe('Unix seconds') })
      : z.object({ [gateway.callbackHeaders.signature]: z.string() });

    scope.post(
      '/payments/callback',
      {
        // Signed server-to-server calls from the gateway's few addresses: not counted by the public per-address limit.
        config: { rateLimit: false },
        // Before schema validation: an unsigned or stale request learns nothing about the expected shape.
        preValidation: async (request) => {
          const header = (name: string) => {
            const value = request.headers[name];
            return typeof value === 'string' ? value : '';
          };
          const verification = gateway.verifyCallback(
            {
              rawBody: rawBodyOf(request),
              signature: header(gateway.callbackHeaders.signature),
              timestamp: gateway.callbackHeaders.timestamp ? header(gateway.callbackHeaders.timestamp) : '',
            },
            app.providers.clock.now(),
          );
          if (!verification.ok) {
            if (verification.reason === 'signature') throw new AppError(401, errorCodes.unauthenticated, 'Invalid callback signature');
            if (verification.reason === 'stale') throw new AppError(401, errorCodes.unauthenticated, 'Callback timestamp is outside the allowed window');
            throw new AppError(400, errorCodes.validation, 'Callback body is not a gateway event');
          }
          verifiedEvents.set(request, verification.event);
        },
        schema: {
          tags: ['payments'],
          summary:
            gateway.name === 'sandbox'
              ? 'Signed gateway callback (HMAC-SHA256 over `${timestamp}.${rawBody}`); replays change nothing'
              : `Signed ${gateway.name} webhook (HMAC-SHA256 of the raw body in ${gateway.callbackHeaders.signature}); replays change nothing`,
          headers: signedHeaders,
          body: gateway.callbackBodySchema,
          response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const event = verifiedEvents.get(request);
        if (event) await applyGatewayCallback(context(request), event);
        return { received: true as const };
      },
    );
  });
}
