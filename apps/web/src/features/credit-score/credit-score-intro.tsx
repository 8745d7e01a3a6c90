import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { partnerPaths } from './credit-score-paths';

/** /credit-score: what the check is, and the way in. */
export function CreditScoreIntro() {
  const { t } = useTranslation();
  return (
    <section className="stack">
      <p>{t('partnerCreditScore.intro')}</p>
      <ol className="credit-steps">
        <li>{t('partnerCreditScore.steps.details')}</li>
        <li>{t('partnerCreditScore.steps.otp')}</li>
        <li>{t('partnerCreditScore.steps.report')}</li>
      </ol>
      <div className="form__actions">
        <AppLink className="button" to={partnerPaths.details}>
          {t('partnerCreditScore.start')}
        </AppLink>
      </div>
    </section>
  );
}
