import { formatDate, formatMonth, formatRupees, repaymentStatusLabels, scoreBandLabels, type CreditReport, type RepaymentStatus } from '@portal/domain';
import { rgb } from 'pdf-lib';
import { FlowingPage, inkColour, MARGIN, startLetterhead } from '../../documents/pdf-page';

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
  const doc = new FlowingPage(
    await startLetterhead({
      title: `Credit report ${report.bureauReference}`,
      subject: `Credit report of ${report.customerName}`,
      author: meta.brandName,
      createdAt: new Date(report.generatedAt),
      seller: meta.brandName,
      documentName: 'Credit Report (sandbox bureau)',
    }),
  );
  doc.row('Customer', report.customerName);
  doc.row('Mobile', report.mobileMasked);
  doc.row('Bureau reference', report.bureauReference);
  doc.row('Generated', formatDate(report.generatedAt));
  doc.heading('Credit score');
  // The score is set large: its baseline goes below the heading by its own height.
  doc.y -= 16;
  doc.text(String(report.score), MARGIN, doc.bold, 28);
  doc.text(`out of 900 - ${scoreBandLabels[report.band]}`, MARGIN + 70, doc.regular, 12);
  doc.y -= 20;

  doc.heading('Payment history (last 24 months)');
  const size = 16;
  report.paymentHistory.forEach((m, i) => {
    const x = MARGIN + (i % 12) * (size + 22);
    const rowY = doc.y - Math.floor(i / 12) * (size + 22);
    doc.page.drawRectangle({ x, y: rowY - size, width: size, height: size, color: statusColour[m.status] });
    doc.page.drawText(formatMonth(m.month, { short: true }), { x, y: rowY - size - 10, size: 7, font: doc.regular, color: inkColour });
  });
  doc.y -= 2 * (size + 22) + 8;
  for (const [status, label] of Object.entries(repaymentStatusLabels) as [RepaymentStatus, string][]) {
    const count = report.paymentHistory.filter((m) => m.status === status).length;
    if (count === 0) continue;
    doc.page.drawRectangle({ x: MARGIN, y: doc.y - 2, width: 8, height: 8, color: statusColour[status] });
    doc.text(`${label}: ${count} month${count === 1 ? '' : 's'}`, MARGIN + 14);
    doc.y -= 14;
  }

  doc.heading(`Accounts (${report.accounts.length})`);
  for (const a of report.accounts) {
    doc.ensure(30);
    doc.text(
      `${accountLabel[a.type] ?? a.type} - ${a.lender} (${a.status === 'ACTIVE' ? 'active' : 'closed'}, opened ${formatDate(a.openedOn)})`,
      MARGIN,
      doc.bold,
    );
    doc.y -= 13;
    doc.text(`Sanctioned ${formatRupees(a.sanctioned)}, outstanding ${formatRupees(a.outstanding)}, overdue ${formatRupees(a.overdue)}`, MARGIN + 10);
    doc.y -= 16;
  }
  doc.heading(`Enquiries in the last 12 months (${report.enquiries.length})`);
  if (report.enquiries.length === 0) doc.text('None', MARGIN);
  for (const e of report.enquiries) {
    doc.ensure(16);
    doc.text(`${formatDate(e.on)}  ${e.member}  ${e.purpose}`, MARGIN);
    doc.y -= 14;
  }
  doc.y -= 10;
  doc.rule();
  return doc.pdf.save();
}
