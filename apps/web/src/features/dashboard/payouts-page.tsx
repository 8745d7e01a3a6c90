import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPayoutRate, formatRupees, monthOf, monthPattern, type PayoutLine, type PayoutStatement, formatDate } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { useQueryParams } from '../../lib/use-query-params';
import { payoutStatementHref, useGetPayoutStatementQuery } from './api/get-payout-statement';
import { monthName } from '../../components/month-name';
import '../../components/form/config-form.css';
import './dashboard.css';

/** This month and the eleven before it, newest first. */
function recentMonths(now = new Date()): string[] {
  const current = monthOf(now);
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, back) => new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7));
}

function StatementLine({ line, showPartner }: { line: PayoutLine; showPartner: boolean }) {
  const { t } = useTranslation();
  const reversed = line.entry === 'REVERSED';
  return (
    <li className={`card statement-line${reversed ? ' statement-line--reversed' : ''}`}>
      <strong>{reversed ? t('dashboard.reversedLine', { product: line.productName }) : line.productName}</strong>
      <strong className="statement-line__amount">{formatRupees(line.amount)}</strong>
      <span className="statement-line__meta">
        {formatDate(new Date(line.at))} · {line.reference} ·{' '}
        {t('dashboard.rateOfBase', { rate: formatPayoutRate(line.rateBps), base: formatRupees(line.base) })}
        {reversed ? ` · ${t('dashboard.cancelledInFreeLook')}` : ''}
        {showPartner && line.partnerName ? ` · ${line.partnerName}` : ''}
      </span>
    </li>
  );
}

function Statement({ statement, admin }: { statement: PayoutStatement; admin: boolean }) {
  const { t } = useTranslation();
  const label = monthName(t, statement.month);
  return (
    <section className="stack" aria-labelledby="statement-heading">
      <h2 id="statement-heading">{t('dashboard.statementFor', { month: label })}</h2>
      <dl className="details">
        <dt>{t('dashboard.earned')}</dt>
        <dd>{formatRupees(statement.totals.accrued)}</dd>
        <dt>{t('dashboard.reversed')}</dt>
        <dd>{formatRupees(statement.totals.reversed)}</dd>
        <dt>{t('dashboard.netPayout')}</dt>
        <dd>
          <strong>{formatRupees(statement.totals.net)}</strong>
        </dd>
      </dl>
      <p className="downloads">
        <a className="button" href={payoutStatementHref(statement.month, 'pdf')} download>
          {t('dashboard.downloadPdf')}
        </a>
        <a className="button button--secondary" href={payoutStatementHref(statement.month, 'csv')} download>
          {t('dashboard.downloadCsv')}
        </a>
      </p>
      {statement.lines.length === 0 ? (
        <p>{t('dashboard.noPayoutsIn', { month: label })}</p>
      ) : (
        <ul className="statement-lines" aria-label={t('dashboard.payoutsIn', { month: label })}>
          {statement.lines.map((line) => (
            <StatementLine key={`${line.payoutId}-${line.entry}`} line={line} showPartner={admin} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * "My Payouts" (/payouts?month=YYYY-MM): a month's statement — each payout earned on a policy issued or a
 * loan disbursed, each free-look reversal as a negative line — with its CSV and PDF (decision 0116).
 */
export function PayoutsPage() {
  const { t } = useTranslation();
  const query = useQueryParams();
  const navigate = useNavigate();
  const months = recentMonths();
  const asked = query.get('month');
  const month = asked && monthPattern.test(asked) ? asked : months[0]!;
  const statement = useGetPayoutStatementQuery(month);
  const monthId = useId();
  // An admin's statement is his tenant's: each line names its partner.
  const admin = useGetSessionQuery().data?.role === 'admin';

  return (
    <div className="stack home">
      <p>{t('dashboard.payoutExplained')}</p>
      <div className="cf-field">
        <label className="cf-label" htmlFor={monthId}>
          {t('dashboard.month')}
        </label>
        <select id={monthId} className="cf-input" value={month} onChange={(event) => void navigate(`/payouts?month=${event.target.value}`, { replace: true })}>
          {(months.includes(month) ? months : [month, ...months]).map((option) => (
            <option key={option} value={option}>
              {monthName(t, option)}
            </option>
          ))}
        </select>
      </div>
      {statement.isLoading ? <LoadingMessage>{t('dashboard.loadingStatement')}</LoadingMessage> : null}
      {statement.isError ? (
        <ErrorMessage onRetry={() => void statement.refetch()}>{readApiError(statement.error)?.message ?? t('dashboard.statementFailed')}</ErrorMessage>
      ) : null}
      {statement.data ? <Statement statement={statement.data} admin={admin} /> : null}
    </div>
  );
}
