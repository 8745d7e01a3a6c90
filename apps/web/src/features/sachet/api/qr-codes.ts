import type { CustomerLinkBrand, QrActivateRequest, QrActivation, QrCodeValidation, QrOtpSent, QrPolicyOtpSent, QrSheet } from '@portal/domain';
import { api } from '../../../lib/api';

/** Sachet term by QR code (SPEC §7): the partner's sheets, and the customer's public scan, OTP and activation. */
const qrCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/qr-codes/sheets */
    listQrSheets: build.query<QrSheet[], void>({ query: () => '/qr-codes/sheets' }),
    /** POST /api/qr-codes/public/validate — the code travels in the body, never in a URL. */
    validateQrCode: build.query<QrCodeValidation, string>({ query: (code) => ({ url: '/qr-codes/public/validate', method: 'POST', body: { code } }) }),
    /** POST /api/qr-codes/public/scan-count/ */
    countQrScan: build.mutation<{ scanCount: number }, string>({ query: (code) => ({ url: '/qr-codes/public/scan-count/', method: 'POST', body: { code } }) }),
    /** POST /api/qr-codes/public/otp */
    sendQrOtp: build.mutation<QrOtpSent, { code: string; mobile: string; email: string }>({
      query: (body) => ({ url: '/qr-codes/public/otp', method: 'POST', body }),
      extraOptions: { signInAgain: false },
    }),
    /** POST /api/qr-codes/public/activate */
    activateQrCode: build.mutation<QrActivation, QrActivateRequest>({
      query: (body) => ({ url: '/qr-codes/public/activate', method: 'POST', body }),
      extraOptions: { signInAgain: false },
    }),
    /** POST /api/qr-codes/public/policy/brand: whose cover an SMS link names, before the OTP (decision 0240). */
    sachetPolicyBrand: build.query<CustomerLinkBrand, string>({
      query: (link) => ({ url: '/qr-codes/public/policy/brand', method: 'POST', body: { link } }),
      extraOptions: { signInAgain: false },
    }),
    /** POST /api/qr-codes/public/policy/otp: to see an activated cover again (decision 0153); the OTP goes to the activating mobile. */
    sendPolicyOtp: build.mutation<QrPolicyOtpSent, { code: string } | { link: string }>({
      query: (body) => ({ url: '/qr-codes/public/policy/otp', method: 'POST', body }),
      extraOptions: { signInAgain: false },
    }),
    /** POST /api/qr-codes/public/policy/verify: the policy, and a customer session for its document. */
    verifyPolicyOtp: build.mutation<QrActivation, ({ code: string } | { link: string }) & { challengeId: string; otp: string }>({
      query: (body) => ({ url: '/qr-codes/public/policy/verify', method: 'POST', body }),
      extraOptions: { signInAgain: false },
    }),
  }),
});

export const {
  useListQrSheetsQuery,
  useValidateQrCodeQuery,
  useCountQrScanMutation,
  useSendQrOtpMutation,
  useActivateQrCodeMutation,
  useSachetPolicyBrandQuery,
  useSendPolicyOtpMutation,
  useVerifyPolicyOtpMutation,
} = qrCodesApi;
