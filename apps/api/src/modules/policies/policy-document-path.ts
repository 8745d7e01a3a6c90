/** Where a policy's certificate is downloaded (GET, below the site root). */
export const policyDocumentPath = (policyNumber: string) => `/api/policies/${encodeURIComponent(policyNumber)}/document`;
