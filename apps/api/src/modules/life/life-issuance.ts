import {
  errorCodes,
  findLifePlan,
  isLifeInsurerCode,
  lifeMessages,
  type LeadStatus,
  type LifeApplicationStatus,
  type LifeInsurerCallbackBody,
  type LifeInsurerCode,
  type LifeLeadStep,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { enqueueJob } from '../../jobs/job-queue';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import { SandboxLifeInsurers } from '../../providers/life-insurers/life-insurer-provider';
import { createLead } from '../../lib/leads/create-lead';
import { moveLeadStatus, noteColumns } from '../../lib/leads/lead-records';
import type { LifeContext } from './life-context';
import { addLifeEvent, findVisibleLifeApplication, lockLifeApplication, updateLifeApplication, type LifeApplicationRow } from './life-repository';

/** The durable job that delivers one sandbox insurer callback when it falls due. */
export const SANDBOX_LIFE_CALLBACK_JOB = 'life.sandbox-insurer-callback';

/**
 * The lead step: in one transaction, with the application row locked, the life lead is made (the leads
 * module, status PROPOSAL_SUBMITTED), the proposal handed to the insurer and the first timeline event
 * written; the sandbox insurer's answers are queued as durable jobs in the same transaction. A second
 * submit (a double click, another tab) finds the step gone and is a 409; the lead is unique per application.
 */
export async function submitLifeProposal(context: LifeContext, partner: SessionPartner, requestId: string, answers: LifeLeadStep): Promise<LifeApplicationRow> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const row = await findVisibleLifeApplication(tx, partner, requestId, { forUpdate: true });
    if (!row) throw notFound('Request not found');
    if (row.step !== 'lead')
      throw new AppError(
        409,
        row.step ? errorCodes.wrongStep : errorCodes.conflict,
        row.step ? 'Answer the steps in order' : 'This proposal was already sent to the insurer',
        undefined,
        undefined,
        row.step ?? undefined,
      );
    const plan = row.chosen ? findLifePlan(row.chosen.productId) : undefined;
    const insured = row.answers['about-insured'];
    if (!plan || !row.chosen || !insured || !isLifeInsurerCode(plan.insurer)) throw new AppError(409, errorCodes.conflict, lifeMessages.plan);
    const proposer = row.answers['about-proposer'];
    // The customer is who pays and signs: the proposer when another person, else the insured.
    const customerName =
      proposer && proposer.relationship !== 'SELF' ? `${proposer.firstName} ${proposer.lastName}` : `${insured.firstName} ${insured.lastName}`;
    const lead = await createLead(
      context.leads,
      partner,
      'life-insurance',
      {
        customer: { name: customerName, mobile: answers.mobile, email: answers.email || undefined },
        status: 'PROPOSAL_SUBMITTED',
        amount: row.chosen.firstYearTotal,
        referenceId: row.id,
        details: { requestId: row.id, productId: plan.productId, planName: plan.name, insurer: plan.insurer, planType: row.planType },
      },
      { db: tx, note: { key: 'lifeProposalSent' } },
    );
    const proposal = {
      requestId: row.id,
      insurerCode: plan.insurer,
      productId: plan.productId,
      sumAssured: row.answers.cover!.sumAssured,
      medicalExamination: row.chosen.medicalExamination,
      customerMobile: answers.mobile,
    };
    const { insurerReference } = await context.insurers.submitProposal(proposal);
    await addLifeEvent(tx, {
      applicationId: row.id,
      event: 'PROPOSAL_SUBMITTED',
      at: now,
      ...noteColumns({ key: 'lifeProposalReference', values: { insurer: row.chosen.insurerName, reference: insurerReference } }),
    });
    if (context.insurers instanceof SandboxLifeInsurers) {
      for (const planned of context.insurers.plan(proposal)) {
        await enqueueJob(tx as Database, {
          kind: SANDBOX_LIFE_CALLBACK_JOB,
          payload: { requestId: row.id, insurerCode: plan.insurer, insurerReference, event: planned.event },
          runAt: new Date(now.getTime() + planned.afterMs),
        });
      }
    }
    return updateLifeApplication(tx, row.id, { step: null, status: 'SUBMITTED', leadId: lead.id, insurerCode: plan.insurer, insurerReference }, now);
  });
}

const statusOfEvent: Record<LifeInsurerCallbackBody['event'], { application: LifeApplicationStatus; lead: LeadStatus }> = {
  MEDICAL_SCHEDULED: { application: 'MEDICAL_SCHEDULED', lead: 'UNDERWRITING' },
  UNDERWRITING: { application: 'UNDERWRITING', lead: 'UNDERWRITING' },
  ISSUED: { application: 'ISSUED', lead: 'POLICY_ISSUED' },
  DECLINED: { application: 'DECLINED', lead: 'DECLINED' },
};

export type LifeCallbackOutcome = 'applied' | 'replay' | 'ignored';

/**
 * A verified insurer callback, applied once: the event (unique per insurer event id), the application's
 * status, the policy with its free-look period when issued, and the lead's status, in one transaction.
 * A callback for another insurer's proposal, an unknown one, or after the decision is ignored.
 */
export async function applyLifeInsurerCallback(
  context: LifeContext,
  insurerCode: LifeInsurerCode,
  body: LifeInsurerCallbackBody,
): Promise<LifeCallbackOutcome> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const row = await lockLifeApplication(tx, body.requestId);
    if (!row || row.insurerCode !== insurerCode || row.insurerReference !== body.insurerReference || !row.leadId) return 'ignored';
    if (row.status === 'ISSUED' || row.status === 'DECLINED') return 'ignored';
    const added = await addLifeEvent(tx, { applicationId: row.id, event: body.event, insurerEventId: body.eventId, at: now, note: body.note ?? null });
    if (!added) return 'replay';
    const next = statusOfEvent[body.event];
    const plan = row.chosen ? findLifePlan(row.chosen.productId) : undefined;
    const issued =
      body.event === 'ISSUED' ? { policyNumber: body.policyNumber ?? body.insurerReference, issuedAt: now, freeLookDays: plan?.freeLookDays ?? 30 } : {};
    await updateLifeApplication(tx, row.id, { status: next.application, ...issued }, now);
    // An insurer deciding without a word of underwriting first: the lead still passes through it (the lead table's only way).
    if (row.status === 'SUBMITTED' && next.lead !== 'UNDERWRITING')
      await moveLeadStatus(tx, row.leadId, 'UNDERWRITING', { actor: 'system', note: { key: 'insurerEvent.UNDERWRITING' }, now });
    await moveLeadStatus(tx, row.leadId, next.lead, {
      actor: 'system',
      note: { key: `insurerEvent.${body.event}` },
      now,
      ...(issued.policyNumber ? { patch: { policyNumber: issued.policyNumber } } : {}),
    });
    return 'applied';
  });
}
