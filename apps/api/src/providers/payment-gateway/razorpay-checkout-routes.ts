import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorCodes, formatRupees, type GatewayOrder } from '@portal/domain';
import { AppError, notFound } from '../../plugins/errors';
import { pageAnswer } from '../../plugins/openapi';
import { escapeHtml } from '../sandbox-page';
import { verifyPaymentSignature, type RazorpayGateway } from './razorpay-gateway';

const orderParamsSchema = z.object({ orderId: z.string().min(1).max(64) });

/** What Standard Checkout posts to callback_url: the payment and its signature, or the error with the order in its metadata. */
const checkoutReturnSchema = z
  .object({
    razorpay_payment_id: z.string().max(64).optional(),
    razorpay_order_id: z.string().max(64).optional(),
    razorpay_signature: z.string().max(128).optional(),
    'error[metadata]': z.string().max(2000).optional(),
  })
  .loose();

/** The script that opens Standard Checkout with the options the page carries (a JSON block, so the CSP allows no inline script). */
const checkoutScript = `document.addEventListener('DOMContentLoaded', function () {
  var options = JSON.parse(document.getElementById('razorpay-options').textContent);
  var button = document.getElementById('pay');
  if (!button || typeof Razorpay !== 'function') return;
  button.addEventListener('click', function () { new Razorpay(options).open(); });
});
`;

const statusWords: Record<Exclude<GatewayOrder['status'], 'CREATED'>, string> = {
  PENDING: 'This payment is being confirmed by the bank. You will not be charged twice.',
  PAID: 'This payment is complete.',
  FAILED: 'This payment failed. Ask for a new payment link.',
  CANCELLED: 'This payment link is no longer valid. Ask for a new one.',
};

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; font-size: 1rem; line-height: 1.5; }
  main { max-width: 28rem; margin: 0 auto; padding: 1rem; }
  .card { background: #fff; border-radius: 0.5rem; padding: 1rem; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  button, .button { display: block; width: 100%; min-height: 48px; font-size: 1rem; border: 0; border-radius: 0.375rem; background: #0b6e4f; color: #fff; text-align: center; text-decoration: none; line-height: 48px; cursor: pointer; }
</style>
${head}
</head>
<body><main><div class="card">
${body}
</div></main></body>
</html>`;
}

/** The checkout page's policy: Standard Checkout runs in frames from Razorpay's API host and its script's host. */
function checkoutPolicy(checkoutScriptUrl: string): string {
  const scriptOrigin = new URL(checkoutScriptUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptOrigin}`,
    `frame-src ${scriptOrigin} https://api.razorpay.com`,
    `connect-src 'self' ${scriptOrigin} https://api.razorpay.com https://lumberjack.razorpay.com`,
    "img-src 'self' data: https:",
    "style-src 'self' 'unsafe-inline'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const returnTo = (returnUrl: string, orderId: string) => `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}orderId=${encodeURIComponent(orderId)}`;

/** The payment link's page for the order: Standard Checkout to open (payable), or where the payment stands. */
async function checkoutPageOf(gateway: RazorpayGateway, orderId: string): Promise<{ html: string; payable: boolean }> {
  const { keyId, publicUrl, checkoutScriptUrl } = gateway.settings;
  const local = await gateway.findOrder(orderId);
  const order = local && (await gateway.fetchOrder(local.orderId));
  if (!local || !order) throw notFound('Order not found');
  const amount = escapeHtml(formatRupees(order.amount));
  if (order.status !== 'CREATED') {
    const back =
      order.status === 'PAID' || order.status === 'PENDING'
        ? `<a class="button" href="${escapeHtml(returnTo(local.returnUrl, local.orderId))}">See the payment's status</a>`
        : '';
    return { html: page('Payment', `<h1>${escapeHtml(statusWords[order.status])}</h1>\n${back}`), payable: false };
  }
  const options = {
    key: keyId,
    amount: order.amount,
    currency: 'INR',
    order_id: order.orderId,
    description: `Reference ${local.merchantReference}`,
    callback_url: `${publicUrl}/api/payments/razorpay/return`,
    redirect: true,
  };
  // JSON in a data block: `<` escaped so no value can close the element.
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  const html = page(
    'Payment',
    `<h1>Pay ${amount}</h1>\n<p>Reference ${escapeHtml(local.merchantReference)}</p>\n<button type="button" id="pay">Pay ${amount}</button>`,
    `<script type="application/json" id="razorpay-options">${json}</script>\n<script src="${escapeHtml(checkoutScriptUrl)}"></script>\n<script src="/api/payments/razorpay/checkout.js"></script>`,
  );
  return { html, payable: true };
}

/** The order Standard Checkout returned: a payment's, its signature verified; a failed payment's, from the error's metadata. */
function returnedOrderId(keySecret: string, body: z.infer<typeof checkoutReturnSchema>): string {
  const orderId = body.razorpay_order_id;
  if (orderId) {
    const signed = verifyPaymentSignature(keySecret, orderId, body.razorpay_payment_id ?? '', body.razorpay_signature ?? '');
    if (!signed) throw new AppError(400, errorCodes.validation, 'The payment signature does not match');
    return orderId;
  }
  // A failed payment: the order is in the error's metadata; the return asks Razorpay for the truth.
  const metadata = z
    .object({ order_id: z.string().min(1).max(64) })
    .loose()
    .safeParse(safeJson(body['error[metadata]']));
  if (!metadata.success) throw new AppError(400, errorCodes.validation, 'The payment return names no order');
  return metadata.data.order_id;
}

/**
 * Razorpay's Standard Checkout on the portal's own page (decision 0203): the payment link opens it, the
 * customer pays in Razorpay's window, and Razorpay posts the browser back with the payment signature,
 * which is verified before the portal's return settles the order by asking Razorpay.
 */
export function razorpayCheckoutRoutes(gateway: RazorpayGateway): FastifyPluginAsyncZod {
  const policy = checkoutPolicy(gateway.settings.checkoutScriptUrl);

  return async (app) => {
    await app.register(formbody);

    app.get('/payments/razorpay/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(checkoutScript),
    );

    app.get(
      '/payments/razorpay/checkout/:orderId',
      {
        schema: {
          tags: ['payments'],
          summary: "The payment link's page: opens Razorpay's Standard Checkout for the order",
          params: orderParamsSchema,
          response: { 200: pageAnswer('The checkout page'), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { html, payable } = await checkoutPageOf(gateway, request.params.orderId);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        if (payable) reply.header('content-security-policy', policy);
        return reply.send(html);
      },
    );

    app.post(
      '/payments/razorpay/return',
      {
        config: { crossSitePost: 'signed-by-provider' },
        schema: {
          tags: ['payments'],
          summary: "Standard Checkout's return (callback_url): the payment signature verified, then the portal's return settles the order",
          consumes: ['application/x-www-form-urlencoded'],
          body: checkoutReturnSchema,
          response: { 303: z.null().describe('Redirect to the payment return'), 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const local = await gateway.findOrder(returnedOrderId(gateway.settings.keySecret, request.body));
        if (!local) throw notFound('Order not found');
        return reply.redirect(returnTo(local.returnUrl, local.orderId), 303);
      },
    );
  };
}

function safeJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
