import { hkdfSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isLenderCode } from '@portal/domain';
import { enqueueJob, type JobHandler } from '../../jobs/job-queue';
import { SandboxCustomerLoanProviders } from '../../providers/customer-loans/customer-loan-providers';
import { signLenderCallback } from '../../providers/lenders/lender-provider';
import { SandboxLender } from '../../providers/lenders/sandbox-lenders';
import { findLeadById } from '../../lib/leads/lead-records';
import { applyDisbursementCallback, sandboxDisbursementEvent, type CustomerLoanContext } from './customer-loan-service';
import type { CustomerLoanFlows } from './customer-loan-state';

export const CUSTOMER_LOAN_DISBURSEMENT_JOB = 'customer-loan-disbursement';
/** How long the sandbox lender takes to answer a disbursement by callback. */
export const SANDBOX_DISBURSEMENT_DELAY_MS = 2000;

/** The customer loan journey's context from the app (its routes' and its disbursement job's). */
export function customerLoanContextOf(app: FastifyInstance, flows: CustomerLoanFlows): CustomerLoanContext {
  return {
    db: app.db,
    clock: app.providers.clock,
    providers: new SandboxCustomerLoanProviders(app.env.QUOTE_SIGNING_SECRET),
    lenders: app.providers.lenders,
    hashKey: Buffer.from(hkdfSync('sha256', app.env.OTP_HASH_SECRET, 'portal-hashes', 'customer-loan/v1', 32)),
    enqueueDisbursement: async (db, leadId, now) => {
      await enqueueJob(db, { kind: CUSTOMER_LOAN_DISBURSEMENT_JOB, payload: { leadId }, runAt: new Date(now.getTime() + SANDBOX_DISBURSEMENT_DELAY_MS) });
    },
    moveLoanLead: flows.moveLoanLead,
  };
}

/** The sandbox lender answers a disbursement by its signed callback, sent from the durable job queue. */
export function customerLoanDisbursementJobHandler(app: FastifyInstance, flows: CustomerLoanFlows): JobHandler {
  const context = customerLoanContextOf(app, flows);
  return async (payload) => {
    const lead = await findLeadById(app.db, String(payload.leadId));
    const now = app.providers.clock.now();
    const event = lead ? sandboxDisbursementEvent(lead, now) : undefined;
    const code = event?.eventId.split('-')[0] ?? '';
    const lender = isLenderCode(code) ? app.providers.lenders.get(code) : undefined;
    if (!event || !lender || !(lender instanceof SandboxLender)) return { done: true };
    await applyDisbursementCallback(context, lender.code, signLenderCallback(lender.key, event, now));
    return { done: true };
  };
}
