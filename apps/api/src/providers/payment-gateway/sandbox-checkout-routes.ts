import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, formatRupees, type GatewayOrder } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import { escapeHtml, sandboxPage } from '../sandbox-page';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, type SignedCallback } from './payment-gateway';
import type { CheckoutAction, SandboxPaymentGateway } from './sandbox-payment-gateway';

// This provider's own look, on top of the shared sandbox page (providers/sandbox-page.ts).
const ownStyle = `  form { margin: 0.5rem 0 0; }
  button, a.button { display: block; box-sizing: border-box; width: 100%; min-height: 3rem; font-size: 1rem; border-radius: 0.375rem;
    border: 2px solid #065f46; cursor: pointer; text-align: center; padding: 0.625rem; text-decoration: none; }
  .pay { background: #065f46; color: #fff; }
  .fail { background: #fff; color: #991b1b; border-color: #991b1b; }
  button:focus-visible, a.button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }`;

const page = (title: string, body: string) =>
  sandboxPage({ title, provider: 'Sandbox payment gateway', body, style: ownStyle, note: 'This is the sandbox payment gateway. No money moves.' });

const orderDetails = (order: GatewayOrder) => `<dl>
  <dt>Order</dt><dd>${escapeHtml(order.orderId)}</dd>
  <dt>Reference</dt><dd>${escapeHtml(order.merchantReference)}</dd>
  <dt>Amount</dt><dd>${escapeHtml(formatRupees(order.amount))}</dd>${
    order.amountRefunded > 0 ? `\n  <dt>Refunded</dt><dd>${escapeHtml(formatRupees(order.amountRefunded))}</dd>` : ''
  }
</dl>`;

const statusWords: Record<Exclude<GatewayOrder['status'], 'CREATED'>, string> = {
  PENDING: 'awaiting the bank',
  PAID: 'paid',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
};

const withOrderId = (returnUrl: string, orderId: string) => `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}orderId=${encodeURIComponent(orderId)}`;

/** The path of an absolute or relative URL, for an in-process call. */
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://sandbox.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

const orderParamsSchema = z.object({ orderId: z.string().min(1) });
const htmlSchema = z.string().describe('text/html page');
const pendingDeliveries = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/**
 * Sends the merchant callback as the gateway would: later, not in the browser's request, and retried
 * when the merchant answers with a server error.
 */
function deliverCallback(app: FastifyInstance, callbackUrl: string, callback: SignedCallback) {
  const pending = pendingDeliveries.get(app)!;
  const delivery = new Promise<void>((resolve) => {
    setImmediate(async () => {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        try {
          const response = await app.inject({
            method: 'POST',
            url: pathOf(callbackUrl),
            headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: callback.signature, [TIMESTAMP_HEADER]: callback.timestamp },
            payload: callback.rawBody,
          });
          if (response.statusCode < 500) break;
          app.log.warn({ statusCode: response.statusCode, attempt }, 'sandbox gateway: merchant callback failed');
        } catch (error) {
          app.log.warn({ err: error, attempt }, 'sandbox gateway: merchant callback failed');
        }
        await new Promise((wait) => setTimeout(wait, 200 * attempt * attempt));
      }
      resolve();
    });
  });
  pending.add(delivery);
  void delivery.finally(() => pending.delete(delivery));
}

/** The sandbox gateway's hosted checkout page, at /api/sandbox/gateway/checkout/:orderId. */
export function sandboxCheckoutRoutes(gateway: SandboxPaymentGateway): FastifyPluginAsyncZod {
  return async (app) => {
    pendingDeliveries.set(app, new Set());
    // Callbacks still in flight finish before the app closes, so a shutdown never loses one half-sent.
    app.addHook('preClose', async () => {
      await Promise.allSettled([...pendingDeliveries.get(app)!]);
    });
    // The hosted page posts a plain HTML form.
    await app.register(formbody);

    app.get(
      '/sandbox/gateway/checkout/:orderId',
      {
        schema: {
          tags: ['sandbox gateway'],
          summary: 'Hosted checkout page of the sandbox payment gateway',
          params: orderParamsSchema,
          response: { 200: htmlSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const order = await gateway.fetchOrder(request.params.orderId);
        if (!order) throw notFound('Order not found');
        const action = (name: CheckoutAction) => `/api/sandbox/gateway/checkout/${encodeURIComponent(order.orderId)}/${name}`;
        const body =
          order.status === 'CREATED'
            ? `<h1>Pay ${escapeHtml(formatRupees(order.amount))}</h1>
${orderDetails(order)}
<form method="post" action="${action('pay')}"><button type="submit" class="pay">Pay ${escapeHtml(formatRupees(order.amount))}</button></form>
<form method="post" action="${action('fail')}"><button type="submit" class="fail">Fail payment</button></form>`
            : `<h1>This order is ${statusWords[order.status]}${order.amountRefunded > 0 ? ' and refunded' : ''}</h1>
${orderDetails(order)}
<a class="button pay" href="${escapeHtml(withOrderId((await gateway.findRow(order.orderId))!.returnUrl, order.orderId))}">Return to the merchant</a>`;
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Checkout', body));
      },
    );

    for (const name of ['pay', 'fail'] as const) {
      app.post(
        `/sandbox/gateway/checkout/:orderId/${name}`,
        {
          schema: {
            tags: ['sandbox gateway'],
            summary: name === 'pay' ? 'The customer pays (magic emails may decline or time out)' : 'The customer fails the payment',
            consumes: ['application/x-www-form-urlencoded'],
            params: orderParamsSchema,
            response: { 303: z.null().describe('Redirect to the merchant return URL'), 404: apiErrorSchema },
          },
        },
        async (request, reply) => {
          const completion = await gateway.completeCheckout(request.params.orderId, name);
          if (!completion) throw notFound('Order not found');
          if (completion.callback) deliverCallback(app, completion.callbackUrl, completion.callback);
          return reply.redirect(withOrderId(completion.returnUrl, completion.order.orderId), 303);
        },
      );
    }
  };
}
