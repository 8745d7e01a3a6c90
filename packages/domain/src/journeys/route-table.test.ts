import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, getRoute, matchRoute, routeTable } from './route-table';
import { buildHref, resolveProgress } from './route-index';
import { lifePlanNames, lifeProgressSteps, lifeStepProgress, lifeSteps } from './life-journey';
import type { LifeStep } from './life-journey';
import { customerLoanSteps } from './routes/customer-loan-routes';
import type { RouteHeader } from './route-definition';

const text = (value: string): RouteHeader => ({ kind: 'text', text: value });
const productName: RouteHeader = { kind: 'productName' };
const planName: RouteHeader = { kind: 'planName', names: lifePlanNames };
const logo: RouteHeader = { kind: 'logo' };

/** SPEC §2, row by row: a concrete path → its header → its progress (undefined for "-"). */
const specRows: [path: string, header: RouteHeader, progress: number | undefined][] = [
  ['/products/mobile', productName, undefined],
  ['/insurance/fire', productName, undefined],
  ['/products/personal-loan/sell', text('Enter Loan Details'), 50],
  ['/products/home-loan/sell', text('Enter Loan Details'), 50],
  ['/products/personal-loan/consent-check', text('Verify Number & Proceed'), 100],
  ['/products/home-loan/consent-check', text('Verify Number & Proceed'), 100],
  ['/products/personal-loan/offers/AGG-1', text('Loan Offers'), undefined],
  ['/products/personal-loan/offers/AGG-1/leads/LEAD-9', text('Loan Details'), undefined],
  ['/products/home-loan/offers/AGG-1', text('Loan Offers'), undefined],
  ['/products/home-loan/offers/AGG-1/leads/LEAD-9', text('Loan Details'), undefined],
  ['/products/business-loans/sell', text('Enter Loan Details'), undefined], // §2: "sell form"
  ['/products/wellness/start-selling', text('Enter Customer Details'), undefined], // §2: "start selling"
  ['/products/vector-borne/start-selling', text('Enter Customer Details'), undefined],
  ['/products/vector-borne/review-payment', text('Review Information & Pay'), undefined],
  ['/insurance/fire/proposal', text('Enter Customer Details'), undefined],
  ['/insurance/workmen-compensation/proposal', text('Enter Customer Details'), undefined],
  ['/insurance/marine/proposal', text('Enter Customer Details'), undefined],
  ['/products/roadside-assistance/proposal', text('Enter Customer Details'), undefined],
  ['/products/FD/sell', text('Enter Deposit Details'), undefined], // §2: "FD sell"
  ['/products/lamf/share-details', text("Customer's Link"), undefined],
  ['/products/lamf/public', logo, undefined],
  ['/products/personal-loan/public', logo, undefined],
  ['/products/lamf/sell', text('Enter Loan Details'), 100], // §2: "sell"
  ['/products/personal-loan/preapprovedoffers', text('Loan Activity Summary'), undefined],
  ['/loans', text('Loans'), undefined],
  ['/life-insurance/life/track/REQ-1', text('Issuance Tracking'), undefined],
  ['/life-insurance/life-pos', text('List of POS Plans'), undefined],
  ['/life-insurance/life/product-details/P-7', text('Plan Details'), undefined],
  ['/life-insurance/profile/term', planName, 0],
  ['/insurance/personal-accident/v1/create-plan', text('Create Your Plan'), undefined],
  ['/products/payment-status', text('Payment Status'), undefined], // §2 names no header
];

