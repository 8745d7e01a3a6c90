import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../components/status-message';
import { useQueryParams } from '../../lib/use-query-params';
import { SeePolicyAgain } from './sachet-policy-view';
import '../../components/form/config-form.css';
import './sachet.css';

/** /sachet/policy?link=… (public), the SMS's link after activation: the cover again after an OTP to the activating mobile (decision 0153). */
export function SachetPolicyPage() {
  const link = useQueryParams().get('link');
  const { t } = useTranslation();
  if (!link) return <ErrorMessage>{t('sachet.policyLinkIncomplete')}</ErrorMessage>;
  return (
    <div className="sachet-page">
      <SeePolicyAgain from={{ link }} />
    </div>
  );
}
