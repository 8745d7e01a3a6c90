import { describe, expect, it } from 'vitest';
import { messages } from '../validation/rule-messages';
import { otpGenerateRequestSchema, signInMobileSchema } from './auth';
import { checkSignInMobile, signInMobileFields } from './sign-in-forms';

describe("sign-in's mobile step", () => {
  it.each(['', '12345', '5123456789', 'abcdefghij', '98765432100'])("says 'Mobile is invalid' of '%s', as the API does", (mobile) => {
    const form = signInMobileSchema.safeParse({ mobile });
    const api = otpGenerateRequestSchema.safeParse({ mobile });
    expect(form.error?.issues.map((issue) => issue.message)).toEqual([messages.mobile]);
    expect(api.error?.issues.map((issue) => issue.message)).toEqual([messages.mobile]);
  });

  it('sends the number trimmed, and asks only for it', () => {
    expect(signInMobileSchema.parse({ mobile: ' 9876543210 ' })).toEqual({ mobile: '9876543210' });
    expect(signInMobileFields.map((field) => field.name)).toEqual(Object.keys(signInMobileSchema.shape));
    expect(signInMobileFields[0]).toMatchObject({ inputType: 'tel', maxLength: 10 });
  });

  // The login page checks with the pattern (zod is not on its first paint): it must say what the schema says.
  it.each(['', '  ', '12345', '5123456789', 'abcdefghij', '98765432100', '9876543210', ' 9876543210 ', '6000000000'])(
    "checks '%s' as the request's schema does",
    (mobile) => {
      const parsed = signInMobileSchema.safeParse({ mobile });
      expect(checkSignInMobile(mobile)).toEqual(
        parsed.success ? { success: true, data: parsed.data } : { success: false, message: parsed.error.issues[0]?.message },
      );
    },
  );
});
