import { formatDate, formatRupees, type CreditReport } from '@portal/domain';
import { PaymentHistoryChart, ScoreGauge } from './credit-charts';

const accountWords: Record<CreditReport['accounts'][number]['type'], string> = {
  CREDIT_CARD: 'Credit card',
  PERSONAL_LOAN: 'Personal loan',
  HOME_LOAN: 'Home loan',
  AUTO_LOAN: 'Auto loan',
  GOLD_LOAN: 'Gold loan',
  CONSUMER_LOAN: 'Consumer loan',
};

/** The report itself, the partner's and the customer's: who, the gauge, the payments chart, accounts, enquiries and the PDF. */
export function ReportView({ report, pdfHref }: { report: CreditReport; pdfHref: string }) {
  return (
    <>
      <p>
        {report.customerName}, {report.mobileMasked}
      </p>
      <ScoreGauge score={report.score} band={report.band} />
      <h2>Payment history</h2>
      <PaymentHistoryChart history={report.paymentHistory} />
      <h2>Accounts ({report.accounts.length})</h2>
      <ul className="credit-accounts">
        {report.accounts.map((a, i) => (
          <li key={i}>
            <strong>
              {accountWords[a.type]} · {a.lender}
            </strong>{' '}
            ({a.status === 'ACTIVE' ? 'active' : 'closed'})
            <br />
            Outstanding {formatRupees(a.outstanding)} of {formatRupees(a.sanctioned)}
            {a.overdue > 0 ? `, overdue ${formatRupees(a.overdue)}` : ''}
          </li>
        ))}
      </ul>
      <h2>Enquiries in the last 12 months ({report.enquiries.length})</h2>
      {report.enquiries.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {report.enquiries.map((e, i) => (
            <li key={i}>
              {formatDate(e.on)}: {e.member}, {e.purpose}
            </li>
          ))}
        </ul>
      )}
      <div className="form__actions">
        <a className="button button--secondary" href={pdfHref} target="_blank" rel="noopener noreferrer">
          Download report (PDF)
        </a>
      </div>
    </>
  );
}
