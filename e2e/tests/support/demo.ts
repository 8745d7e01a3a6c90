import type { APIRequestContext } from '@playwright/test';

/** Demo partners seeded at start (docs/demo-logins.md) and the sandbox's fixed OTP. */
export const demoPartners = {
  partner: '9999900001',
  mintPro: '9999900003',
  notAuthorised: '9999900005',
  whiteLabel: '9999900031',
  mintfinPartner: '9999900011',
  mintfinAdmin: '9999900012',
} as const;
export const SANDBOX_OTP = '123456';

/** Signs in through the API as a partner would (OTP generate, then validate); the cookie lands in the context. */
export async function signInThroughApi(request: APIRequestContext, mobile: string): Promise<void> {
  const challenge = await request.post('/api/services/public/otp/generate', { data: { mobile } });
  if (!challenge.ok()) throw new Error(`OTP generate failed: ${challenge.status()} ${await challenge.text()}`);
  const { sessionId } = (await challenge.json()) as { sessionId: string };
  const validated = await request.post('/api/services/public/otp/validate', { data: { sessionId, otp: SANDBOX_OTP } });
  if (!validated.ok()) throw new Error(`OTP validate failed: ${validated.status()} ${await validated.text()}`);
}

/** A minimal valid PDF, for file fields (the API checks the bytes, not the name). */
export const samplePdf = {
  name: 'invoice.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

/** Where the signed-in demo partner's cookies are kept between the setup and the journeys. */
export const partnerStorageState = '.auth/partner.json';
/** The same for the white-label tenant's (Sahyadri Co-operative Bank) demo partner. */
export const whiteLabelStorageState = '.auth/white-label.json';
/** Tenant mintfin's partner and first admin (the console's templates, failed messages and the lead flags). */
export const mintfinPartnerStorageState = '.auth/mintfin-partner.json';
export const mintfinAdminStorageState = '.auth/mintfin-admin.json';
