import { and, eq, inArray } from 'drizzle-orm';
import {
  isNotificationTemplateName,
  NOTIFICATION_MAX_ATTEMPTS,
  type Language,
  notificationTemplates,
  type NotificationChannel,
  type NotificationTemplate,
} from '@portal/domain';
import type { Database } from '../db/client';
import { completeJob, enqueueJob, retryDelayMs, type JobHandler } from '../jobs/job-queue';
import type { Clock } from '../providers/clock';
import type { EmailMessage, EmailProvider } from '../providers/email/email-provider';
import type { MessageSender } from '../providers/message-sender';
import type { SmsMessage, SmsProvider } from '../providers/sms/sms-provider';
import { notifications } from '../db/schema/notifications-schema';

export const NOTIFICATION_JOB = 'notification.deliver';

export type NotificationRow = typeof notifications.$inferSelect;

/** One message to send: what the transports take, plus its channel and sender. */
export interface OutgoingMessage {
  channel: NotificationChannel;
  to: string;
  template: string;
  subject?: string;
  text: string;
  variables: Record<string, string>;
  sender?: MessageSender;
  /** The language the text is in (English when not said): an SMS goes under that language's DLT template. */
  language?: Language;
}

export interface Notifier {
  /** What every module's `app.providers.sms` is: a message queued as a notification, tried at once. */
  sms: SmsProvider;
  email: EmailProvider;
  /** Queues the message (row and job in one transaction) and tries it once now; answers its row. */
  send(message: OutgoingMessage): Promise<NotificationRow>;
  /**
   * Writes the message's row and job inside the caller's transaction, so the message exists exactly when
   * the state it announces does (a policy issued); nothing is sent. After commit, `deliver(id)` tries it
   * at once; if the process stops first, the job sends it after the first backoff.
   */
  enqueue(tx: Database, message: OutgoingMessage): Promise<NotificationRow>;
  /** One delivery attempt of a PENDING notification; answers its row afterwards. */
  deliver(notificationId: string): Promise<NotificationRow | undefined>;
  /** The job queue's handler of NOTIFICATION_JOB. */
  jobHandler: JobHandler;
  /** A message the outbox relay gave up in the background: the notification becomes DEAD (decision 0200). */
  failRelayed(message: { notificationId: string; code: string; attempts: number; payload: Record<string, unknown> }): Promise<void>;
  /** Puts a DEAD notification back to PENDING with a fresh count and tries it now; undefined when it was not DEAD. */
  requeue(row: NotificationRow): Promise<NotificationRow | undefined>;
}

/** Whether the transport said trying again cannot help (DeliveryError's `permanent`). */
const isPermanent = (error: unknown): boolean => error instanceof Error && (error as Error & { permanent?: unknown }).permanent === true;

/** The error's code as the notification keeps it: a DeliveryError's or Node's code, else its class. */
function errorKind(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return typeof code === 'string' ? code.slice(0, 60) : error.name;
  }
  return 'UNKNOWN';
}

type NotifierDeps = { db: Database; clock: Clock; transports: { sms: SmsProvider; email: EmailProvider } };

const templateOf = (name: string): NotificationTemplate | undefined => (isNotificationTemplateName(name) ? notificationTemplates[name] : undefined);

async function transmit(transports: NotifierDeps['transports'], row: NotificationRow): Promise<void> {
  const base = {
    to: row.recipient,
    template: row.template,
    text: row.body ?? '',
    variables: row.variables ?? {},
    sender: { notificationId: row.id, ...(row.tenantCode ? { tenantCode: row.tenantCode } : {}) },
    // One key per send of the row: its retries share it; an admin's "Send again" (a new job) is a new message.
    idempotencyKey: `${row.id}:${row.jobId ?? 'inline'}`,
    ...(row.expiresAt ? { expiresAt: row.expiresAt } : {}),
  };
  if (row.channel === 'SMS') await transports.sms.send({ ...base, language: row.language });
  else await transports.email.send({ ...base, subject: row.subject ?? '' });
}

/** One delivery attempt of a PENDING notification; answers its row afterwards. */
async function deliver({ db, clock, transports }: NotifierDeps, notificationId: string): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!row || row.status !== 'PENDING') return row;
  const now = clock.now();
  if (row.expiresAt && row.expiresAt <= now) {
    return markDead(db, row, row.attempts, 'EXPIRED', now);
  }
  const attempts = row.attempts + 1;
  try {
    await transmit(transports, row);
  } catch (error) {
    const kind = errorKind(error);
    // A recipient the gateway refuses for good is not tried again by itself; an admin may (decision 0132).
    if (attempts >= NOTIFICATION_MAX_ATTEMPTS || isPermanent(error)) return markDead(db, row, attempts, kind, now);
    const [failed] = await db
      .update(notifications)
      .set({ attempts, lastError: kind })
      .where(and(eq(notifications.id, row.id), eq(notifications.status, 'PENDING')))
      .returning();
    return failed ?? row;
  }
  const [sent] = await db
    .update(notifications)
    .set({ status: 'SENT', attempts, sentAt: now, lastError: null, body: null, subject: null, variables: null })
    .where(and(eq(notifications.id, row.id), eq(notifications.status, 'PENDING')))
    .returning();
  if (row.jobId) await completeJob(db, row.jobId, now);
  return sent ?? row;
}

