import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { repaymentStatusLabels, type CreditReport, type RepaymentStatus } from '@portal/domain';
import { monthName as monthInWords } from '../../components/month-name';

const MIN = 300;
const MAX = 900;
const bands = [
  { from: 300, to: 600, colour: '#b42318' },
  { from: 600, to: 680, colour: '#b54708' },
  { from: 680, to: 750, colour: '#4e7a12' },
  { from: 750, to: 900, colour: '#067647' },
];
/** A point on the gauge's half circle for a score (300 on the left, 900 on the right). */
function point(score: number, radius: number): [number, number] {
  const angle = Math.PI * (1 - (score - MIN) / (MAX - MIN));
  return [100 + radius * Math.cos(angle), 100 - radius * Math.sin(angle)];
}
function arc(from: number, to: number, radius: number) {
  const [x1, y1] = point(from, radius);
  const [x2, y2] = point(to, radius);
  return `M ${x1.toFixed(2)} ${y1.toFixed(2)} A ${radius} ${radius} 0 0 1 ${x2.toFixed(2)} ${y2.toFixed(2)}`;
}

/** The score on a 300-900 half dial, coloured by band; the SVG's text alternative says the score and band. */
export function ScoreGauge({ score, band }: Pick<CreditReport, 'score' | 'band'>) {
  const { t } = useTranslation();
  const [nx, ny] = point(score, 62);
  const bandWords = t(`creditScore.charts.bands.${band}`);
  const words = t('creditScore.charts.gauge', { score, band: bandWords });
  return (
    <figure className="score-gauge">
      <svg viewBox="0 0 200 120" role="img" aria-label={words} width="100%">
        {bands.map((b) => (
          <path key={b.from} d={arc(b.from, b.to, 80)} stroke={b.colour} strokeWidth="18" fill="none" />
        ))}
        <line x1="100" y1="100" x2={nx.toFixed(2)} y2={ny.toFixed(2)} stroke="#111827" strokeWidth="4" strokeLinecap="round" />
        <circle cx="100" cy="100" r="6" fill="#111827" />
        <text x="14" y="116" fontSize="10" fill="#374151">
          300
        </text>
        <text x="168" y="116" fontSize="10" fill="#374151">
          900
        </text>
      </svg>
      <figcaption>
        <span className="score-gauge__score">{score}</span> <span className="score-gauge__band">{bandWords}</span>
      </figcaption>
    </figure>
  );
}

const statusColour: Record<RepaymentStatus, string> = {
  ON_TIME: '#067647',
  LATE_30: '#b54708',
  LATE_60: '#c4320a',
  LATE_90: '#b42318',
  NO_PAYMENT_DUE: '#98a2b3',
};
const statusMark: Record<RepaymentStatus, string> = { ON_TIME: '✓', LATE_30: '30', LATE_60: '60', LATE_90: '90+', NO_PAYMENT_DUE: '–' };

/**
 * 24 months of payments as two rows of coloured squares (a mark inside each, so colour is never the only
 * sign); its text alternative counts the months, and a table lists each month for screen readers and anyone.
 */
export function PaymentHistoryChart({ history }: { history: CreditReport['paymentHistory'] }) {
  const { t } = useTranslation();
  const id = useId();
  // A month's short name and year in the page's language ("Nov 2026"; digits stay Latin).
  const monthName = (month: string) => (month ? `${monthInWords(t, month, { short: true })} ${month.slice(0, 4)}` : '');
  const statusWords = (status: RepaymentStatus) => t(`creditScore.charts.statuses.${status}`);
  const counts = (Object.keys(repaymentStatusLabels) as RepaymentStatus[])
    .map((status) => ({ status, count: history.filter((m) => m.status === status).length }))
    .filter((c) => c.count > 0);
  const summary = t('creditScore.charts.summary', {
    count: history.length,
    counts: counts.map((c) => t('creditScore.charts.statusCount', { status: statusWords(c.status).toLowerCase(), count: c.count })).join(', '),
  });
  const size = 24;
  const gap = 4;
  return (
    <figure className="payment-chart">
      <svg viewBox={`0 0 ${12 * (size + gap)} ${2 * (size + gap) + 14}`} role="img" aria-label={summary} width="100%">
        {history.map((m, i) => {
          const x = (i % 12) * (size + gap);
          const y = Math.floor(i / 12) * (size + gap);
          return (
            <g key={m.month}>
              <rect x={x} y={y} width={size} height={size} rx="3" fill={statusColour[m.status]} />
              <text x={x + size / 2} y={y + size / 2 + 3.5} fontSize="9" textAnchor="middle" fill="#fff">
                {statusMark[m.status]}
              </text>
            </g>
          );
        })}
        <text x="0" y={2 * (size + gap) + 10} fontSize="9" fill="#374151">
          {monthName(history[0]?.month ?? '')}
        </text>
        <text x={12 * (size + gap) - gap} y={2 * (size + gap) + 10} fontSize="9" textAnchor="end" fill="#374151">
          {monthName(history.at(-1)?.month ?? '')}
        </text>
      </svg>
      <figcaption>
        <ul className="payment-chart__legend">
          {counts.map((c) => (
            <li key={c.status}>
              <span className="payment-chart__key" style={{ background: statusColour[c.status] }} aria-hidden="true">
                {statusMark[c.status]}
              </span>
              {t('creditScore.charts.legend', { status: statusWords(c.status), count: c.count })}
            </li>
          ))}
        </ul>
        <details>
          <summary>{t('creditScore.charts.monthByMonth')}</summary>
          <table aria-labelledby={`${id}-caption`}>
            <caption id={`${id}-caption`}>{t('creditScore.charts.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('creditScore.charts.month')}</th>
                <th scope="col">{t('creditScore.charts.payment')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((m) => (
                <tr key={m.month}>
                  <td>{monthName(m.month)}</td>
                  <td>{statusWords(m.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
