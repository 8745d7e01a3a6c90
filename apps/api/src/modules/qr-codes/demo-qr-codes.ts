import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners } from '../../db/partners-schema';
import { hashActivationCode, hashToken } from './qr-codes-service';
import { insertSheet } from './qr-codes-repository';
import { qrCodes } from '../../db/schema/qr-codes-schema';

/**
 * Demo codes for the sandbox's demo partner 9999900001 (docs/demo-logins.md), so a demo or a browser
 * test can open /sachet/activate#code=… without reading a QR off a PDF. Seeded only with the demo data
 * and sandbox providers; public by design, like the demo logins' fixed OTP.
 */
export const demoQrCodes = Array.from({ length: 10 }, (_, index) => {
  const n = String(index + 1).padStart(5, '0');
  return { token: `sandboxDemoQrCode${n}`, activationCode: `DEMO${n.slice(1)}` };
});

export async function seedDemoQrCodes(db: Database, secret: string): Promise<void> {
  const [first] = await db
    .select({ id: qrCodes.id })
    .from(qrCodes)
    .where(eq(qrCodes.tokenHash, hashToken(demoQrCodes[0]!.token)));
  if (first) return;
  const [partner] = await db.select().from(partners).where(eq(partners.mobile, '9999900001'));
  if (!partner) return;
  await insertSheet(db, {
    partnerId: partner.id,
    tenantCode: partner.tenantCode,
    sumInsured: 300000,
    codes: demoQrCodes.map(({ token, activationCode }) => {
      const tokenHash = hashToken(token);
      return { tokenHash, activationCodeHash: hashActivationCode(secret, tokenHash, activationCode) };
    }),
  });
}
