import { formatDate, formatDateTime, formatRupees, instalmentLine, type Kfs } from '@portal/domain';
import { FlowingPage, MARGIN, startLetterhead } from './pdf-page';

const percent = (n: number) => `${n.toFixed(2)} %`;

/**
 * The Key Facts Statement as a PDF (RBI KFS directions 2024): part 1 (amount, tenure, instalments, rate and
 * its type, fees to the lender and to third parties, APR, contingent charges), part 2 (cooling-off, grievance,
 * recovery agents, validity) and the repayment schedule. Built from the same Kfs object the screen shows.
 */
export async function renderKfsPdf(kfs: Kfs, meta: { customerName: string; offerId: string; brandName: string }): Promise<Uint8Array> {
  const doc = new FlowingPage(
    await startLetterhead({
      title: `Key Facts Statement ${meta.offerId}`,
      subject: `${kfs.productName} offer of ${kfs.lender.lenderName}`,
      author: kfs.lender.lenderName,
      createdAt: new Date(kfs.issuedAt),
      seller: kfs.lender.lenderName,
      documentName: `Key Facts Statement - ${kfs.productName} (through ${meta.brandName})`,
    }),
  );
  doc.row('Borrower', meta.customerName);
  doc.row('Offer reference', meta.offerId);
  doc.heading('Part 1: interest rate and fees');
  doc.row('Sanctioned loan amount', formatRupees(kfs.amount));
  doc.row('Disbursal', '100 % upfront');
  doc.row('Loan term', `${kfs.tenureMonths} months`);
  doc.row('Instalments', `${instalmentLine(kfs, formatRupees)}, the first one month after disbursal`);
  doc.row('Interest rate and type', `${percent(kfs.rate.annualPercent)} a year, ${kfs.rate.type === 'FIXED' ? 'fixed' : 'floating'}`);
  if (kfs.rate.type === 'FLOATING') {
    doc.row('Benchmark and spread', `${kfs.rate.benchmark ?? ''} + ${percent(kfs.rate.spreadPercent ?? 0)}, reset every ${kfs.rate.resetMonths ?? 3} months`);
  }
  for (const fee of kfs.fees.lender) doc.row(`Payable to the lender: ${fee.label}`, `${formatRupees(fee.amount)} (one-time, to ${fee.payableTo})`);
  for (const fee of kfs.fees.thirdParty) doc.row(`Payable to a third party: ${fee.label}`, `${formatRupees(fee.amount)} (one-time, to ${fee.payableTo})`);
  doc.row('Net disbursed amount', formatRupees(kfs.netDisbursed));
  doc.row('Total interest', formatRupees(kfs.totalInterest));
  doc.row('Total amount to be paid', formatRupees(kfs.totalRepayable));
  doc.row('Annual Percentage Rate (APR)', percent(kfs.aprPercent));
  doc.paragraph(kfs.aprMethod);
  doc.heading('Contingent charges');
  for (const charge of kfs.contingentCharges) doc.row(charge.label, charge.text);
  doc.heading('Part 2: other information');
  doc.row(
    'Cooling-off (look-up) period',
    `${kfs.coolingOffDays} days: the loan may be repaid in this time without penalty, paying only the principal and the interest for the days used`,
  );
  doc.row('Grievance redressal officer', `${kfs.grievance.name}, ${kfs.grievance.designation}`);
  doc.row('Contact', `${kfs.grievance.phone}, ${kfs.grievance.email}, ${kfs.grievance.address}`);
  doc.row('Recovery agents', kfs.recoveryAgents);
  doc.row('Issued', formatDateTime(new Date(kfs.issuedAt)));
  doc.row('Valid until', `${formatDateTime(new Date(kfs.validUntil))} (${kfs.validityWorkingDays} working days)`);

  doc.heading('Repayment schedule');
  const columns = ['No.', 'Due date', 'Opening', 'Instalment', 'Interest', 'Principal', 'Closing'];
  const xs = [MARGIN, MARGIN + 32, MARGIN + 105, MARGIN + 185, MARGIN + 265, MARGIN + 335, MARGIN + 415];
  const header = () => {
    columns.forEach((c, i) => doc.text(c, xs[i]!, doc.bold, 9));
    doc.y -= 4;
    doc.rule();
    doc.y -= 12;
  };
  header();
  for (const r of kfs.schedule) {
    if (doc.y - 12 <= MARGIN) {
      doc.ensure(40);
      header();
    }
    const cells = [
      String(r.instalment),
      formatDate(r.dueDate),
      formatRupees(r.opening),
      formatRupees(r.payment),
      formatRupees(r.interest),
      formatRupees(r.principal),
      formatRupees(r.closing),
    ];
    cells.forEach((c, i) => doc.text(c, xs[i]!, doc.regular, 9));
    doc.y -= 12;
  }
  return doc.pdf.save();
}
