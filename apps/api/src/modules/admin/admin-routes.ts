import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminChangeListSchema,
  adminChangeQuerySchema,
  adminChangeRequestSchema,
  adminChangeSchema,
  adminCouponCreateSchema,
  adminCouponListSchema,
  adminCouponParamsSchema,
  adminCouponSchema,
  adminPartnerListSchema,
  apiErrorSchema,
} from '@portal/domain';
import { currentPartner, requireAdmin } from '../../plugins/auth';
import { readFeatureFlags } from '../../lib/feature-flags';
import { createTenantCoupon, deactivateTenantCoupon, listTenantCoupons } from './admin-coupons';
import { deactivatePartner, decideChange, listAudit, listChanges, listPartners, requestChange, revokeAuthorisation, type AdminDeps } from './admin-service';
import { noContent } from '../../plugins/openapi';
import type { RouteApp } from '../../plugins/route-app';

const tags = ['admin'];
const changeParams = z.object({ changeId: z.string().min(1).max(64) });
const partnerParams = z.object({ partnerId: z.string().min(1).max(64) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The tenant's console (decision 0110): partners, authorisations and the waitlist, feature flags, the
 * changes waiting for a second admin, and the audit log. Admins only, each within his own tenant.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AdminDeps = {
    db: app.db,
    sessionRevocations: app.sessionRevocations,
    now: () => app.providers.clock.now(),
    defaultFlags: readFeatureFlags(app.env.FEATURE_FLAGS),
  };
  registerChangeRoutes(app, deps);
  registerPartnerAccessRoutes(app, deps);
  registerCouponRoutes(app, deps);
};

/** The tenant's partners, and the changes that grant access or flip a flag, waiting for a second admin. */
function registerChangeRoutes(app: RouteApp, deps: AdminDeps) {
  app.get(
    '/admin/partners',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: "The tenant's partners with their authorisations and waitlist places", response: { 200: adminPartnerListSchema, ...errors } },
    },
    async (request) => listPartners(app.db, currentPartner(request)),
  );

  app.post(
    '/admin/changes',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Ask for a change that grants access or flips a flag; it waits for a second admin',
        body: adminChangeRequestSchema,
        response: { 201: adminChangeSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await requestChange(deps, currentPartner(request), request.body)),
  );

  app.get(
    '/admin/changes',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: "The tenant's changes, newest first (PENDING: those waiting)",
        querystring: adminChangeQuerySchema,
        response: { 200: adminChangeListSchema, ...errors },
      },
    },
    async (request) => listChanges(app.db, currentPartner(request), request.query.status),
  );

  app.post(
    '/admin/changes/:changeId/approve',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'A second admin approves the change, which is then made (never the admin who asked)',
        params: changeParams,
        response: { 200: adminChangeSchema, ...errors },
      },
    },
    async (request) => decideChange(deps, currentPartner(request), request.params.changeId, 'APPROVED'),
  );

  app.post(
    '/admin/changes/:changeId/reject',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Reject the change (or withdraw it, by the admin who asked)',
        params: changeParams,
        response: { 200: adminChangeSchema, ...errors },
      },
    },
    async (request) => decideChange(deps, currentPartner(request), request.params.changeId, 'REJECTED'),
  );
}

/** Taking access away at once (no second admin needed), and the audit log of it all. */
function registerPartnerAccessRoutes(app: RouteApp, deps: AdminDeps) {
  app.post(
    '/admin/partners/:partnerId/deactivate',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Deactivate a partner at once (takes access away: no second admin needed); ends his sessions',
        params: partnerParams,
        response: { 204: noContent(), ...errors },
      },
    },
    async (request, reply) => {
      await deactivatePartner(deps, currentPartner(request), request.params.partnerId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/admin/partners/:partnerId/authorisations/:productCode',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: "Take back a partner's authorisation or waitlist place for a product, at once",
        params: partnerParams.extend({ productCode: z.string().min(1).max(64) }),
        response: { 204: noContent(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeAuthorisation(deps, currentPartner(request), request.params.partnerId, request.params.productCode);
      return reply.status(204).send();
    },
  );

  app.get(
    '/admin/audit',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: "The tenant's audit log of admin actions, newest first",
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditListSchema, ...errors },
      },
    },
    async (request) => listAudit(app.db, currentPartner(request), request.query.before),
  );
}

// The tenant's digital-leader coupons (decision 0125): listed with their uses, made and ended at once, audited.
function registerCouponRoutes(app: RouteApp, deps: AdminDeps) {
  app.get(
    '/admin/coupons',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: "The tenant's coupons with their uses and state, newest first", response: { 200: adminCouponListSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listTenantCoupons(deps, currentPartner(request));
    },
  );

  app.post(
    '/admin/coupons',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Make a coupon of the tenant: product, validity in whole days (India time), discount, use limit',
        body: adminCouponCreateSchema,
        response: { 201: adminCouponSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createTenantCoupon(deps, currentPartner(request), request.body)),
  );

  app.post(
    '/admin/coupons/:couponId/deactivate',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: "End a coupon's validity now: no new proposal takes it; held uses stay",
        params: adminCouponParamsSchema,
        response: { 200: adminCouponSchema, ...errors },
      },
    },
    async (request) => deactivateTenantCoupon(deps, currentPartner(request), request.params.couponId),
  );
}
