/** Business constants of SPEC §9. */
export const lengths = { mobile: 10, pinCode: 6, imei: 15, dob: 10 } as const;
export const SMALL_SCREEN_BREAKPOINT_PX = 768;
/** The portal's own brand (tenant mintpro in tenants.ts), shown before anyone signs in; kept here so the
 * web shell shows it without shipping every tenant's texts. */
export const DEFAULT_BRAND_NAME = 'Mint Pro Insurance Brokers';
export const DEFAULT_FOOTER_SEQUENCE = 13;
export const bankCodes = ['idfc-first', 'bandhan', 'mashreq', 'ippb', 'federal', 'yes', 'dbs', 'sahyadri'] as const;
export const resultStatuses = ['SUCCESS', 'FAILURE', 'MISC'] as const;
export type ResultStatus = (typeof resultStatuses)[number];
export const journeyStages = ['proposal', 'get_quotes', 'get_quotes_page', 'buy_now', 'pay_now', 'payment'] as const;
export const analyticsEvents = ['Lead_Created', 'Proposal_Created', 'Pay_Clicked', 'Offer_selected'] as const;
export const paymentModes = ['ONLINE', 'MINTPAY'] as const;
export type PaymentMode = (typeof paymentModes)[number];
/**
 * The toll-free line in the fire and marine quote disclaimer (SPEC §9: shown, value not given). A sandbox
 * value (1800-000-0000 is not a working number); the operator's real line replaces it here, once.
 */
export const TOLL_FREE_NUMBER = '1800-000-0000';
