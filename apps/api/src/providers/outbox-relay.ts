import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { enqueueJob, retryDelayMs, type JobHandler } from '../jobs/job-queue';
import type { ChannelSender } from './channel-sender';
import type { Clock } from './clock';
import { outbox, type OutboxRow } from './outbox-schema';
import { DeliveryError } from './sandbox-delivery-faults';

export const OUTBOX_RELAY_JOB = 'outbox.relay';
/** Tries of one message before it is given up: 30 s, 1, 2, 4, 8, 16, 30, 30 min apart (about 1.5 hours). */
export const OUTBOX_MAX_ATTEMPTS = 9;
/** A relay's hold on a message while the provider answers; longer than any provider call may take. */
export const OUTBOX_CLAIM_MS = 5 * 60_000;

/** A message to queue: what the notifier hands a transport, with the key that makes it one message. */
export interface QueuedMessage {
  channel: 'SMS' | 'EMAIL';
  to: string;
  template: string;
  payload: Record<string, unknown>;
  idempotencyKey: string;
  notificationId?: string;
  tenantCode?: string;
  expiresAt?: Date;
}

export type RelayOutcome = { status: 'sent' } | { status: 'retry'; code: string } | { status: 'refused'; code: string } | { status: 'not-due' };

/** Told when a message is given up in the background, so its notification joins the failed messages (decision 0132). */
export type RefusedMessageHandler = (message: { notificationId: string; code: string; attempts: number; payload: Record<string, unknown> }) => Promise<void>;

const codeOf = (error: unknown): string => {
  if (error instanceof DeliveryError) return error.code;
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code.slice(0, 60) : error instanceof Error ? error.name : 'UNKNOWN';
};

interface RelayDeps {
  db: Database;
  clock: Clock;
  senders: Partial<Record<'SMS' | 'EMAIL', ChannelSender>>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** The relay's dependencies, and who is told of a message given up (named after it is made). */
interface RelayState extends RelayDeps {
  onRefused?: RefusedMessageHandler;
}

/** Writes the message and its job in one transaction; answers the row's id (the existing one for a key already queued). */
async function queue({ db, clock }: RelayState, message: QueuedMessage): Promise<{ id: number; queued: boolean }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(outbox)
      .values({
        channel: message.channel,
        recipient: message.to,
        template: message.template,
        payload: message.payload,
        idempotencyKey: message.idempotencyKey,
        notificationId: message.notificationId ?? null,
        tenantCode: message.tenantCode ?? null,
        expiresAt: message.expiresAt ?? null,
      })
      .onConflictDoNothing({ target: outbox.idempotencyKey })
      .returning({ id: outbox.id });
    if (inserted) {
      await enqueueJob(tx, { kind: OUTBOX_RELAY_JOB, payload: { outboxId: inserted.id }, runAt: new Date(now.getTime() + retryDelayMs(1)) });
      return { id: inserted.id, queued: true };
    }
    const [existing] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.idempotencyKey, message.idempotencyKey));
    return { id: existing!.id, queued: false };
  });
}

async function giveUp(state: RelayState, row: OutboxRow, code: string, now: Date, tell: boolean): Promise<RelayOutcome> {
  const [failed] = await state.db
    .update(outbox)
    .set({ failedAt: now, lastError: code, claimedUntil: null })
    .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt), isNull(outbox.failedAt)))
    .returning();
  if (failed && tell && row.notificationId && state.onRefused) {
    await state.onRefused({ notificationId: row.notificationId, code, attempts: failed.attempts, payload: row.payload });
  }
  return { status: 'refused', code };
}

/**
 * One attempt at one message. `background`: a job's attempt, which tells the failed-messages list itself;
 * the attempt made inline for the notifier leaves that to the notifier (it marks its own row).
 */
