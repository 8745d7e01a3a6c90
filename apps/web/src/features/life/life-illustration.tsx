import { useTranslation } from 'react-i18next';
import { formatNumber, formatRupees, type LifeIllustrationView } from '@portal/domain';

/**
 * The benefit illustration (IRDAI): what the plan pays at maturity at the 4 % and 8 % gross rates, with the
 * guaranteed and non-guaranteed parts apart, then year by year.
 */
export function LifeIllustration({ illustration, planName }: { illustration: LifeIllustrationView; planName: string }) {
  const { t } = useTranslation();
  const { maturityAt4: at4, maturityAt8: at8 } = illustration;
  return (
    <details className="life-illustration">
      <summary>{t('lifeCover.illustration.summary')}</summary>
      <p>{t('lifeCover.illustration.rates')}</p>
      {/* Both tables scroll inside their own box at 360 px rather than clip "At 8 %" or widen the page. */}
      <div className="life-table-scroll" tabIndex={0} role="region" aria-label={t('lifeCover.illustration.atMaturityOf', { plan: planName })}>
        <table className="life-table">
          <caption>{t('lifeCover.illustration.atMaturityOf', { plan: planName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lifeCover.illustration.paidAtMaturity')}</th>
              <th scope="col">{t('lifeCover.illustration.at4')}</th>
              <th scope="col">{t('lifeCover.illustration.at8')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('lifeCover.illustration.guaranteed')}</th>
              <td>{formatRupees(at4.guaranteed)}</td>
              <td>{formatRupees(at8.guaranteed)}</td>
            </tr>
            <tr>
              <th scope="row">{t('lifeCover.illustration.notGuaranteed')}</th>
              <td>{formatRupees(at4.nonGuaranteed)}</td>
              <td>{formatRupees(at8.nonGuaranteed)}</td>
            </tr>
            <tr>
              <th scope="row">{t('lifeCover.illustration.total')}</th>
              <td>{formatRupees(at4.total)}</td>
              <td>{formatRupees(at8.total)}</td>
            </tr>
            <tr>
              <th scope="row">{t('lifeCover.illustration.yield')}</th>
              <td>{t('lifeCover.illustration.percent', { percent: formatNumber(at4.yieldPercent, 2) })}</td>
              <td>{t('lifeCover.illustration.percent', { percent: formatNumber(at8.yieldPercent, 2) })}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <div className="life-table-scroll" tabIndex={0} role="region" aria-label={t('lifeCover.illustration.yearByYearOf', { plan: planName })}>
        <table className="life-table">
          <caption>{t('lifeCover.illustration.yearByYear')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lifeCover.illustration.year')}</th>
              <th scope="col">{t('lifeCover.illustration.premiumsPaid')}</th>
              <th scope="col">{t('lifeCover.illustration.guaranteedOnDeath')}</th>
              <th scope="col">{t('lifeCover.illustration.notGuaranteedAt4')}</th>
              <th scope="col">{t('lifeCover.illustration.notGuaranteedAt8')}</th>
            </tr>
          </thead>
          <tbody>
            {illustration.rows.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                <td>{formatRupees(row.totalPremiums)}</td>
                <td>{formatRupees(row.guaranteedDeathBenefit)}</td>
                <td>{formatRupees(row.nonGuaranteedAt4)}</td>
                <td>{formatRupees(row.nonGuaranteedAt8)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
