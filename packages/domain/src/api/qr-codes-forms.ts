import { z } from 'zod';
import { qrCodeMessages, qrSheetRequestSchema } from './qr-codes';

/*
 * The partner's QR sheet as a form of the engine (decision 0267): how many codes, of which sum insured;
 * the answer of the request is the PDF the page saves as a download. Its fields are in qr-code-words.ts,
 * without zod (decision 0281).
 */
export { qrSheetFields } from './qr-code-words';

/** What the partner typed (digits only, a listed sum insured) → the API's request, checked by its own schema. */
export const qrSheetFormSchema = z
  .object({
    count: z.string({ message: qrCodeMessages.count }).trim().regex(/^\d+$/, { message: qrCodeMessages.count }),
    sumInsured: z.string({ message: qrCodeMessages.sumInsured }),
  })
  .transform((typed, context) => {
    const request = qrSheetRequestSchema.safeParse(typed);
    if (request.success) return request.data;
    for (const issue of request.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
export type QrSheetForm = z.output<typeof qrSheetFormSchema>;
