import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RazorpayOrder, RazorpayPayment } from '../payment-gateway/razorpay-contract';

type Refund = {
  id: string;
  entity: 'refund';
  amount: number;
  payment_id: string;
  status: 'processed';
  receipt: string | null;
  notes: Record<string, string>;
  created_at: number;
};

const idOf = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const badRequest = (reply: FastifyReply, description: string) =>
  reply
    .code(400)
    .send({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed' } });

interface Store {
  orders: Map<string, RazorpayOrder>;
  payments: Map<string, RazorpayPayment>;
  refunds: Refund[];
}

/** Orders API: create an order, fetch it, its payments. */
function registerOrderRoutes(app: FastifyInstance, { orders, payments }: Store) {
  app.post<{ Body: { amount: number; currency: string; receipt?: string; notes?: Record<string, string> } }>('/v1/orders', async (request, reply) => {
    const { amount, currency, receipt, notes } = request.body;
    if (!Number.isInteger(amount) || amount < 100) return badRequest(reply, 'The amount must be atleast INR 1.00');
    if (currency !== 'INR') return badRequest(reply, 'Currency is not supported');
    if (receipt && receipt.length > 40) return badRequest(reply, 'The receipt may not be greater than 40 characters.');
    const order: RazorpayOrder = {
      id: idOf('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: receipt ?? null,
      status: 'created',
      notes: notes ?? [],
      created_at: nowSeconds(),
    };
    orders.set(order.id, order);
    return order;
  });
  app.get<{ Params: { id: string } }>(
    '/v1/orders/:id',
    async (request, reply) => orders.get(request.params.id) ?? badRequest(reply, 'The id provided does not exist'),
  );
  app.get<{ Params: { id: string } }>('/v1/orders/:id/payments', async (request, reply) => {
    if (!orders.has(request.params.id)) return badRequest(reply, 'The id provided does not exist');
    const items = [...payments.values()].filter((payment) => payment.order_id === request.params.id).reverse();
    return { entity: 'collection', count: items.length, items };
  });
}

/** A payment's refunds, and a refund of it. */
function registerRefundRoutes(app: FastifyInstance, { payments, refunds }: Store) {
  app.get<{ Params: { id: string } }>('/v1/payments/:id/refunds', async (request, reply) => {
    if (!payments.has(request.params.id)) return badRequest(reply, 'The id provided does not exist');
    const items = refunds.filter((refund) => refund.payment_id === request.params.id);
    return { entity: 'collection', count: items.length, items };
  });
  app.post<{ Params: { id: string }; Body: { amount?: number; receipt?: string; notes?: Record<string, string> } }>(
    '/v1/payments/:id/refund',
    async (request, reply) => {
      const payment = payments.get(request.params.id);
      if (!payment) return badRequest(reply, 'The id provided does not exist');
      if (!payment.captured) return badRequest(reply, 'The payment has not been captured');
      const amount = request.body.amount ?? payment.amount;
      if (amount > payment.amount - payment.amount_refunded) return badRequest(reply, 'The refund amount provided is greater than amount captured');
      const refund: Refund = {
        id: idOf('rfnd'),
        entity: 'refund',
        amount,
        payment_id: payment.id,
        status: 'processed',
        receipt: request.body.receipt ?? null,
        notes: request.body.notes ?? {},
        created_at: nowSeconds(),
      };
      refunds.push(refund);
      payments.set(payment.id, { ...payment, amount_refunded: payment.amount_refunded + amount, status: 'refunded' });
      return refund;
    },
  );
}

/** The customer's side, for a browser journey: Standard Checkout's script and the page that pays. */
function registerCheckoutRoutes(
  app: FastifyInstance,
  pay: (orderId: string, outcome: 'captured' | 'failed') => RazorpayPayment,
  checkoutSignature: (orderId: string, paymentId: string) => string,
) {
  // Standard Checkout's stand-in for a browser journey: `new Razorpay(options).open()` goes to this server's
  // page, which pays the order (captured) and posts the browser to callback_url with the payment and its
  // signature, as Razorpay does with redirect: true.
  app.get('/v1/checkout.js', async (_request, reply) =>
    reply.type('application/javascript').send(
      `window.Razorpay = function (options) {
  this.open = function () {
    var form = document.createElement('form');
    form.method = 'POST';
    form.action = '__ORIGIN__/test/checkout/' + encodeURIComponent(options.order_id) + '/pay';
    var back = document.createElement('input');
    back.type = 'hidden'; back.name = 'callback_url'; back.value = options.callback_url;
    form.appendChild(back);
    document.body.appendChild(form);
    form.submit();
  };
};
`.replace('__ORIGIN__', `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`),
    ),
  );
  app.post<{ Params: { id: string }; Body: { callback_url: string } }>('/test/checkout/:id/pay', async (request, reply) => {
    const payment = pay(request.params.id, 'captured');
    const fields = {
      razorpay_payment_id: payment.id,
      razorpay_order_id: request.params.id,
      razorpay_signature: checkoutSignature(request.params.id, payment.id),
    };
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join('');
    return reply
      .type('text/html')
      .send(`<!doctype html><form method="post" action="${request.body.callback_url}">${inputs}</form><script>document.forms[0].submit()</script>`);
  });
}

/** The customer pays in Standard Checkout: a captured payment (auto-capture) or a failed one. */
function payOrder({ orders, payments }: Store, orderId: string, outcome: 'captured' | 'failed'): RazorpayPayment {
  const order = orders.get(orderId)!;
  const payment: RazorpayPayment = {
    id: idOf('pay'),
    entity: 'payment',
    amount: order.amount,
    currency: 'INR',
    status: outcome,
    order_id: orderId,
    captured: outcome === 'captured',
    amount_refunded: 0,
    error_code: outcome === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    error_description: outcome === 'failed' ? 'Payment failed because the card was declined' : null,
    notes: [],
    created_at: nowSeconds(),
  };
  payments.set(payment.id, payment);
  orders.set(orderId, {
    ...order,
    status: outcome === 'captured' ? 'paid' : 'attempted',
    ...(outcome === 'captured' ? { amount_paid: order.amount, amount_due: 0 } : {}),
  });
  return payment;
}

/** The webhook Razorpay sends for a payment's event, its raw body and X-Razorpay-Signature. */
function webhookOf(
  { payments }: Store,
  webhookSecret: string,
  event: 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed',
  paymentId: string,
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_TestAccount01',
    event,
    contains: ['payment'],
    payload: { payment: { entity: payments.get(paymentId) } },
    created_at: nowSeconds(),
  });
  return { body, signature: createHmac('sha256', webhookSecret).update(body).digest('hex') };
}

/**
 * A local server speaking Razorpay's published API (razorpay.com/docs/api): Orders (create, fetch, its
 * payments), refunds of a payment, HTTP Basic with the key id and secret; and, for the test, the customer's
 * side: a payment made in Standard Checkout (captured or failed), its checkout signature, and the signed
 * webhook Razorpay would send.
 */
export async function startRazorpayTestServer(keys: { keyId: string; keySecret: string; webhookSecret: string }) {
  const store: Store = { orders: new Map(), payments: new Map(), refunds: [] };
  const { orders, payments, refunds } = store;
  const app = Fastify({ logger: false });
  const expected = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  await app.register(formbody);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // The browser's side (the checkout stand-in) has no API key; the API does.
    if (request.url.startsWith('/test/') || request.url === '/v1/checkout.js') return;
    if (request.headers.authorization !== expected) return reply.code(401).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
  });

  /** Standard Checkout's razorpay_signature for a successful payment. */
  const checkoutSignature = (orderId: string, paymentId: string) => createHmac('sha256', keys.keySecret).update(`${orderId}|${paymentId}`).digest('hex');
  /** The customer pays in Standard Checkout: a captured payment (auto-capture) or a failed one. */
  const pay = (orderId: string, outcome: 'captured' | 'failed') => payOrder(store, orderId, outcome);
  /** The webhook Razorpay sends for a payment's event, its raw body and X-Razorpay-Signature. */
  const webhook = (event: Parameters<typeof webhookOf>[2], paymentId: string) => webhookOf(store, keys.webhookSecret, event, paymentId);
  registerOrderRoutes(app, store);
  registerRefundRoutes(app, store);
  registerCheckoutRoutes(app, pay, checkoutSignature);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, orders, payments, refunds, pay, webhook, checkoutSignature, close: () => app.close() };
}