describe('route table against SPEC §2', () => {
  it.each(specRows)('%s shows its header and progress', (path, header, progress) => {
    const match = matchRoute(path);
    expect(match, `no route for ${path}`).toBeDefined();
    expect(match?.route.header).toEqual(header);
    expect(resolveProgress(match!.route, match!.params)).toBe(progress);
  });

  it.each([
    '/insurance/personal-accident/v1/basic-pa',
    '/insurance/personal-accident/v1/profile',
    '/insurance/personal-accident/v1/profile/REQ-3',
    '/credit-score',
    '/credit-score/otp-verification',
    '/credit-score/customer/otp-verification',
    '/credit-score/customer-journey',
    '/credit-score/customer-credit-report',
    '/credit-score/dp-credit-report',
    '/credit-score/credit-customer-details',
    '/pl-offer',
    '/pl-offer/mobile-verification',
  ])('%s exists with a header of its own', (path) => {
    const match = matchRoute(path);
    expect(match).toBeDefined();
    expect(match?.route.path.split('/').length).toBe(path.split('/').length);
    expect(match?.route.header).toMatchObject({ kind: 'text', text: expect.stringMatching(/\S/) });
  });

  it('prefers static segments over parameters, as React Router does', () => {
    expect(matchRoute('/products/payment-status')?.route.id).toBe('payment-status');
    expect(matchRoute('/products/wellness/start-selling')?.route.id).toBe('wellness-start-selling');
    expect(matchRoute('/products/mobile/start-selling')?.route.id).toBe('start-selling');
    expect(matchRoute('/products/mobile/start-selling')?.params).toEqual({ productName: 'mobile' });
    expect(matchRoute('/nowhere/at/all')).toBeUndefined();
  });

  it('payment status reads the query parameters of §2', () => {
    expect(getRoute('payment-status').query).toEqual(['status', 'referenceId', 'productCode', 'tenant', 'insurerCode', 'receipt']);
  });

  it('paths are made of ASCII static segments and :name parameters only, all that the route index matches', () => {
    for (const route of routeTable) expect(route.path).toMatch(/^\/$|^(\/(:[A-Za-z]+|[A-Za-z0-9-]+))+$/);
  });

  it('ids and paths are unique', () => {
    const ids = routeTable.map((route) => route.id);
    const paths = routeTable.map((route) => route.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('every breadcrumb points at a route of the table', () => {
    for (const route of routeTable) {
      for (const crumb of route.trail) expect(() => getRoute(crumb.routeId), `${route.id} → ${crumb.routeId}`).not.toThrow();
    }
  });
});

describe('customer loan journey', () => {
  it.each(customerLoanSteps.map(({ step }) => step))(
    '/products/personal-loan/customer/STASHFIN/%s is a customer route (no partner session, words for the customer)',
    (step) => {
      const match = matchRoute(`/products/personal-loan/customer/STASHFIN/${step}`);
      expect(match?.route.access).toBe('customer');
      expect(match?.params).toEqual({ productName: 'personal-loan', providerCode: 'STASHFIN' });
    },
  );

  it('disables back navigation exactly on the disbursement steps', () => {
    const disabled = customerLoanSteps
      .map(({ step }) => matchRoute(`/products/personal-loan/customer/P/${step}`)!.route)
      .filter((route) => route.backNavigationDisabled)
      .map((route) => route.path.split('/').pop());
    expect(disabled).toEqual(['disbursement-details', 'disbursement-reject', 'disbursement-success']);
  });
});

describe('life insurance progress', () => {
  const rules: [plan: string, step: LifeStep, progress: number][] = [
    ['term', 'plan', 0],
    ['saving-for-child', 'plan', 0],
    ['term', 'about-insured', 33],
    ['ulip', 'about-insured', 33],
    ['saving-for-child', 'about-insured', 25],
    ['guaranteed-returns', 'about-insured', 25],
    ['term', 'about-proposer', 50],
    ['saving-for-child', 'about-proposer', 50],
    ['term', 'suitability', 50],
    ['guaranteed-returns', 'suitability', 50],
    ['saving-for-child', 'investment-details', 75],
    ['guaranteed-returns', 'investment-details', 75],
    ['investment-planning', 'investment-details', 66],
    ['ulip', 'investment-details', 66],
    ['term', 'sum-assured', 66],
    ['saving-for-child', 'sum-assured', 66],
    ['term', 'lead', 100],
    ['saving-for-child', 'lead', 100],
  ];

  it.each(rules)('%s at %s shows %i', (plan, step, progress) => {
    expect(lifeStepProgress(plan, step)).toBe(progress);
    const path = step === 'plan' ? `/life-insurance/profile/${plan}` : `/life-insurance/profile/${plan}/${step}`;
    const match = matchRoute(path)!;
    expect(resolveProgress(match.route, match.params)).toBe(progress);
  });

  it('the first step shows the plan name', () => {
    expect(matchRoute('/life-insurance/profile/retirement')?.route.header).toEqual(planName);
  });

  it('only uses the progress steps of the life header', () => {
    const used = new Set(Object.keys(lifePlanNames).flatMap((plan) => lifeSteps.map((step) => lifeStepProgress(plan, step))));
    expect([...used].sort((a, b) => a - b)).toEqual([...lifeProgressSteps]);
  });
});

describe('breadcrumbs', () => {
  it('link back to the landing page and earlier steps; the current crumb is disabled', () => {
    const match = matchRoute('/products/vector-borne/review-payment')!;
    const crumbs = buildBreadcrumbs(match.route, match.params).map(({ label, href, current }) => ({ label, href, current }));
    expect(crumbs).toEqual([
      { label: productName, href: '/products/vector-borne', current: false },
      { label: text('Enter Customer Details'), href: '/products/vector-borne/start-selling', current: false },
      { label: text('Review Information & Pay'), href: undefined, current: true },
    ]);
  });

  it('fixed-product steps link to their own landing page', () => {
    const match = matchRoute('/products/home-loan/offers/AGG-1/leads/L-1')!;
    expect(buildBreadcrumbs(match.route, match.params).map((crumb) => crumb.href)).toEqual([
      '/products/home-loan',
      '/products/home-loan/sell',
      '/products/home-loan/offers/AGG-1',
      undefined,
    ]);
  });

  it('a proposal for fire links to the fire landing page under /insurance', () => {
    const match = matchRoute('/insurance/fire/proposal')!;
    expect(buildBreadcrumbs(match.route, match.params)[0]?.href).toBe('/insurance/fire');
  });

  it('after disbursement nothing links back into the journey', () => {
    const match = matchRoute('/products/personal-loan/customer/P/disbursement-success')!;
    expect(buildBreadcrumbs(match.route, match.params).filter((crumb) => crumb.href)).toEqual([]);
  });
});

describe('buildHref', () => {
  it('fills parameters, encodes them and adds the query', () => {
    expect(buildHref(getRoute('review-payment'), { productName: 'vector-borne' }, { referenceId: 'R 1', status: undefined })).toBe(
      '/products/vector-borne/review-payment?referenceId=R%201',
    );
  });

  it('gives no href when a parameter is missing', () => {
    expect(buildHref(getRoute('start-selling'), {})).toBeUndefined();
  });
});
