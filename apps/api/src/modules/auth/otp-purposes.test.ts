import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpFieldSchema, otpLengths, otpPurposes } from '@portal/domain';
import type { Database, DatabaseHandle } from '../../db/client';
import { testEnv } from '../../env';
import { outbox } from '../../providers/outbox-schema';
import { createPartner, createTestDatabase, insertTenants, nextTestMobile } from '../../test-helper';
import {
  otpMessages,
  otpPolicy,
  RateLimitedError,
  sandboxOtpFor,
  sendCustomerOtp,
  verifyCustomerOtp,
  type CustomerOtpPurpose,
} from '../../lib/sessions/otp-service';
import { generateOtp, validateOtp } from '../../lib/sessions/otp-service';
import { createProviders } from '../../providers/providers';

const customerPurposes = otpPurposes.filter((p): p is CustomerOtpPurpose => p !== 'partner-login');

describe('OTP purposes', () => {
  let database: DatabaseHandle;
  let db: Database;
  let now = new Date('2026-03-01T09:00:00Z');
  const clock = { now: () => now };
  const env = testEnv();
  let deps: Parameters<typeof sendCustomerOtp>[0] & Parameters<typeof generateOtp>[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await insertTenants(db);
    const providers = createProviders(env, db);
    deps = { db, env, clock, sms: providers.sms, email: providers.email };
  });
  afterAll(async () => database.close());

  const lastOtp = async (mobile: string) => {
    const [message] = await db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1);
    return message?.payload.otp as string | undefined;
  };
  const send = (purpose: CustomerOtpPurpose, mobile: string, ip = '10.20.0.1') =>
    sendCustomerOtp(deps, { mobile, ip, purpose, text: (otp) => `${otp} is your code` });

  it.each([
    { purpose: 'partner-login', digits: 6 },
    { purpose: 'customer-consent', digits: 6 },
    { purpose: 'credit-check', digits: 6 },
    { purpose: 'sachet-activation', digits: 4 },
  ] as const)('a $purpose OTP has $digits digits, and its field says so', ({ purpose, digits }) => {
    expect(otpLengths[purpose]).toBe(digits);
    expect(otpFieldSchema(purpose).safeParse('1'.repeat(digits)).success).toBe(true);
    const wrongLength = otpFieldSchema(purpose).safeParse('1'.repeat(digits + 1));
    expect(wrongLength.error?.issues[0]?.message).toBe(digits === 4 ? 'OTP should be of 4 digits' : 'Enter valid numeric OTP');
    expect(otpFieldSchema(purpose).safeParse('12a4').error?.issues[0]?.message).toBe('OTP should be numeric');
  });

  it.each(customerPurposes)('a %s OTP sent to a customer has its digits and verifies once', async (purpose) => {
    const mobile = nextTestMobile();
    const { challengeId } = await send(purpose, mobile);
    const otp = (await lastOtp(mobile))!;
    expect(otp).toMatch(new RegExp(`^\\d{${otpLengths[purpose]}}$`));
    await verifyCustomerOtp(deps, { challengeId, purpose, mobile, otp });
    await expect(verifyCustomerOtp(deps, { challengeId, purpose, mobile, otp })).rejects.toMatchObject({ message: otpMessages.expired });
  });

  it('sandbox test numbers get the fixed code of the purpose: 1234 for a sachet, 123456 otherwise', async () => {
    expect(sandboxOtpFor('sachet-activation')).toBe('1234');
    expect(sandboxOtpFor('credit-check')).toBe('123456');
    await send('sachet-activation', '9999900077', '10.20.9.9');
    expect(await lastOtp('9999900077')).toBe('1234');
  });

  it('a code of one purpose does not verify another purpose', async () => {
    const mobile = nextTestMobile();
    const { challengeId } = await send('credit-check', mobile);
    const otp = (await lastOtp(mobile))!;
    await expect(verifyCustomerOtp(deps, { challengeId, purpose: 'customer-consent', mobile, otp })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('a customer OTP to a partner’s own mobile never signs the partner in', async () => {
    const partner = await createPartner(db);
    const { challengeId } = await send('customer-consent', partner.mobile, '10.20.1.1');
    const otp = (await lastOtp(partner.mobile))!;
    await expect(validateOtp(deps, { sessionId: challengeId, otp })).rejects.toMatchObject({ statusCode: 400, message: otpMessages.expired });
  });

  it('five wrong tries end a customer challenge, as they end a partner’s', async () => {
    const mobile = nextTestMobile();
    const { challengeId } = await send('sachet-activation', mobile);
    const otp = (await lastOtp(mobile))!;
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 1; i <= otpPolicy.maxFailedAttempts; i++) {
      await expect(verifyCustomerOtp(deps, { challengeId, purpose: 'sachet-activation', mobile, otp: wrong })).rejects.toMatchObject({ statusCode: 400 });
    }
    await expect(verifyCustomerOtp(deps, { challengeId, purpose: 'sachet-activation', mobile, otp })).rejects.toMatchObject({
      message: otpMessages.tooManyAttempts,
    });
  });

  it('send limits count each purpose apart: five logins from one address leave the customer’s consent OTPs untouched', async () => {
    const partner = await createPartner(db);
    const ip = '10.20.2.2';
    for (let i = 0; i < otpPolicy.maxSendsPerMobileAndIp; i++)
      await generateOtp(deps, { mobile: partner.mobile, channel: 'SMS', template: 'PARTNER_LOGIN', ip });
    await expect(generateOtp(deps, { mobile: partner.mobile, channel: 'SMS', template: 'PARTNER_LOGIN', ip })).rejects.toBeInstanceOf(RateLimitedError);
    for (let i = 0; i < otpPolicy.maxSendsPerMobileAndIp; i++) await send('customer-consent', partner.mobile, ip);
    await expect(send('customer-consent', partner.mobile, ip)).rejects.toBeInstanceOf(RateLimitedError);
    // Another purpose still has its own count; and the window's end frees the first.
    await expect(send('credit-check', partner.mobile, ip)).resolves.toMatchObject({ challengeId: expect.any(String) });
    now = new Date(now.getTime() + otpPolicy.sendWindowSeconds * 1000 + 1000);
    await expect(send('customer-consent', partner.mobile, ip)).resolves.toMatchObject({ challengeId: expect.any(String) });
  });
});
