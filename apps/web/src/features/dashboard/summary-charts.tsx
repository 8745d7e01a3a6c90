import { formatRupees, type DashboardSummary } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { monthName } from '../../components/month-name';
import { leadsHref } from './summary-links';

/**
 * The home page's charts, a chunk of their own loaded after the figures (decision 0117): the month's leads
 * by status as bars that are links to the list, and payouts over six months. The numbers are text too.
 */
export function LeadsByStatusChart({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const shown = summary.leadsByStatus.filter((row) => row.count > 0);
  if (shown.length === 0) return <p>{t('dashboard.noLeadsThisMonth')}</p>;
  const largest = Math.max(...shown.map((row) => row.count));
  return (
    <ul className="status-bars" aria-label={t('dashboard.leadsByStatus')}>
      {shown.map((row) => (
        <li key={row.status}>
          <AppLink className="status-bars__link" to={leadsHref(summary, row.status)}>
            <span className="status-bars__label">{t(`leadStatus.${row.status}`)}</span> <span className="status-bars__count">{row.count}</span>
            <span className="status-bars__bar" style={{ width: `${Math.max(4, (row.count / largest) * 100)}%` }} aria-hidden="true" />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export function PayoutTrendChart({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const shortMonthName = (month: string) => monthName(t, month, { short: true });
  const largest = Math.max(1, ...summary.trend.map((point) => point.payout));
  const height = 120;
  const barWidth = 100 / summary.trend.length;
  const description = summary.trend.map((point) => `${shortMonthName(point.month)} ${formatRupees(point.payout)}`).join(', ');
  return (
    <figure className="payout-trend">
      <svg viewBox={`0 0 100 ${height + 24}`} preserveAspectRatio="none" role="img" aria-label={t('dashboard.payoutsByMonthDescribed', { description })}>
        {summary.trend.map((point, index) => {
          const barHeight = (point.payout / largest) * height;
          return (
            <g key={point.month}>
              <rect
                x={index * barWidth + barWidth * 0.15}
                y={height - barHeight}
                width={barWidth * 0.7}
                height={Math.max(barHeight, 0.5)}
                className="payout-trend__bar"
              />
            </g>
          );
        })}
      </svg>
      <ol className="payout-trend__labels" aria-hidden="true">
        {summary.trend.map((point) => (
          <li key={point.month}>
            <span>{shortMonthName(point.month)}</span>
            <span>{formatRupees(point.payout)}</span>
          </li>
        ))}
      </ol>
      <figcaption>{t('dashboard.payoutsEarned')}</figcaption>
    </figure>
  );
}

/** Both charts, each under its heading: the one export the home page loads lazily. */
export function SummaryCharts({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="home-leads-by-status" className="stack">
        <h3 id="home-leads-by-status">{t('dashboard.leadsByStatus')}</h3>
        <LeadsByStatusChart summary={summary} />
      </section>
      <section aria-labelledby="home-payout-trend" className="stack">
        <h3 id="home-payout-trend">{t('dashboard.payoutsByMonth')}</h3>
        <PayoutTrendChart summary={summary} />
      </section>
    </>
  );
}
