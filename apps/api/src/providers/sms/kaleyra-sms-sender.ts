import { z } from 'zod';
import type { ChannelSender, OutboxMessage } from '../channel-sender';
import { DeliveryError } from '../sandbox-delivery-faults';

/** The header Kaleyra sends back on our delivery-report callback (set in each message's `callback`), proving it is ours. */
export const DELIVERY_REPORT_TOKEN_HEADER = 'x-delivery-report-token';

export interface KaleyraSettings {
  /** e.g. https://api.in.kaleyra.io (the India pod). */
  baseUrl: string;
  /** The account's SID (the path's `<SID>`). */
  sid: string;
  apiKey: string;
  /** The sender id (header) registered on DLT. */
  senderId: string;
  /** The DLT content template id of each of the portal's SMS templates (TRAI TCCCPR 2018). */
  dltTemplateIds: Readonly<Record<string, string>>;
  /** Where Kaleyra posts the delivery report of each message, and the token it sends with it. */
  deliveryReportUrl: string;
  deliveryReportToken: string;
  timeoutMs?: number;
}

/** Kaleyra's answer to POST /v1/<SID>/messages: the request's id and one message id per recipient. */
const sendAnswerSchema = z.object({
  id: z.string().optional(),
  data: z.array(z.object({ message_id: z.string().min(1), recipient: z.string().optional() })).min(1),
});
const errorAnswerSchema = z.object({ code: z.string().optional(), error: z.record(z.string(), z.unknown()).optional() }).loose();

/**
 * An SMS through Kaleyra's SMS API (developers.kaleyra.io, "Send the First SMS"; decision 0202): a form POST
 * with the api-key header, the DLT sender and template id, the idempotency key as `ref`, and a per-message
 * `callback` for the delivery report. A 400 (an invalid number, template or sender) refuses the message for
 * good; 401, 403, 429, 5xx and network failures are transient (an operator may fix a key meanwhile).
 */
export function createKaleyraSmsSender(settings: KaleyraSettings): ChannelSender {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/v1/${encodeURIComponent(settings.sid)}/messages`;
  return {
    name: 'kaleyra',
    async send(message: OutboxMessage) {
      const templateId = settings.dltTemplateIds[message.template];
      // A commercial SMS without its registered template is blocked by the operators' scrubbing anyway.
      if (!templateId) throw new DeliveryError('DLT_TEMPLATE_NOT_CONFIGURED', true);
      const text = typeof message.payload.text === 'string' ? message.payload.text : '';
      const form = new URLSearchParams({
        to: `+91${message.recipient}`,
        sender: settings.senderId,
        type: 'TXN',
        body: text,
        template_id: templateId,
        ref: message.idempotencyKey,
        callback: JSON.stringify({ url: settings.deliveryReportUrl, method: 'POST', header: { [DELIVERY_REPORT_TOKEN_HEADER]: settings.deliveryReportToken } }),
      });
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'api-key': settings.apiKey, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new DeliveryError(error instanceof Error && error.name === 'TimeoutError' ? 'KALEYRA_TIMEOUT' : 'KALEYRA_UNREACHABLE');
      }
      const answer: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        const parsed = sendAnswerSchema.safeParse(answer);
        if (!parsed.success) throw new DeliveryError('KALEYRA_BAD_ANSWER');
        return { providerMessageId: parsed.data.data[0]!.message_id };
      }
      const code = errorAnswerSchema.safeParse(answer).data?.code;
      throw new DeliveryError(`KALEYRA_${response.status}${code ? `_${code.slice(0, 20)}` : ''}`, response.status === 400);
    },
  };
}
