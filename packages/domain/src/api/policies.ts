import { z } from 'zod';

/** GET /api/v2/products/{productCode}/policies/issue/status?referenceId */
export const policyIssueStatuses = ['ISSUED', 'PENDING', 'FAILED'] as const;
export type PolicyIssueStatus = (typeof policyIssueStatuses)[number];
export const policyIssueStatusSchema = z.object({
  referenceId: z.string(),
  /** ISSUED once the policy exists; FAILED when the latest payment failed; PENDING otherwise. */
  status: z.enum(policyIssueStatuses),
  policyNumber: z.string().optional(),
  membershipId: z.string().optional(),
  issuedAt: z.string().optional(),
});
export type PolicyIssueStatusAnswer = z.infer<typeof policyIssueStatusSchema>;

/** Where a policy's certificate is downloaded (GET, below the site root): the `documentUrl` of a proposal's or a summary's policy. */
export const policyDocumentPath = (policyNumber: string) => `/api/policies/${encodeURIComponent(policyNumber)}/document`;

/** Membership ids as issued: MBR and nine digits. */
export const membershipIdPattern = /^MBR\d{9}$/;

/** GET /api/policies/membership/{membershipId} — a policy the caller sold (an admin: his tenant's). */
export const policySummarySchema = z.object({
  membershipId: z.string(),
  policyNumber: z.string(),
  referenceId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  planName: z.string(),
  insuredName: z.string(),
  sumInsured: z.number().optional(),
  /** Paise. */
  totalPremium: z.number().int(),
  issuedAt: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  documentUrl: z.string(),
});
export type PolicySummary = z.infer<typeof policySummarySchema>;
