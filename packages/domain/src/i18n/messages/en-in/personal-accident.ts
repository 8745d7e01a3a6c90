/** The personal accident quote pages (apps/web/src/features/insurance/personal-accident-page.tsx). */
export const personalAccident = {
  createYourPlanInstead: 'Create Your Plan instead',
  seeBasicPlan: 'See the ready {{plan}} plan',
  loadingPlan: 'Loading the plan…',
  planFailed: 'The plan could not be loaded.',
  premiumFrom: 'Premium from <strong>{{price}}</strong> a year, GST included, for office work (risk class I)',
  startsAt: 'Starts at <strong>{{price}}</strong> a year, GST included, for office work (risk class I)',
  getQuote: 'Get Quote',
  quote: 'Quote',
  yourQuote: 'Your quote',
  buyNow: 'Buy now',
};
