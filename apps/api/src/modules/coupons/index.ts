// The coupons module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { priceWithCoupon } from './coupons-service';
export { seedDemoCoupons } from './demo-coupons';
export { COUPON_USE_HOLD_MS, COUPON_USE_RELEASE_JOB } from './release-abandoned-coupon-uses';
