import { and, desc, eq } from 'drizzle-orm';
import {
  errorCodes,
  maskRecipient,
  notificationMessages,
  DEFAULT_LANGUAGE,
  notificationTemplates,
  type Language,
  type Notification,
  type NotificationChannel,
  type NotificationTemplate,
  type NotificationTemplateName,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound, validationError } from '../../plugins/errors';
import { ensureCanSell } from '../../lib/partner-access';
import { insertAudit } from '../../lib/audit';
import { notifications } from '../../db/schema/notifications-schema';
import type { NotificationRow, Notifier } from '../../lib/notifier';
import { renderNotification } from '../../lib/notification-text';

export interface NotificationsContext {
  db: Database;
  notifier: Notifier;
  /** The portal's origin: the only one a partner's link may point to. */
  origin: string;
}

interface PartnerNotification {
  productCode: string;
  template: NotificationTemplateName;
  variables: { customerName?: string; documentName?: string; link?: string };
  recipients: { channel: NotificationChannel; to: string }[];
  /** The customer's language, which the partner knows; English when he does not say. */
  language?: Language | undefined;
}

/** A notification as its sender and the admin see it: masked recipient, never the text. */
export const toNotification = (row: NotificationRow): Notification => ({
  notificationId: row.id,
  channel: row.channel,
  template: row.template,
  productCode: row.productCode,
  recipient: maskRecipient(row.recipient),
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The template's variables, all given, a link only to this portal; else the spec's error shape. */
function checkVariables(template: NotificationTemplate, variables: PartnerNotification['variables'], origin: string): void {
  const fields: Record<string, string> = {};
  for (const name of template.variables) {
    if (!variables[name as keyof typeof variables]) fields[`variables.${name}`] = name === 'link' ? notificationMessages.link : notificationMessages.variable;
  }
  if (variables.link && new URL(variables.link).origin !== new URL(origin).origin) fields['variables.link'] = notificationMessages.link;
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

/**
 * /notify and /notify-multiple-channels: a partner's message to a customer, under a template a partner may
 * send, for a product he may sell, rendered here (he gives names, never the text), one row per channel.
 */
export async function sendPartnerNotification(context: NotificationsContext, partner: SessionPartner, request: PartnerNotification): Promise<Notification[]> {
  const product = await ensureCanSell(context.db, partner, request.productCode);
  const template: NotificationTemplate = notificationTemplates[request.template];
  checkVariables(template, request.variables, context.origin);
  const variables = { ...request.variables, productName: product.name, partnerName: partner.name } as Record<string, string>;
  const sent: Notification[] = [];
  for (const recipient of request.recipients) {
    const language = request.language ?? DEFAULT_LANGUAGE;
    const rendered = renderNotification(request.template, recipient.channel, variables, language, partner.tenantCode);
    if (!rendered) throw validationError({ channel: notificationMessages.channel });
    const row = await context.notifier.send({
      channel: recipient.channel,
      to: recipient.to,
      template: request.template,
      ...rendered,
      variables,
      language,
      sender: { tenantCode: partner.tenantCode, partnerId: partner.id, productCode: product.code },
    });
    sent.push(toNotification(row));
  }
  return sent;
}

/** The admin's tenant's dead letters, newest first. */
export async function listDeadLetters(db: Database, admin: SessionPartner): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.tenantCode, admin.tenantCode), eq(notifications.status, 'DEAD')))
    .orderBy(desc(notifications.deadAt))
    .limit(200);
  return rows.map(toNotification);
}

/** An admin's retry of one of his tenant's dead letters (another tenant's: 404). */
export async function retryDeadLetter(context: NotificationsContext, admin: SessionPartner, notificationId: string): Promise<Notification> {
  const [row] = await context.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.tenantCode, admin.tenantCode)));
  if (!row) throw notFound('Notification not found');
  if (row.status !== 'DEAD') throw new AppError(409, errorCodes.conflict, notificationMessages.notDead);
  if (row.lastError === 'EXPIRED' || (row.expiresAt && row.expiresAt <= new Date())) throw new AppError(409, errorCodes.conflict, notificationMessages.expired);
  const retried = await context.notifier.requeue(row);
  if (!retried) throw new AppError(409, errorCodes.conflict, notificationMessages.notDead);
  await insertAudit(context.db, {
    tenantCode: admin.tenantCode,
    actorId: admin.id,
    action: 'DEAD_LETTER_RETRIED',
    summary: `Retry the ${row.template} ${row.channel} message`,
  });
  return toNotification(retried);
}
