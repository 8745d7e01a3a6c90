import { useTranslation } from 'react-i18next';
import { couponLineOf, fieldTextKey, formatRupees, removeCouponDiscount, type Quote } from '@portal/domain';

type Premium = Quote['premium'];

/**
 * Whether the product's breakdown says more than the net premium and GST rows already shown
 * (e.g. a base premium and add-ons); a breakdown of just those two would repeat them.
 */
function breakdownAddsDetail(premium: Premium): boolean {
  const [first, second, ...rest] = premium.breakdown;
  return !(rest.length === 0 && first?.amount === premium.netPremium && second?.amount === premium.gst);
}

/**
 * A premium as the partner confirms it: how it was made where that says more, a coupon's discount off
 * the premium before it (decision 0090), then net premium, GST (split again from what is paid) and the total.
 */
export function PremiumSummary({ premium }: { premium: Premium }) {
  const { t } = useTranslation();
  const coupon = couponLineOf(premium);
  const beforeCoupon = coupon ? removeCouponDiscount(premium) : premium;
  return (
    <div className="ins-premium">
      <dl className="ins-premium-lines">
        {breakdownAddsDetail(beforeCoupon)
          ? beforeCoupon.breakdown.map((line) => (
              <div key={line.label} className="ins-premium-line ins-premium-detail">
                <dt>{t(fieldTextKey(line.label), { defaultValue: line.label })}</dt>
                <dd>{formatRupees(line.amount)}</dd>
              </div>
            ))
          : null}
        {coupon ? (
          <>
            <div className="ins-premium-line">
              <dt>{t('insurance.premiumBeforeCoupon')}</dt>
              <dd>{formatRupees(beforeCoupon.totalPremium)}</dd>
            </div>
            <div className="ins-premium-line">
              <dt>{t('insurance.couponDiscount', { coupon: coupon.label })}</dt>
              <dd>− {formatRupees(-coupon.amount)}</dd>
            </div>
          </>
        ) : null}
        <div className="ins-premium-line">
          <dt>{t('insurance.netPremium')}</dt>
          <dd>{formatRupees(premium.netPremium)}</dd>
        </div>
        <div className="ins-premium-line">
          <dt>{t('insurance.gst')}</dt>
          <dd>{formatRupees(premium.gst)}</dd>
        </div>
        <div className="ins-premium-line ins-premium-total">
          <dt>{t('insurance.totalPremium')}</dt>
          <dd>{formatRupees(premium.totalPremium)}</dd>
        </div>
      </dl>
    </div>
  );
}
