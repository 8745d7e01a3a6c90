import { formatRupees, type Kfs } from '@portal/domain';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { A4, inkColour, MARGIN, printable, ruleColour, startLetterhead, wrap } from '../../documents/pdf-page';

const indianDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const percent = (n: number) => `${n.toFixed(2)} %`;

/**
 * The Key Facts Statement as a PDF (RBI KFS directions 2024): part 1 (amount, tenure, instalments, rate and
 * its type, fees to the lender and to third parties, APR, contingent charges), part 2 (cooling-off, grievance,
 * recovery agents, validity) and the repayment schedule. Built from the same Kfs object the screen shows.
 */
export async function renderKfsPdf(kfs: Kfs, meta: { customerName: string; offerId: string; brandName: string }): Promise<Uint8Array> {
  const { pdf, page: first, regular, bold } = await startLetterhead({
    title: `Key Facts Statement ${meta.offerId}`,
    subject: `${kfs.productName} offer of ${kfs.lender.lenderName}`,
    author: kfs.lender.lenderName,
    createdAt: new Date(kfs.issuedAt),
    seller: kfs.lender.lenderName,
    documentName: `Key Facts Statement - ${kfs.productName} (through ${meta.brandName})`,
  });
  let page: PDFPage = first;
  let y = A4[1] - 100;
  const width = A4[0] - 2 * MARGIN;
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
    const lines = wrap(printable(value), regular, 10, width - 200);
    ensure(14 * lines.length + 4);
    text(label, MARGIN, bold);
    for (const line of lines) {
      text(line, MARGIN + 200);
      y -= 14;
    }
    y -= 2;
  };
  const paragraph = (value: string) => {
    for (const line of wrap(printable(value), regular, 10, width)) {
      ensure(14);
      text(line, MARGIN);
      y -= 14;
    }
  };

  row('Borrower', meta.customerName);
  row('Offer reference', meta.offerId);
  heading('Part 1: interest rate and fees');
  row('Sanctioned loan amount', formatRupees(kfs.amount));
  row('Disbursal', '100 % upfront');
  row('Loan term', `${kfs.tenureMonths} months`);
  row('Instalments', `${kfs.instalmentCount} monthly instalments (EMI) of ${formatRupees(kfs.emi)}, the first one month after disbursal`);
  row('Interest rate and type', `${percent(kfs.rate.annualPercent)} a year, ${kfs.rate.type === 'FIXED' ? 'fixed' : 'floating'}`);
  if (kfs.rate.type === 'FLOATING') {
    row('Benchmark and spread', `${kfs.rate.benchmark ?? ''} + ${percent(kfs.rate.spreadPercent ?? 0)}, reset every ${kfs.rate.resetMonths ?? 3} months`);
  }
  for (const fee of kfs.fees.lender) row(`Payable to the lender: ${fee.label}`, `${formatRupees(fee.amount)} (one-time, to ${fee.payableTo})`);
  for (const fee of kfs.fees.thirdParty) row(`Payable to a third party: ${fee.label}`, `${formatRupees(fee.amount)} (one-time, to ${fee.payableTo})`);
  row('Net disbursed amount', formatRupees(kfs.netDisbursed));
  row('Total interest', formatRupees(kfs.totalInterest));
  row('Total amount to be paid', formatRupees(kfs.totalRepayable));
  row('Annual Percentage Rate (APR)', percent(kfs.aprPercent));
  paragraph(kfs.aprMethod);
  heading('Contingent charges');
  for (const charge of kfs.contingentCharges) row(charge.label, charge.text);
  heading('Part 2: other information');
  row('Cooling-off (look-up) period', `${kfs.coolingOffDays} days: the loan may be repaid in this time without penalty, paying only the principal and the interest for the days used`);
  row('Grievance redressal officer', `${kfs.grievance.name}, ${kfs.grievance.designation}`);
  row('Contact', `${kfs.grievance.phone}, ${kfs.grievance.email}, ${kfs.grievance.address}`);
  row('Recovery agents', kfs.recoveryAgents);
  row('Issued', indianDate.format(new Date(kfs.issuedAt)));
  row('Valid until', `${indianDate.format(new Date(kfs.validUntil))} (${kfs.validityWorkingDays} working days)`);

  heading('Repayment schedule');
  const columns = ['No.', 'Due date', 'Opening', 'Instalment', 'Interest', 'Principal', 'Closing'];
  const xs = [MARGIN, MARGIN + 32, MARGIN + 105, MARGIN + 185, MARGIN + 265, MARGIN + 335, MARGIN + 415];
  const header = () => {
    columns.forEach((c, i) => text(c, xs[i]!, bold, 9));
    y -= 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: ruleColour });
    y -= 12;
  };
  header();
  for (const r of kfs.schedule) {
    if (y - 12 <= MARGIN) {
      ensure(40);
      header();
    }
    const cells = [String(r.instalment), r.dueDate, formatRupees(r.opening), formatRupees(r.payment), formatRupees(r.interest), formatRupees(r.principal), formatRupees(r.closing)];
    cells.forEach((c, i) => text(c, xs[i]!, regular, 9));
    y -= 12;
  }
  return pdf.save();
}
