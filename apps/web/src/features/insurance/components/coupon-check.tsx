import { useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { applyCouponDiscount, formatRupees, normaliseCouponCode, type Quote } from '@portal/domain';
import { readApiError } from '../../../lib/api-error';
import { useGetDigitalLeaderQuery } from '../api/get-digital-leader';
import { useLazyValidateCouponQuery } from '../api/validate-coupon';

type Premium = Quote['premium'];

export interface CouponCheckProps {
  productCode: string;
  /** The premium before any coupon (the quote's). */
  premium: Premium | undefined;
}

/**
 * Under a form's coupon code (the mobile cover's, decision 0090; rendered inside the ConfigForm, whose
 * couponCode field it reads): "Apply coupon" asks the API whether the code can be used and shows the premium it gives, computed by the same domain function the API
 * charges with. The use itself is taken when the proposal is saved. Above it, the digital-leader call
 * (GET /digital-leader/validate) says whether the partner's tenant runs a coupon on this product now, so
 * the partner knows whether to ask the customer for one (decision 0125); Apply stays, as a code may be new.
 */
export function CouponCheck({ productCode, premium }: CouponCheckProps) {
  const { t } = useTranslation();
  const [validate, result] = useLazyValidateCouponQuery();
  const leader = useGetDigitalLeaderQuery();
  const typed: unknown = useWatch({ name: 'couponCode' });
  const code = normaliseCouponCode(typeof typed === 'string' ? typed : '');
  // An answer for another code than the one now typed is stale: show nothing until applied again.
  const answered = result.originalArgs?.couponCode === code && !result.isFetching;
  const error = answered ? readApiError(result.error) : undefined;
  const discounted = answered && result.data && premium ? applyCouponDiscount(premium, code, result.data.discount) : undefined;

  return (
    <div className="ins-coupon">
      {leader.data ? (
        <p className="ins-coupon-note">
          {leader.data.digitalLeader && leader.data.couponProducts.includes(productCode) ? t('productLanding.coupon.runs') : t('productLanding.coupon.none')}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        disabled={!code || result.isFetching}
        onClick={() => void validate({ productCode, couponCode: code })}
      >
        {result.isFetching ? t('productLanding.coupon.checking') : t('productLanding.coupon.apply')}
      </button>
      <div aria-live="polite">
        {error ? (
          <p className="ins-coupon-error" role="alert">
            {error.fields.couponCode ?? error.message}
          </p>
        ) : null}
        {discounted && premium ? (
          <p className="ins-coupon-result">
            <Trans
              i18nKey="productLanding.coupon.applied"
              values={{
                code,
                premium: formatRupees(discounted.totalPremium),
                before: formatRupees(premium.totalPremium),
                saved: formatRupees(premium.totalPremium - discounted.totalPremium),
              }}
              components={{ strong: <strong /> }}
            />
          </p>
        ) : null}
      </div>
    </div>
  );
}