async function relay(state: RelayState, outboxId: number, background: boolean): Promise<RelayOutcome> {
  const { db, clock, senders } = state;
  const now = clock.now();
  const [current] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
  if (!current || current.sentAt) return { status: 'sent' };
  if (current.failedAt) return { status: 'refused', code: current.lastError ?? 'FAILED' };
  if (current.claimedUntil && current.claimedUntil > now) return { status: 'not-due' };
  // The last holder's lease lapsed without an answer recorded: the provider may have taken it. Never twice.
  if (current.claimedUntil) return giveUp(state, current, 'OUTCOME_UNKNOWN', now, true);
  // A stale OTP only confuses: past its validity it is not sent (decision 0104).
  if (current.expiresAt && current.expiresAt <= now) return giveUp(state, current, 'EXPIRED', now, background);
  const [claimed] = await db
    .update(outbox)
    .set({ claimedUntil: new Date(now.getTime() + OUTBOX_CLAIM_MS), attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, outboxId), isNull(outbox.sentAt), isNull(outbox.failedAt), isNull(outbox.claimedUntil)))
    .returning();
  if (!claimed) return { status: 'not-due' };
  const sender = senders[claimed.channel];
  try {
    if (!sender) throw new DeliveryError('NO_PROVIDER_FOR_CHANNEL');
    const { providerMessageId } = await sender.send(claimed);
    // What was sent is not kept (DPDP purpose limitation); an SMS keeps its words until its delivery report, should it fail.
    const payload = claimed.channel === 'EMAIL' ? {} : claimed.payload;
    await db.update(outbox).set({ sentAt: clock.now(), providerMessageId, claimedUntil: null, lastError: null, payload }).where(eq(outbox.id, outboxId));
    return { status: 'sent' };
  } catch (error) {
    const code = codeOf(error);
    if ((error instanceof DeliveryError && error.permanent) || claimed.attempts >= OUTBOX_MAX_ATTEMPTS)
      return giveUp(state, claimed, code, clock.now(), background);
    state.log?.warn({ outboxId, code, attempts: claimed.attempts }, 'outbox message not handed over; retried later');
    await db.update(outbox).set({ claimedUntil: null, lastError: code }).where(eq(outbox.id, outboxId));
    return { status: 'retry', code };
  }
}

/** A provider's delivery report, as the provider's delivery-report route hands it over. */
export interface DeliveryReport {
  providerMessageId?: string;
  idempotencyKey?: string;
  outcome: 'DELIVERED' | 'FAILED' | 'IN_PROGRESS';
  status: string;
}

/**
 * A provider's delivery report on a message it took (matched by its message id, or by our key): the
 * status is kept; DELIVERED ends it (its words are dropped), a final failure (the operator's DND, an
 * unreachable handset) hands it to the failed-messages list. Answers false for a message it does not know.
 */
async function recordDeliveryReport(state: RelayState, report: DeliveryReport): Promise<boolean> {
  const { db, clock } = state;
  const match = report.providerMessageId
    ? eq(outbox.providerMessageId, report.providerMessageId)
    : report.idempotencyKey
      ? eq(outbox.idempotencyKey, report.idempotencyKey)
      : undefined;
  if (!match) return false;
  const [row] = await db.select().from(outbox).where(match);
  if (!row?.sentAt) return false;
  // A final report is final: a late or replayed "sent" never undoes it.
  if (row.deliveredAt || row.failedAt) return true;
  const now = clock.now();
  const status = report.status.slice(0, 40);
  if (report.outcome === 'IN_PROGRESS') {
    await db.update(outbox).set({ deliveryStatus: status }).where(eq(outbox.id, row.id));
    return true;
  }
  const [ended] = await db
    .update(outbox)
    .set({ deliveryStatus: status, payload: {}, ...(report.outcome === 'DELIVERED' ? { deliveredAt: now } : { failedAt: now, lastError: `DLR_${status}` }) })
    .where(and(eq(outbox.id, row.id), isNull(outbox.deliveredAt), isNull(outbox.failedAt)))
    .returning();
  if (ended && report.outcome === 'FAILED' && row.notificationId && state.onRefused) {
    await state.onRefused({ notificationId: row.notificationId, code: `DLR_${status}`, attempts: row.attempts, payload: row.payload });
  }
  return true;
}

/**
 * The outbox relay (decision 0200). Each message is a row with a unique idempotency key and a job, written in
 * one transaction; the relay claims the row under a lease, hands it to the channel's provider with its key,
 * and records the answer. At most once: a second write of the same key is a no-op, two relays never hold one
 * row, a sent row is never sent again, and a row whose lease lapsed mid-call (the process died while the
 * provider answered) is given up as OUTCOME_UNKNOWN rather than risk a second copy. A transient failure is
 * retried by the job with the queue's backoff; a refusal for good, or the last try, hands the message to the
 * failed-messages list.
 */
export function createOutboxRelay(deps: RelayDeps) {
  const state: RelayState = { ...deps };

  const jobHandler: JobHandler = async (payload, job, now) => {
    const outboxId = typeof payload.outboxId === 'number' ? payload.outboxId : Number.NaN;
    if (!Number.isSafeInteger(outboxId)) return { done: true };
    const outcome = await relay(state, outboxId, true);
    if (outcome.status === 'sent' || outcome.status === 'refused') return { done: true };
    return { retryAt: new Date(now.getTime() + retryDelayMs(job.attempts)) };
  };

  return {
    queue: (message: QueuedMessage) => queue(state, message),
    recordDeliveryReport: (report: DeliveryReport) => recordDeliveryReport(state, report),
    relay: (outboxId: number, background: boolean) => relay(state, outboxId, background),
    jobHandler,
    /** The composition root (app.ts) names who takes messages given up in the background. */
    onRefused(handler: RefusedMessageHandler) {
      state.onRefused = handler;
    },
  };
}

export type OutboxRelay = ReturnType<typeof createOutboxRelay>;
