/** Words the console's coupon form and the API answer with, without zod: the coupons page paints with them (decision 0281). */
export const adminCouponMessages = {
  codeTaken: 'The tenant already has a coupon with this code',
  validUntil: 'The last day must not be before the first day',
  endedInPast: 'The last day must not be in the past',
  product: 'Coupons cannot be used on this product',
  alreadyEnded: 'This coupon has already ended',
  date: 'Enter a date as YYYY-MM-DD',
  percent: 'A percent discount is a whole number from 1 to 50',
  useLimit: 'The use limit is a whole number from 1 to 1,00,000',
} as const;
