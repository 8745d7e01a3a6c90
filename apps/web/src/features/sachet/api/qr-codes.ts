import type { CustomerLinkBrand, QrActivateRequest, QrActivation, QrCodeValidation, QrOtpSent, QrPolicyOtpSent, QrSheet, QrSheetForm } from '@portal/domain';
import { api } from '../../../lib/api';

/** A PDF the API answered, kept in the browser: its object URL (revoked once saved) and the file's name. */
export interface SavedPdf {
  objectUrl: string;
  fileName: string;
}

const FALLBACK_SHEET_NAME = 'sachet-term-qr-codes.pdf';

/**
 * The answer of the sheet's POST: the PDF as an object URL (the store keeps a string, not the Blob) with the
 * name its Content-Disposition gives; a refusal is the API's JSON error, read like every call's.
 */
async function pdfOrError(response: Response): Promise<unknown> {
  if (!response.ok) {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? FALLBACK_SHEET_NAME;
  return { objectUrl: URL.createObjectURL(await response.blob()), fileName } satisfies SavedPdf;
}

/** Sachet term by QR code (SPEC §7): the partner's sheets, and the customer's public scan, OTP and activation. */
const qrCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/qr-codes/sheets */
    listQrSheets: build.query<QrSheet[], void>({ query: () => '/qr-codes/sheets' }),
    /**
     * POST /api/qr-codes/sheets: a new sheet, answered as a PDF. Sent by the one base query (the session
     * cookie, the page's language; a JSON body, which the API's cross-site check takes from the portal only).
     */
    makeQrSheet: build.mutation<SavedPdf, QrSheetForm>({
      query: (body) => ({ url: '/qr-codes/sheets', method: 'POST', body, headers: { Accept: 'application/pdf' }, responseHandler: pdfOrError }),
    }),
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
  useMakeQrSheetMutation,
  useValidateQrCodeQuery,
  useCountQrScanMutation,
  useSendQrOtpMutation,
  useActivateQrCodeMutation,
  useSachetPolicyBrandQuery,
  useSendPolicyOtpMutation,
  useVerifyPolicyOtpMutation,
} = qrCodesApi;
