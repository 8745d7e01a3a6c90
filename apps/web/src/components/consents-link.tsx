import { useTranslation } from 'react-i18next';
import { buildHref } from '@portal/domain';
import { servedRoutes } from '../lib/served-routes';
import { AppLink } from './app-link';

/** Where a customer sees and withdraws their consents (decision 0155), from the pages a customer reads. */
export function ConsentsLink() {
  const { t } = useTranslation();
  return (
    <p className="consents-link">
      <AppLink to={buildHref(servedRoutes.get('customer-consents'))!}>{t('consents.link')}</AppLink>
    </p>
  );
}
