import type { TFunction } from 'i18next';
import { accountTypeWordKey, DEFAULT_LANGUAGE, formatDate, formatRupees, type CreditReport, type Language, type RepaymentStatus } from '@portal/domain';
import type { RGB } from 'pdf-lib';
import { FlowingPage, MARGIN, rgb, startLetterhead } from '../../documents/pdf-page';
import { translatorOf } from '../../i18n/api-i18n';

const statusColour: Record<RepaymentStatus, RGB> = {
  ON_TIME: rgb(0.09, 0.5, 0.24),
  LATE_30: rgb(0.85, 0.6, 0.05),
  LATE_60: rgb(0.85, 0.35, 0.05),
  LATE_90: rgb(0.7, 0.1, 0.1),
  NO_PAYMENT_DUE: rgb(0.75, 0.75, 0.75),
};
/** The report's words in its language: the PDF's own (creditReportPdf) and the report view's (creditScore). */
function wordsOf(language: Language) {
  const t = translatorOf(language);
  const month = (yearMonth: string) => `${t(`months.short.m${Number(yearMonth.slice(5, 7))}`)} ${yearMonth.slice(2, 4)}`;
  return { t, month };
}

/**
 * The credit report as a PDF, in the reader's language (the partner's page or the customer's): score and band,
 * the 24 months of payments (coloured squares with their words), accounts and enquiries. A bureau's own words (a
 * lender's name, an enquiry's member and purpose) stay as sent.
 */
export async function renderCreditReportPdf(report: CreditReport, meta: { brandName: string }, language: Language = DEFAULT_LANGUAGE): Promise<Uint8Array> {
  const { t, month } = wordsOf(language);
  const doc = new FlowingPage(
    await startLetterhead({
      title: t('creditReportPdf.title', { reference: report.bureauReference }),
      subject: t('creditReportPdf.subject', { name: report.customerName }),
      author: meta.brandName,
      createdAt: new Date(report.generatedAt),
      seller: meta.brandName,
      documentName: t('creditReportPdf.documentName'),
      devanagari: language !== DEFAULT_LANGUAGE,
    }),
  );
  doc.row(t('creditReportPdf.customer'), report.customerName);
  doc.row(t('creditReportPdf.mobile'), report.mobileMasked);
  doc.row(t('creditReportPdf.bureauReference'), report.bureauReference);
  doc.row(t('creditReportPdf.generated'), formatDate(report.generatedAt));
  doc.heading(t('creditReportPdf.score'));
  // The score is set large: its baseline goes below the heading by its own height.
  doc.y -= 16;
  doc.text(String(report.score), MARGIN, doc.bold, 28);
  doc.text(t('creditReportPdf.outOf', { band: t(`creditScore.charts.bands.${report.band}`) }), MARGIN + 70, doc.regular, 12);
  doc.y -= 20;
  paymentHistory(doc, report, t, month);
  accountsAndEnquiries(doc, report, t);
  doc.y -= 10;
  doc.rule();
  return doc.pdf.save();
}

/** The 24 months as coloured squares, two rows of twelve, each with its month, then how many months of each status. */
function paymentHistory(doc: FlowingPage, report: CreditReport, t: TFunction, month: (yearMonth: string) => string) {
  doc.heading(t('creditReportPdf.paymentHistory'));
  const size = 16;
  const top = doc.y;
  report.paymentHistory.forEach((m, i) => {
    const x = MARGIN + (i % 12) * (size + 22);
    const rowY = top - Math.floor(i / 12) * (size + 22);
    doc.page.drawRectangle({ x, y: rowY - size, width: size, height: size, color: statusColour[m.status] });
    // The month under its square, in the document's fonts (Devanagari in Hindi and Marathi).
    doc.y = rowY - size - 10;
    doc.text(month(m.month), x, doc.regular, 7);
  });
  doc.y = top - 2 * (size + 22) - 8;
  for (const status of Object.keys(statusColour) as RepaymentStatus[]) {
    const count = report.paymentHistory.filter((m) => m.status === status).length;
    if (count === 0) continue;
    doc.page.drawRectangle({ x: MARGIN, y: doc.y - 2, width: 8, height: 8, color: statusColour[status] });
    doc.text(t('creditScore.charts.legend', { status: t(`creditScore.charts.statuses.${status}`), count }), MARGIN + 14);
    doc.y -= 14;
  }
}

/** An account type or an enquiry's purpose in the document's language where the catalogue words it; else as the bureau sent it. */
function sayAccountType(t: TFunction, typeOrWords: string): string {
  const key = accountTypeWordKey(typeOrWords);
  return key ? t(key) : typeOrWords;
}

function accountsAndEnquiries(doc: FlowingPage, report: CreditReport, t: TFunction) {
  doc.heading(t('creditScore.report.accounts', { count: report.accounts.length }));
  for (const a of report.accounts) {
    doc.ensure(30);
    const type = sayAccountType(t, a.type);
    const status = t(a.status === 'ACTIVE' ? 'creditReportPdf.active' : 'creditReportPdf.closed');
    doc.text(t('creditReportPdf.account', { type, lender: a.lender, status, date: formatDate(a.openedOn) }), MARGIN, doc.bold);
    doc.y -= 13;
    const amounts = { sanctioned: formatRupees(a.sanctioned), outstanding: formatRupees(a.outstanding), overdue: formatRupees(a.overdue) };
    doc.text(t('creditReportPdf.amounts', amounts), MARGIN + 10);
    doc.y -= 16;
  }
  doc.heading(t('creditScore.report.enquiries', { count: report.enquiries.length }));
  if (report.enquiries.length === 0) doc.text(t('creditScore.report.none'), MARGIN);
  for (const e of report.enquiries) {
    doc.ensure(16);
    doc.text(`${formatDate(e.on)}  ${e.member}  ${sayAccountType(t, e.purpose)}`, MARGIN);
    doc.y -= 14;
  }
}
