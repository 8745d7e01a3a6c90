import { buildHref, type LifeApplication, type LifePlan, type LifeStep, formatDate } from '@portal/domain';
import type { ReadableApiError } from '../../lib/api-error';
import { inPageLanguage } from '../../lib/i18n/in-page-language';
import { servedRoutes } from '../../lib/served-routes';

/** Where a life page links to, built from the domain route table. */
export const lifeStepHref = (plan: LifePlan, step: LifeStep, requestId?: string) =>
  buildHref(servedRoutes.get(`life-${step}`)!, { plan }, requestId ? { requestId } : undefined) ?? '/';
export const lifeTrackHref = (requestId: string) => buildHref(servedRoutes.get('life-track')!, { requestId }) ?? '/';
export const lifePlanDetailsHref = (productId: string) => buildHref(servedRoutes.get('life-product-details')!, { productId }) ?? '/';
/** The plan's brochure (PDF) in the page's language. */
export const lifeBrochureHref = (productId: string, language: string) => inPageLanguage(`/api/life/plans/${encodeURIComponent(productId)}/brochure`, language);

export const showDate = (iso: string) => formatDate(new Date(iso));

/** Where the journey goes after an answer: the server's next step, or tracking once the proposal is sent. */
export const nextHrefOf = (application: LifeApplication) =>
  application.step ? lifeStepHref(application.planType, application.step, application.requestId) : lifeTrackHref(application.requestId);

/** The API names body fields `answers.<field>`; the form names them `<field>`. */
export const fieldErrorsOf = (error: ReadableApiError | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(error?.fields ?? {}).map(([name, message]) => [name.replace(/^answers\./, ''), message]));
