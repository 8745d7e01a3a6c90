import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { accountTypeWordKey, formatDate, formatRupees, type CreditReport } from '@portal/domain';
import { PaymentHistoryChart, ScoreGauge } from './credit-charts';

/** An account type or an enquiry's purpose as the bureau words it: an account type's words in the page's language, other words as sent. */
function accountTypeWords(t: TFunction, typeOrWords: string): string {
  const key = accountTypeWordKey(typeOrWords);
  return key ? t(key) : typeOrWords;
}

/** The report itself, the partner's and the customer's: who, the gauge, the payments chart, accounts, enquiries and the PDF. */
export function ReportView({ report, pdfHref }: { report: CreditReport; pdfHref: string }) {
  const { t, i18n } = useTranslation();
  // Opened in a new tab, the PDF's request carries the browser's Accept-Language, not the page's: say it.
  const pdfInLanguage = `${pdfHref}${pdfHref.includes('?') ? '&' : '?'}lang=${encodeURIComponent(i18n.language)}`;
  return (
    <>
      <p>
        {report.customerName}, {report.mobileMasked}
      </p>
      <ScoreGauge score={report.score} band={report.band} />
      <h2>{t('creditScore.report.paymentHistory')}</h2>
      <PaymentHistoryChart history={report.paymentHistory} />
      <h2>{t('creditScore.report.accounts', { count: report.accounts.length })}</h2>
      <ul className="credit-accounts">
        {report.accounts.map((a, i) => (
          <li key={i}>
            <strong>
              {t(`creditScore.report.accountTypes.${a.type}`)} · {a.lender}
            </strong>{' '}
            {a.status === 'ACTIVE' ? t('creditScore.report.active') : t('creditScore.report.closed')}
            <br />
            {t('creditScore.report.outstanding', { outstanding: formatRupees(a.outstanding), sanctioned: formatRupees(a.sanctioned) })}
            {a.overdue > 0 ? t('creditScore.report.overdue', { overdue: formatRupees(a.overdue) }) : ''}
          </li>
        ))}
      </ul>
      <h2>{t('creditScore.report.enquiries', { count: report.enquiries.length })}</h2>
      {report.enquiries.length === 0 ? (
        <p>{t('creditScore.report.none')}</p>
      ) : (
        <ul>
          {report.enquiries.map((e, i) => (
            <li key={i}>
              {formatDate(e.on)}: {e.member}, {accountTypeWords(t, e.purpose)}
            </li>
          ))}
        </ul>
      )}
      <div className="form__actions">
        <a className="button button--secondary" href={pdfInLanguage} target="_blank" rel="noopener noreferrer">
          {t('creditScore.report.download')}
        </a>
      </div>
    </>
  );
}
