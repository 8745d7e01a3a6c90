import { z } from 'zod';
import { apiErrorSchema } from '@portal/domain';

/** What the leads module's route files share: the parameters and the error responses. */
export const codeParams = z.object({ code: z.string().min(1).max(64).describe('Product code, e.g. personal-loan') });
export const leadIdParams = z.object({ leadId: z.string().min(1).max(64).describe('Lead id: LD and twelve letters or digits') });
export const leadIdQuery = z.object({ leadId: z.string().min(1).max(64) });
export const reads = { 401: apiErrorSchema, 404: apiErrorSchema } as const;
export const writes = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;
