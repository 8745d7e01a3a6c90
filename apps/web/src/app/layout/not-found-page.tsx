import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="page" tabIndex={-1}>
      <h1 className="page-title">{t('shell.notFoundTitle')}</h1>
      <p>{t('shell.notFoundText')}</p>
      <p>
        <AppLink to="/">{t('shell.goToProducts')}</AppLink>
      </p>
    </main>
  );
}
