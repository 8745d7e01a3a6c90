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
const demoCodesOf = (prefix: string) =>
  Array.from({ length: 10 }, (_, index) => {
    const n = String(index + 1).padStart(5, '0');
    return { token: `${prefix}${n}`, activationCode: `DEMO${n.slice(1)}` };
  });
export const demoQrCodes = demoCodesOf('sandboxDemoQrCode');
/** The same for tenant mintfin's demo partner 9999900011: a sheet of a tenant other than the default (decision 0240). */
export const mintfinDemoQrCodes = demoCodesOf('sandboxMfinQrCode');

async function seedSheet(db: Database, secret: string, mobile: string, codes: typeof demoQrCodes): Promise<void> {
  const [first] = await db
    .select({ id: qrCodes.id })
    .from(qrCodes)
    .where(eq(qrCodes.tokenHash, hashToken(codes[0]!.token)));
  if (first) return;
  const [partner] = await db.select().from(partners).where(eq(partners.mobile, mobile));
  if (!partner) return;
  await insertSheet(db, {
    partnerId: partner.id,
    tenantCode: partner.tenantCode,
    sumInsured: 300000,
    codes: codes.map(({ token, activationCode }) => {
      const tokenHash = hashToken(token);
      return { tokenHash, activationCodeHash: hashActivationCode(secret, tokenHash, activationCode) };
    }),
  });
}

export async function seedDemoQrCodes(db: Database, secret: string): Promise<void> {
  await seedSheet(db, secret, '9999900001', demoQrCodes);
  await seedSheet(db, secret, '9999900011', mintfinDemoQrCodes);
}
