import { insurerRankingRuleText } from '../../../products/aggregator';

/**
 * A product's landing page (apps/web/src/features/insurance/landing-page.tsx and its components): the
 * seller, the plans, the ways in, the FAQs' heading, the quote's comparison of insurers and the coupon check.
 * The product's own copy (tagline, plans, FAQs) is data and comes in the page's language from the API.
 */
export const productLanding = {
  loadingProduct: 'Loading the product…',
  notAvailable: 'This product is not available.',
  loadFailed: 'The product could not be loaded.',
  soldBy: 'Sold by <strong>{{brandName}}</strong>',
  plans: 'Plans',
  startAQuote: 'Start a quote',
  sellLifePlan: 'Sell a life plan',
  start: 'Start',
  loanActivitySummary: 'Loan activity summary',
  /** Personal accident's ways in (personalAccidentStartRouteIds), by route id; a loan's are lending.start. */
  startLinks: {
    'personal-accident-basic': 'Basic PA: a ready plan',
    'personal-accident-create-plan': 'Create Your Plan',
  },
  startsAt: 'Starts at <strong>{{price}}</strong>',
  selectPlan: 'Select plan',
  selected: 'Selected',
  plansSoon: 'Plans for this product will be listed soon.',
  highlights: 'Highlights',
  brochures: 'Brochures',
  faqs: 'Frequently asked questions',
  compare: {
    compare: 'Compare insurers',
    comparing: 'Comparing insurers…',
    signInToCompare: 'Sign in to compare insurers.',
    heading: 'Insurers compared',
    howRanked: 'How these are ranked:',
    /** The API's rankingRule (the domain's sentence), said by this key in the page's language. */
    rankingRule: insurerRankingRuleText,
    rank: 'Rank',
    claimSettlementRatio: 'Claim settlement ratio',
    premiumWithGst: 'Premium with GST',
    choose: 'Choose {{insurer}}',
  },
  coupon: {
    runs: 'Your company runs coupons on this cover: enter the customer’s code and apply it.',
    none: 'No coupon runs on this cover at the moment.',
    checking: 'Checking coupon…',
    apply: 'Apply coupon',
    applied:
      'Coupon {{code}} applied: the premium is <strong>{{premium}}</strong> instead of {{before}} (you save {{saved}}). The coupon is used when you proceed.',
  },
};
