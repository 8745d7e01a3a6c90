import {
  featureFlagKeys,
  findProduct,
  listCouponProducts,
  templateCloudNames,
  tenantCodes,
  tenants,
  TEMPLATE_PATH_EXAMPLE,
  type AdminCoupon,
  type AdminPartnerList,
  type FeatureFlags,
  type LifeApplication,
  type LifePlanDetails,
  type Notification,
  type TemplateFile,
} from '@portal/domain';
import type { ApiHandlers } from './test-helpers';
import { landingConfigOf, partnerSession, productOf } from '../test/sale-fixtures';
import { partnerPageAnswers } from './partner-page-answers';

/**
 * The API's answers of the console's partners, flags, coupons, templates and failed messages, and of the life
 * steps, tracking and plan details, in the language test (tests only): each page with its data, not only its
 * empty state.
 */
const vectorBorne = findProduct('vector-borne')!;

const partners: AdminPartnerList = {
  partners: [
    { partnerId: 'partner-1', name: 'Asha Traders', mobile: '98XXXXX210', email: null, role: 'admin', active: true, teamLeadId: null, authorisations: [] },
    { partnerId: 'P-3', name: 'Meena Joshi', mobile: '98XXXXX211', email: null, role: 'mint-pro', active: true, teamLeadId: null, authorisations: [] },
    {
      partnerId: 'P-4',
      name: 'Kiran Shah',
      mobile: '98XXXXX212',
      email: 'kiran@example.com',
      role: 'partner',
      active: false,
      teamLeadId: 'P-3',
      authorisations: [
        { productCode: 'vector-borne', status: 'AUTHORISED' },
        { productCode: 'fire', status: 'WAITLISTED' },
      ],
    },
  ],
  authorisableProducts: [
    { productCode: 'vector-borne', name: vectorBorne.name },
    { productCode: 'fire', name: 'Fire Insurance' },
  ],
};

const flags = Object.fromEntries(featureFlagKeys.map((flag, index) => [flag, index % 2 === 0])) as FeatureFlags;

const coupon = {
  productCode: 'vector-borne',
  productName: vectorBorne.name,
  validFrom: '2026-11-01T00:00:00+05:30',
  validTo: '2026-12-01T00:00:00+05:30',
  useLimit: 1000,
  uses: 12,
} as const;
const coupons: AdminCoupon[] = [
  { ...coupon, id: 'C-1', couponCode: 'DIWALI10', discount: { kind: 'PERCENT', percent: 10, maxAmount: 50_000 }, state: 'LIVE' },
  { ...coupon, id: 'C-2', couponCode: 'FLAT100', discount: { kind: 'AMOUNT', amount: 10_000 }, state: 'SCHEDULED' },
  { ...coupon, id: 'C-3', couponCode: 'MONSOON5', discount: { kind: 'PERCENT', percent: 5, maxAmount: null }, state: 'USED_UP' },
];

const template = {
  tenant: 'mintpro',
  broker: 'mintpro',
  path: TEMPLATE_PATH_EXAMPLE,
  bucket: 'portal-templates',
  fileName: 'policy-issued.txt',
  contentType: 'text/plain',
  uploadedAt: '2026-11-21T10:00:00.000Z',
} as const;
const templates: TemplateFile[] = [
  { ...template, templateId: 'T-1', cloudSource: 'DATABASE', public: false, size: 512, url: '/api/templates/T-1' },
  { ...template, templateId: 'T-2', cloudSource: 'AWS_S3', public: true, size: 20_480, url: 'https://cdn.example/t-2' },
];

const letter = { productCode: 'vector-borne', status: 'DEAD', createdAt: '2026-11-21T10:00:00.000Z', sentAt: null } as const;
const deadLetters: Notification[] = [
  { ...letter, notificationId: 'N-1', channel: 'SMS', template: 'payment-link.hi-IN', recipient: '98XXXXX210', attempts: 1, lastError: 'KALEYRA_TIMEOUT' },
  { ...letter, notificationId: 'N-2', channel: 'EMAIL', template: 'partner-login', recipient: 'a***@example.com', attempts: 5, lastError: null },
  {
    ...letter,
    notificationId: 'N-3',
    channel: 'SMS',
    template: 'policy-issued',
    recipient: '98XXXXX211',
    attempts: 2,
    lastError: 'SMTP_550',
    productCode: 'retired-product',
  },
];

const planDetails: LifePlanDetails = {
  productId: 'jsl-smart-term',
  name: 'JSL Smart Term',
  insurerName: 'Jeevan Suraksha Life Insurance',
  claimSettlementRatio: 98.6,
  type: 'term',
  typeName: 'Term Insurance',
  kind: 'protection',
  pos: true,
  tagline: 'Pure cover at a low premium',
  startingPremium: 1_200_000,
  startingPremiumFor: 'for a 30-year-old non-smoker, Rs 1 crore cover',
  freeLookDays: 30,
  uin: '512N123V01',
  benefits: ['Sum assured paid on death'],
  riders: [],
  exclusions: ['Suicide within 12 months'],
  eligibility: {
    entryAge: '18 to 65 years',
    maturityAge: 'Up to 85 years',
    policyTerm: '10 to 40 years',
    paymentTerms: ['Regular pay'],
    sumAssured: 'From Rs 25 lakh',
    medicalExamination: 'Above Rs 1 crore',
  },
};