async function markDead(db: Database, row: NotificationRow, attempts: number, kind: string, now: Date): Promise<NotificationRow> {
  const [dead] = await db
    .update(notifications)
    .set({ status: 'DEAD', attempts, lastError: kind, deadAt: now })
    .where(and(eq(notifications.id, row.id), eq(notifications.status, 'PENDING')))
    .returning();
  return dead ?? row;
}

/** Queues a job for the row, due after the first backoff (the first try is made inline). */
async function queueRow(tx: Database, rowId: string, now: Date): Promise<void> {
  const job = await enqueueJob(tx, { kind: NOTIFICATION_JOB, payload: { notificationId: rowId }, runAt: new Date(now.getTime() + retryDelayMs(1)) });
  await tx.update(notifications).set({ jobId: job.id }).where(eq(notifications.id, rowId));
}

/** Writes the message's row and job inside the caller's transaction; nothing is sent. */
async function enqueue(clock: Clock, tx: Database, message: OutgoingMessage): Promise<NotificationRow> {
  const now = clock.now();
  const minutes = templateOf(message.template)?.expiresAfterMinutes;
  const [inserted] = await tx
    .insert(notifications)
    .values({
      tenantCode: message.sender?.tenantCode ?? null,
      partnerId: message.sender?.partnerId ?? null,
      productCode: message.sender?.productCode ?? null,
      channel: message.channel,
      template: message.template,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.text,
      variables: message.variables,
      language: message.language ?? 'en-IN',
      expiresAt: minutes ? new Date(now.getTime() + minutes * 60_000) : null,
    })
    .returning();
  await queueRow(tx, inserted!.id, now);
  return inserted!;
}

/** Puts a DEAD notification back to PENDING with a fresh count and tries it now; undefined when it was not DEAD. */
async function requeue(deps: NotifierDeps, row: NotificationRow): Promise<NotificationRow | undefined> {
  const now = deps.clock.now();
  // Only a DEAD row moves back (two admins retrying at once: the second finds it PENDING and is refused).
  const requeued = await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(notifications)
      .set({ status: 'PENDING', attempts: 0, deadAt: null })
      .where(and(eq(notifications.id, row.id), eq(notifications.status, 'DEAD')))
      .returning({ id: notifications.id });
    if (moved) await queueRow(tx, row.id, now);
    return moved !== undefined;
  });
  return requeued ? ((await deliver(deps, row.id)) ?? row) : undefined;
}

/**
 * The outbox relay gave a message up in the background (refused for good, out of tries, or an outcome
 * unknown): its notification, SENT when handed to the relay, joins the failed messages with its words
 * back, so an admin can send it again (decision 0200).
 */
async function failRelayed(
  { db, clock }: NotifierDeps,
  message: { notificationId: string; code: string; attempts: number; payload: Record<string, unknown> },
): Promise<void> {
  const { subject, text, ...variables } = message.payload;
  const words = Object.fromEntries(Object.entries(variables).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  await db
    .update(notifications)
    .set({
      status: 'DEAD',
      lastError: message.code,
      deadAt: clock.now(),
      attempts: message.attempts,
      body: typeof text === 'string' ? text : null,
      subject: typeof subject === 'string' ? subject : null,
      variables: words,
    })
    .where(and(eq(notifications.id, message.notificationId), inArray(notifications.status, ['PENDING', 'SENT'])));
}

/**
 * Notifications through the durable job queue (decision 0104). A message is a row and a job written in
 * one transaction, then tried at once, so an OTP arrives without waiting for the worker; a failure is
 * retried by the job with backoff (30 s, 1, 2, 4 min) and after NOTIFICATION_MAX_ATTEMPTS the row is DEAD,
 * on the tenant admin's dead-letter list. Delivery is at least once: a crash between the transport's
 * answer and the row's update sends the message again at the next try.
 */
export function createNotifier(deps: NotifierDeps): Notifier {
  async function send(message: OutgoingMessage): Promise<NotificationRow> {
    const row = await deps.db.transaction(async (tx) => enqueue(deps.clock, tx, message));
    return (await deliver(deps, row.id)) ?? row;
  }

  const jobHandler: JobHandler = async (payload, _job, now) => {
    const notificationId = typeof payload.notificationId === 'string' ? payload.notificationId : '';
    const row = await deliver(deps, notificationId);
    if (row?.status !== 'PENDING') return { done: true };
    return { retryAt: new Date(now.getTime() + retryDelayMs(row.attempts)) };
  };

  return {
    failRelayed: (message) => failRelayed(deps, message),
    sms: { send: async (message: SmsMessage) => void (await send({ ...message, channel: 'SMS' })) },
    email: { send: async (message: EmailMessage) => void (await send({ ...message, channel: 'EMAIL' })) },
    send,
    enqueue: (tx, message) => enqueue(deps.clock, tx, message),
    deliver: (notificationId) => deliver(deps, notificationId),
    jobHandler,
    requeue: (row) => requeue(deps, row),
  };
}
