import { z } from 'zod';
import type { FieldConfig } from '../fields/field-config';
import { genericSumInsuredAmounts } from '../products/generic-sum-insured';
import { QR_SHEET_MAX_CODES, qrCodeMessages, qrSheetRequestSchema } from './qr-codes';

/*
 * The partner's QR sheet as a form of the engine (decision 0267): how many codes, of which sum insured;
 * the answer of the request is the PDF the page saves as a download.
 */

export const qrSheetFields: readonly FieldConfig[] = [
  {
    name: 'count',
    kind: 'text',
    inputType: 'number',
    label: 'Number of codes',
    hint: `From 1 to ${QR_SHEET_MAX_CODES}; six fit on a page`,
    mandatory: true,
    maxLength: 2,
    defaultValue: '6',
  },
  {
    name: 'sumInsured',
    kind: 'select',
    inputType: 'text',
    label: 'Sum insured',
    mandatory: true,
    requiredMessage: qrCodeMessages.sumInsured,
    // Numeric labels: the engine shows them with Indian digit grouping (5,00,000).
    options: genericSumInsuredAmounts.map((amount) => ({ value: String(amount), label: String(amount) })),
    defaultValue: String(genericSumInsuredAmounts[0]),
  },
];

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
