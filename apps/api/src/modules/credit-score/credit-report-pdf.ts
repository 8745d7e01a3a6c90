import { formatRupees, repaymentStatusLabels, scoreBandLabels, type CreditReport, type RepaymentStatus } from '@portal/domain';
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { A4, inkColour, MARGIN, printable, ruleColour, startLetterhead } from '../../documents/pdf-page';

const statusColour: Record<RepaymentStatus, ReturnType<typeof rgb>> = {
  ON_TIME: rgb(0.09, 0.5, 0.24),
  LATE_30: rgb(0.85, 0.6, 0.05),
  LATE_60: rgb(0.85, 0.35, 0.05),
  LATE_90: rgb(0.7, 0.1, 0.1),
  NO_PAYMENT_DUE: rgb(0.75, 0.75, 0.75),
};
const accountLabel: Record<string, string> = {
  CREDIT_CARD: 'Credit card',
  PERSONAL_LOAN: 'Personal loan',
  HOME_LOAN: 'Home loan',
  AUTO_LOAN: 'Auto loan',
  GOLD_LOAN: 'Gold loan',
  CONSUMER_LOAN: 'Consumer loan',
};

/** The credit report as a PDF: score and band, the 24 months of payments (coloured squares with their words), accounts and enquiries. */
export async function renderCreditReportPdf(report: CreditReport, meta: { brandName: string }): Promise<Uint8Array> {
  const { pdf, page: first, regular, bold } = await startLetterhead({
    title: `Credit report ${report.bureauReference}`,
    subject: `Credit report of ${report.customerName}`,
    author: meta.brandName,
    createdAt: new Date(report.generatedAt),
    seller: meta.brandName,
    documentName: 'Credit Report (sandbox bureau)',
  });
  let page: PDFPage = first;
  let y = A4[1] - 100;
  const ensure = (space: number) => {
    if (y - space > MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (value: string, x: number, font: PDFFont = regular, size = 10) => page.drawText(printable(value), { x, y, size, font, color: inkColour });
  const heading = (value: string) => {
    ensure(40);
    y -= 8;
    text(value, MARGIN, bold, 12);
    y -= 18;
  };
  const row = (label: string, value: string) => {
    ensure(16);
    text(label, MARGIN, bold);
    text(value, MARGIN + 180);
    y -= 14;
  };

  row('Customer', report.customerName);
  row('Mobile', report.mobileMasked);
  row('Bureau reference', report.bureauReference);
  row('Generated', report.generatedAt.slice(0, 10));
  heading('Credit score');
  text(String(report.score), MARGIN, bold, 28);
  text(`out of 900 - ${scoreBandLabels[report.band]}`, MARGIN + 70, regular, 12);
  y -= 30;

  heading('Payment history (last 24 months)');
  const size = 16;
  report.paymentHistory.forEach((m, i) => {
    const x = MARGIN + (i % 12) * (size + 22);
    const rowY = y - Math.floor(i / 12) * (size + 22);
    page.drawRectangle({ x, y: rowY - size, width: size, height: size, color: statusColour[m.status] });
    page.drawText(m.month.slice(2), { x, y: rowY - size - 10, size: 7, font: regular, color: inkColour });
  });
  y -= 2 * (size + 22) + 8;
  for (const [status, label] of Object.entries(repaymentStatusLabels) as [RepaymentStatus, string][]) {
    const count = report.paymentHistory.filter((m) => m.status === status).length;
    if (count === 0) continue;
    page.drawRectangle({ x: MARGIN, y: y - 2, width: 8, height: 8, color: statusColour[status] });
    text(`${label}: ${count} month${count === 1 ? '' : 's'}`, MARGIN + 14);
    y -= 14;
  }

  heading(`Accounts (${report.accounts.length})`);
  for (const a of report.accounts) {
    ensure(30);
    text(`${accountLabel[a.type] ?? a.type} - ${a.lender} (${a.status === 'ACTIVE' ? 'active' : 'closed'}, opened ${a.openedOn})`, MARGIN, bold);
    y -= 13;
    text(`Sanctioned ${formatRupees(a.sanctioned)}, outstanding ${formatRupees(a.outstanding)}, overdue ${formatRupees(a.overdue)}`, MARGIN + 10);
    y -= 16;
  }
  heading(`Enquiries in the last 12 months (${report.enquiries.length})`);
  if (report.enquiries.length === 0) text('None', MARGIN);
  for (const e of report.enquiries) {
    ensure(16);
    text(`${e.on}  ${e.member}  ${e.purpose}`, MARGIN);
    y -= 14;
  }
  y -= 10;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: ruleColour });
  return pdf.save();
}
