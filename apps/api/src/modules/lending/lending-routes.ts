import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lendingContextOf, receiveLenderCallback } from './lending-jobs';
import type { LendingFlows } from './lending-context';
import { registerLenderCallbackRoute } from '../../lib/lender-callback-route';
import { registerApplicationRoutes, registerConsentRoutes } from './application-endpoints';
import { registerOfferRoutes, registerOfferChoiceRoutes } from './offer-endpoints';
import { registerLeadOfferRoutes } from './lead-offer-endpoints';
import { registerProviderRoutes, registerPublicPageRoutes } from './provider-endpoints';
import { registerFdRoutes, registerRedirectionRoutes } from './redirection-endpoints';

// Routes of the lending module (loan applications, consent, offers and KFS, lender callbacks, FD,
// LAMF, partner URL, providers); registered under /api in app.ts. Its jobs are wired by the composition root.
export const lendingRoutes: FastifyPluginAsyncZod<LendingFlows> = async (app, flows) => {
  const lendingContext = await lendingContextOf(app, flows);
  const context = () => lendingContext;

  registerApplicationRoutes(app, context);
  registerConsentRoutes(app, context);
  registerOfferRoutes(app, context);
  registerOfferChoiceRoutes(app, context);
  registerLeadOfferRoutes(app, context);
  registerProviderRoutes(app, context);
  registerPublicPageRoutes(app, context);
  registerFdRoutes(app, context);
  registerRedirectionRoutes(app, context);

  await registerLenderCallbackRoute(app, {
    url: '/lenders/:lenderCode/callback',
    tags: ['lending'],
    summary:
      'Signed lender callback (HMAC-SHA256 over `${timestamp}.${rawBody}` with the lender’s key): a late offer, a decline or an application status; replays change nothing',
    apply: (lenderCode, callback) => receiveLenderCallback(app, lendingContext, lenderCode, callback),
  });
};
