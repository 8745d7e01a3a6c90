import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  creditLifeMedicalQuestionsFor,
  insurers,
  isInsurerCode,
  rtoOffices,
  consumerGoodsBrands,
  consumerGoodsBrandsByCategory,
  consumerGoodsCategories,
  findPinCodeArea,
  indianStates,
  messages,
  PIN_CODE_PATTERN,
  pinCodePlaceSchema,
  faqListSchema,
  fieldOptionListSchema,
  findProductForTenant,
  indianStateOptions,
  mobileBrands,
  mobilePartnerSchema,
  shopFaqs,
  shopOccupancies,
  tenants,
} from '@portal/domain';
import { currentPartner, requirePartner } from '../../plugins/auth';
import { notFound, validationError } from '../../plugins/errors';
import { isAuthorisedToSell } from '../../lib/partner-access';
import { findPinCodePlace } from './pin-code-directory';
import { lookupIfsc } from '../../providers/customer-loans/ifsc-directory';
import type { RouteApp } from '../../plugins/route-app';

const tags = ['lookups'];

/** An insurer's credit-life medical questions; each is asked as a YES/NO field of the proposal. */
const medicalQuestionListSchema = z.array(z.object({ code: z.string(), question: z.string(), disqualifying: z.boolean() }));

/** A well-formed pin code's area: serviceable where the sandbox table knows its state (see findPinCodeArea). */
const pinCodeAreaSchema = z.object({
  pinCode: z.string(),
  serviceable: z.boolean(),
  city: z.string().nullable(),
  state: z.enum(indianStates).nullable(),
});

// Lookups the quote and proposal forms load (FieldConfig.optionsFrom); registered under /api in app.ts.
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const optionList = (url: string, summary: string, options: readonly { value: string; label: string }[]) =>
    app.get(url, { schema: { tags, summary, response: { 200: fieldOptionListSchema } } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').send([...options]),
    );

  optionList('/products/mobile/brands', 'Phone brands of the mobile device protection quote', mobileBrands);
  optionList('/products/mobile/states', 'States and union territories of India', indianStateOptions);
  optionList('/products/shop/occupancy', 'Occupancies the shop cover insures', shopOccupancies);
  optionList('/products/oneapi_bike/lookups/rto', 'RTOs offered as the roadside assistance breakdown point (sandbox data)', rtoOffices);
  registerProposalLookupRoutes(app);
  registerAddressLookupRoutes(app);
  registerShopAndPartnerRoutes(app);
};

/** What a product's proposal asks from tables: credit-life medical questions, appliance brands, a serviceable pin code. */
function registerProposalLookupRoutes(app: RouteApp) {
  app.get(
    '/products/credit-life/medicalQuestions',
    {
      schema: {
        tags,
        summary: "The insurer's credit-life medical questions, asked as YES/NO on the proposal",
        querystring: z.object({
          insurerCode: z.string({ message: messages.selectInsurer }).trim().min(1, { message: messages.selectInsurer }).max(40),
        }),
        response: { 200: medicalQuestionListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { insurerCode } = request.query;
      const questions = creditLifeMedicalQuestionsFor(insurerCode);
      if (!questions) {
        throw notFound(isInsurerCode(insurerCode) ? `${insurers[insurerCode].name} does not underwrite Credit Life` : `No insurer with code ${insurerCode}`);
      }
      return reply
        .header('cache-control', 'public, max-age=3600')
        .send(questions.map(({ code, question, disqualifying }) => ({ code, question, disqualifying })));
    },
  );

  app.get(
    '/products/consumer-goods/lookups/brands',
    {
      schema: {
        tags,
        summary: 'Appliance brands of the extended warranty proposal, all or of one category',
        querystring: z.object({ category: z.enum(consumerGoodsCategories, { message: messages.chooseOption }).optional() }),
        response: { 200: fieldOptionListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { category } = request.query;
      return reply.header('cache-control', 'public, max-age=3600').send([...(category ? consumerGoodsBrandsByCategory[category] : consumerGoodsBrands)]);
    },
  );

  app.get(
    '/products/group-personal-accident/lookups/validatePincode',
    {
      schema: {
        tags,
        summary: 'Whether a pin code is a serviceable area of group personal accident, with its city and state',
        querystring: z.object({ pinCode: z.string().optional() }),
        response: { 200: pinCodeAreaSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const pinCode = request.query.pinCode?.trim() ?? '';
      if (!pinCode) throw validationError({ pinCode: messages.pinCodeRequired });
      const area = findPinCodeArea(pinCode);
      if (!area) throw validationError({ pinCode: messages.enterValidPinCode });
      return area;
    },
  );
}

/** A pin code's city and state, and an IFSC's bank, as the address and bank forms fill them. */
function registerAddressLookupRoutes(app: RouteApp) {
  app.get(
    '/lookups/pincodes/:pinCode',
    {
      schema: {
        tags,
        summary: "A pin code's city (district) and state, from India Post's directory; the address forms fill them from it",
        params: z.object({ pinCode: z.string().regex(PIN_CODE_PATTERN, { message: messages.pinCode }) }),
        response: { 200: pinCodePlaceSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const place = await findPinCodePlace(request.params.pinCode);
      if (!place) throw notFound(messages.pinCodeUnknown);
      // Pin codes change rarely; a day of caching spares the API a lookup per keystroke after the sixth digit.
      return reply.header('cache-control', 'public, max-age=86400').send(place);
    },
  );

  app.get(
    '/customer/ifsc/:ifsc',
    {
      schema: {
        tags,
        summary: "An IFSC's bank, from Razorpay's IFSC data set shipped with the API; the bank details step shows it as the customer types",
        params: z.object({ ifsc: z.string().regex(/^[A-Za-z]{4}0[A-Za-z0-9]{6}$/, { message: 'Enter a valid IFSC, e.g. HDFC0000240' }) }),
        response: { 200: z.object({ ifsc: z.string(), bank: z.string() }), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const ifsc = request.params.ifsc.toUpperCase();
      const found = lookupIfsc(ifsc);
      if (!found) throw notFound('No bank branch has this IFSC. Check it on your cheque book or passbook.');
      return reply.header('cache-control', 'public, max-age=86400').send({ ifsc, bank: found.bankName });
    },
  );
}

/** The shop cover's questions, and the signed-in partner as the mobile journey shows him. */
function registerShopAndPartnerRoutes(app: RouteApp) {
  app.get(
    '/products/shop/lookups/faq',
    { schema: { tags, summary: 'Frequently asked questions of the shop cover', response: { 200: faqListSchema } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send([...shopFaqs]),
  );

  app.get(
    '/products/mobile/partner',
    {
      preHandler: requirePartner,
      schema: {
        tags,
        summary: 'The signed-in partner as the mobile journey shows him',
        response: { 200: mobilePartnerSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const partner = currentPartner(request);
      const product = findProductForTenant('mobile', partner.tenantCode);
      return {
        dealerHash: partner.dealerHash,
        dealerName: partner.name,
        dealerUserName: partner.userName,
        mobile: partner.mobile,
        email: partner.email,
        tenant: partner.tenantCode,
        tenantName: tenants[partner.tenantCode].name,
        authorisedToSell: product ? await isAuthorisedToSell(app.db, partner, product) : false,
      };
    },
  );
}