const chosen = {
  productId: 'jsl-smart-term',
  planName: planDetails.name,
  insurerName: planDetails.insurerName,
  annualPremium: 1_200_000,
  firstYearTotal: 1_416_000,
};
/** An application at its last step, so every earlier step opens with its answers. */
const applicationOf = (requestId: string, planType: 'term' | 'ulip', steps: LifeApplication['steps']): LifeApplication => ({
  requestId,
  planType,
  planName: planDetails.name,
  step: 'lead',
  steps,
  status: 'IN_PROGRESS',
  answers: {},
  chosen,
  leadId: null,
  insuredName: 'Ravi Kumar',
  timeline: [],
  policy: null,
});
const termApplication = applicationOf('LR0A1B2C3D4E5F', 'term', ['plan', 'about-insured', 'about-proposer', 'sum-assured', 'lead']);
const ulipApplication = applicationOf('LR0A1B2C3D4E5G', 'ulip', ['plan', 'about-insured', 'suitability', 'investment-details', 'lead']);
const issuedApplication: LifeApplication = {
  ...termApplication,
  requestId: 'LR0A1B2C3D4E5H',
  step: null,
  status: 'ISSUED',
  leadId: 'LD0A1B2C3D4E5F',
  timeline: [
    { event: 'PROPOSAL_SUBMITTED', label: 'Proposal submitted', at: '2026-11-20T10:00:00.000Z', note: null },
    { event: 'ISSUED', label: 'Policy issued', at: '2026-11-21T10:00:00.000Z', note: null },
  ],
  policy: { policyNumber: 'POL123456', issuedAt: '2026-11-21T10:00:00.000Z', freeLookDays: 30, freeLookEndsOn: '2026-12-21', freeLookDaysLeft: 22 },
};

const application = (answer: LifeApplication) => ({ [`GET /api/life/applications/${answer.requestId}`]: () => [200, answer] }) satisfies ApiHandlers;

export const consolePageAnswers = {
  adminPartners: { 'GET /api/admin/partners': () => [200, partners], 'GET /api/session': () => [200, partnerSession] },
  adminFlags: { 'GET /api/configs/features': () => [200, flags] },
  adminCoupons: { 'GET /api/admin/coupons': () => [200, { coupons }], 'GET /api/session': () => [200, partnerSession] },
  adminTemplates: { 'GET /api/templates': () => [200, templates], 'GET /api/session': () => [200, partnerSession] },
  adminDeadLetters: { 'GET /api/notifications/dead-letters': () => [200, deadLetters] },
  lifeTerm: application(termApplication),
  lifeUlip: application(ulipApplication),
  lifeTrack: application(issuedApplication),
  lifeDetails: { 'GET /api/life/plans/jsl-smart-term': () => [200, planDetails] },
  /** A sale's proposal step opened before a quote: it asks for the quote first. */
  proposalWithoutQuote: {
    'GET /api/session': () => [200, partnerSession],
    'GET /api/product-catalog': partnerPageAnswers.home['GET /api/product-catalog'],
    ...Object.fromEntries(
      (['fire', 'wellness', 'roadside-assistance'] as const).map((code) => [
        `GET /api/configs/public/products/${code}/landingConfig`,
        () => [200, landingConfigOf(productOf(code))],
      ]),
    ),
  },
} satisfies Record<string, ApiHandlers>;

/** The request ids of those applications, for the routes' addresses. */
export const lifeRequestIds = { term: termApplication.requestId, ulip: ulipApplication.requestId, issued: issuedApplication.requestId };

/**
 * The data's own words on those pages: partners' names and e-mail, the flags' keys (their names in every
 * language), coupon codes, the templates' place and file (typed as they are, with the clouds' brand names),
 * and the life plan's own texts (the insurer's).
 */
export const consolePageNames = [
  ...partners.partners.map((partner) => partner.name),
  'kiran@example.com',
  ...featureFlagKeys,
  ...coupons.map((c) => c.couponCode),
  // The products a coupon may be made for (the coupon form's choices).
  ...listCouponProducts(partnerSession.tenant).map((product) => product.name),
  // The brokers a template may be for, and the clouds: brand names.
  ...tenantCodes.map((code) => tenants[code].name),
  ...Object.values(templateCloudNames),
  TEMPLATE_PATH_EXAMPLE,
  template.bucket,
  template.fileName,
  planDetails.name,
  planDetails.insurerName,
  planDetails.tagline,
  planDetails.startingPremiumFor,
  ...planDetails.benefits,
  ...planDetails.exclusions,
  ...Object.values(planDetails.eligibility).flat(),
  // The products of the sale and loan pages beside them (their names in the breadcrumbs).
  ...['home-loan', 'business-loans', 'wellness', 'roadside-assistance'].map((code) => findProduct(code)!.name),
];
