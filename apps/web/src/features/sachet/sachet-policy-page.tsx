import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { ErrorMessage } from '../../components/status-message';
import { useLinkBrand } from '../../lib/brand';
import { useQueryParams } from '../../lib/use-query-params';
import { useSachetPolicyBrandQuery } from './api/qr-codes';
import { SeePolicyAgain } from './sachet-policy-view';
import '../../components/form/config-form.css';
import './sachet.css';

/** /sachet/policy?link=… (public), the SMS's link after activation: the cover again after an OTP to the activating mobile (decision 0153). */
export function SachetPolicyPage() {
  const link = useQueryParams().get('link');
  const { t } = useTranslation();
  // Whose cover the SMS's link names, before the OTP (decision 0240).
  const { data: brand } = useSachetPolicyBrandQuery(link ?? skipToken);
  useLinkBrand(brand?.brandName, brand?.brandColour);
  if (!link) return <ErrorMessage>{t('sachet.policyLinkIncomplete')}</ErrorMessage>;
  return (
    <div className="sachet-page">
      <SeePolicyAgain from={{ link }} />
    </div>
  );
}
