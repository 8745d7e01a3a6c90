import { z } from 'zod';
import { binaryAnswer } from '../../plugins/openapi';
import {
  canWrite,
  chosenOfferSchema,
  cloneQuerySchema,
  leadsAggregatorParamsSchema,
  leadsAggregatorQuerySchema,
  markNotInterestedBodySchema,
  offerParamsSchema,
  offersAnswerSchema,
  offerWithKfsSchema,
  preApprovedOffersSchema,
  tenants,
} from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { renderKfsPdf } from '../../documents/kfs-pdf';
import { languageOfRequest } from '../../i18n/api-i18n';
import { chooseOffer, getOffers, getOfferWithKfs, kfsOf, markNotInterested, visibleApplication, type LendingContext } from './lending-service';
import { offersAnswer } from './offers-service';
import { loanActivitySummary } from './loan-activity-summary';
import { codeParams, errors, readErrors, type LendingApp } from './lending-route-kit';

/** The lenders’ offers of an application, each with its KFS, and what the partner does with them. */

/** The offers, one with its KFS, and the KFS as a PDF. */
export function registerOfferRoutes(app: LendingApp, context: () => LendingContext) {
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
      // In the language the request asks for, the page's (decision 0217).
      const pdf = await renderKfsPdf(kfs, { customerName, offerId, brandName: tenants[partner.tenantCode].name }, languageOfRequest(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="KFS-${offerId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}

/** Choosing an offer, the pre-approved offers and marking one not interested. */
export function registerOfferChoiceRoutes(app: LendingApp, context: () => LendingContext) {
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
}
