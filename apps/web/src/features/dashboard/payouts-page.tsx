import { useId } from 'react';
import { useNavigate } from 'react-router';
import { formatPayoutRate, formatRupees, monthOf, monthPattern, type PayoutLine, type PayoutStatement, formatDate } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { useQueryParams } from '../../lib/use-query-params';
import { payoutStatementHref, useGetPayoutStatementQuery } from './api/get-payout-statement';
import { monthName } from './summary-links';
import '../../components/form/config-form.css';
import './dashboard.css';

/** This month and the eleven before it, newest first. */
function recentMonths(now = new Date()): string[] {
  const current = monthOf(now);
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, back) => new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7));
}

function StatementLine({ line, showPartner }: { line: PayoutLine; showPartner: boolean }) {
  const reversed = line.entry === 'REVERSED';
  return (
    <li className={`card statement-line${reversed ? ' statement-line--reversed' : ''}`}>
      <strong>{reversed ? `${line.productName}: reversed` : line.productName}</strong>
      <strong className="statement-line__amount">{formatRupees(line.amount)}</strong>
      <span className="statement-line__meta">
        {formatDate(new Date(line.at))} · {line.reference} · {formatPayoutRate(line.rateBps)} of {formatRupees(line.base)}
        {reversed ? ' · cancelled in its free look' : ''}
        {showPartner && line.partnerName ? ` · ${line.partnerName}` : ''}
      </span>
    </li>
  );
}

function Statement({ statement, admin }: { statement: PayoutStatement; admin: boolean }) {
  const label = monthName(statement.month);
  return (
    <section className="stack" aria-labelledby="statement-heading">
      <h2 id="statement-heading">Statement for {label}</h2>
      <dl className="details">
        <dt>Earned</dt>
        <dd>{formatRupees(statement.totals.accrued)}</dd>
        <dt>Reversed</dt>
        <dd>{formatRupees(statement.totals.reversed)}</dd>
        <dt>Net payout</dt>
        <dd>
          <strong>{formatRupees(statement.totals.net)}</strong>
        </dd>
      </dl>
      <p className="downloads">
        <a className="button" href={payoutStatementHref(statement.month, 'pdf')} download>
          Download PDF
        </a>
        <a className="button button--secondary" href={payoutStatementHref(statement.month, 'csv')} download>
          Download CSV
        </a>
      </p>
      {statement.lines.length === 0 ? (
        <p>No payouts in {label}.</p>
      ) : (
        <ul className="statement-lines" aria-label={`Payouts in ${label}`}>
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
      <p>
        Your payout is a share of each sale: of the premium without GST for a policy, of the amount disbursed for a loan. A policy cancelled in its free look
        takes its payout back.
      </p>
      <div className="cf-field">
        <label className="cf-label" htmlFor={monthId}>
          Month
        </label>
        <select id={monthId} className="cf-input" value={month} onChange={(event) => void navigate(`/payouts?month=${event.target.value}`, { replace: true })}>
          {(months.includes(month) ? months : [month, ...months]).map((option) => (
            <option key={option} value={option}>
              {monthName(option)}
            </option>
          ))}
        </select>
      </div>
      {statement.isLoading ? <LoadingMessage>Loading the statement…</LoadingMessage> : null}
      {statement.isError ? (
        <ErrorMessage onRetry={() => void statement.refetch()}>{readApiError(statement.error)?.message ?? 'The statement could not be loaded.'}</ErrorMessage>
      ) : null}
      {statement.data ? <Statement statement={statement.data} admin={admin} /> : null}
    </div>
  );
}
