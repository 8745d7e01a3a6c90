import { z } from 'zod';
import { kycMessages } from './kyc-messages';

// The statuses and messages are in kyc-messages.ts, without zod: the review page shows them before its first render.
export * from './kyc-messages';

/** POST /api/kyc/initiate/configurator?isThinLayer=true&referenceId&insurerCode[&returnUrl] */
export const kycInitiateQuerySchema = z.object({
  isThinLayer: z.literal('true', { message: kycMessages.thinLayerOnly }),
  referenceId: z.string().min(1),
  /** The insurer that underwrites the proposal; absent: the product's default insurer. */
  insurerCode: z.string().min(1).optional(),
  /** A path of this site to come back to after the KYC page (default: the proposal's review page). */
  returnUrl: z.string().optional(),
});
export const kycInitiationSchema = z.object({
  kycId: z.string(),
  status: z.enum(['PENDING', 'VERIFIED', 'FAILED']),
  /** The KYC provider's page where the customer verifies. */
  redirectUrl: z.string(),
});
export type KycInitiation = z.infer<typeof kycInitiationSchema>;

/** GET /api/kyc/poll?referenceId — the proposal's latest KYC. */
export const kycPollSchema = z.object({
  kycId: z.string(),
  referenceId: z.string(),
  insurerCode: z.string(),
  status: z.enum(['PENDING', 'VERIFIED', 'FAILED']),
  redirectUrl: z.string(),
  /** What the KYC registry holds, once VERIFIED. */
  verified: z.object({ name: z.string(), dob: z.string(), panMasked: z.string() }).optional(),
  failureReason: z.string().optional(),
  /** Proposal fields whose values differ from the verified details (POST /updateForm/kyc copies them). */
  differingFields: z.array(z.string()),
});
export type KycPoll = z.infer<typeof kycPollSchema>;

/** POST /api/updateForm/{flowType}?referenceId — flow types whose verified details can update a proposal. */
export const updateFormFlowTypes = ['kyc'] as const;
export type UpdateFormFlowType = (typeof updateFormFlowTypes)[number];
export const updateFormResultSchema = z.object({
  referenceId: z.string(),
  flowType: z.enum(updateFormFlowTypes),
  /** The proposal fields that were changed (empty when they already agreed). */
  updatedFields: z.array(z.string()),
});
export type UpdateFormResult = z.infer<typeof updateFormResultSchema>;
