import {
  callbackLogQuerySchema,
  callbackLogSchema,
  customerLinkSchema,
  kfsAcknowledgeBodySchema,
  leadLoanOfferQuerySchema,
  leadLoanOfferSchema,
  providerApiAnswerSchema,
  providerApiQuerySchema,
} from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { acknowledgeKfs, askLenderStatus, callbackLog, getLeadLoanOffer, loanCustomerLink, type LendingContext } from './lending-service';
import { errors, readErrors, type LendingApp } from './lending-route-kit';

/** A loan lead’s chosen offer: its KFS acknowledgement, the customer’s link and what the lender says. */

/** The lead’s offer, its KFS acknowledgement, the customer’s link, the lender’s status and callbacks. */
export function registerLeadOfferRoutes(app: LendingApp, context: () => LendingContext) {
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
}
