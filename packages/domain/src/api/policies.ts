import { z } from 'zod';
import { membershipIdPattern } from './policy-lookup-fields';

export * from './policy-lookup-fields';

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

/** "Find a Policy": the membership id as typed (any case, spaces around), checked and upper-cased. */
export const membershipLookupSchema = z.object({
  membershipId: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(membershipIdPattern, 'Enter a membership id: MBR and 9 digits')),
});
export type MembershipLookup = z.output<typeof membershipLookupSchema>;

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
