import { languageOfRequest } from '../../i18n/api-i18n';
import { fdBookingSchema, fdQuoteSchema, lendingMandateBodySchema, lendingRedirectionSchema, mandateTokenQuerySchema, sellRequestSchema } from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { bookFd, confirmRedirection, fdQuote, getRedirection, type LendingContext } from './lending-service';
import { errors, publicErrors, readErrors, redirectionProducts, type LendingApp } from './lending-route-kit';

/** Fixed deposits and the customers’ redirection links of SPEC §7. */

/** FD: the quote and the booking. */
export function registerFdRoutes(app: LendingApp, context: () => LendingContext) {
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
    async (request, reply) => reply.status(201).send(await bookFd(context(), currentPartner(request), request.body, languageOfRequest(request))),
  );
}

/** The redirection flows of §7 for each redirection product. */
export function registerRedirectionRoutes(app: LendingApp, context: () => LendingContext) {
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
}
