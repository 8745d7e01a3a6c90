import { stringify } from 'csv-stringify/sync';
import { formatPayoutRate, formatRupees, type PayoutStatement } from '@portal/domain';
import { A4, inkColour, MARGIN, printable, ruleColour, startLetterhead } from '../../documents/pdf-page';

/** Rupees as numbers (written with two decimals by the cast below), so a negative is never taken for a formula. */
const rupees = (paise: number) => paise / 100;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });
const entryLabel = { ACCRUED: 'Earned', REVERSED: 'Reversed (free-look cancellation)' } as const;

/**
 * The statement as CSV for a spreadsheet: one row a line, amounts in rupees with two decimals (no grouping,
 * so a spreadsheet reads them as numbers), a totals row last. Cells that a spreadsheet would run as a
 * formula are escaped (csv-stringify's escape_formulas); amounts are numbers, which it leaves alone.
 */
export function renderStatementCsv(statement: PayoutStatement): string {
  const rows = statement.lines.map((line) => [
    day(line.at),
    entryLabel[line.entry],
    line.productName,
    line.reference,
    line.partnerName,
    rupees(line.base),
    formatPayoutRate(line.rateBps),
    rupees(line.amount),
  ]);
  return stringify(
    [
      ['Date', 'Entry', 'Product', 'Policy or lead', 'Partner', 'On amount (Rs)', 'Rate', 'Payout (Rs)'],
      ...rows,
      ['', 'Total earned', '', '', '', '', '', rupees(statement.totals.accrued)],
      ['', 'Total reversed', '', '', '', '', '', rupees(statement.totals.reversed)],
      ['', 'Net payout', '', '', '', '', '', rupees(statement.totals.net)],
    ],
    { escape_formulas: true, record_delimiter: 'windows', bom: true, cast: { number: (value) => value.toFixed(2) } },
  );
}

/** The statement as a printable A4 PDF on the tenant's letterhead: the lines as a table, totals below. */
export async function renderStatementPdf(statement: PayoutStatement, createdAt: Date): Promise<Uint8Array> {
  const title = `Payout statement ${statement.month}`;
  const { pdf, page: first, regular, bold } = await startLetterhead({
    title,
    subject: `Partner payouts for ${statement.month}`,
    author: statement.tenantName,
    createdAt,
    seller: statement.tenantName,
    documentName: title,
  });
  const columns = [
    { label: 'Date', x: MARGIN, width: 60 },
    { label: 'Product', x: MARGIN + 62, width: 120 },
    { label: 'Policy or lead', x: MARGIN + 184, width: 130 },
    { label: 'On amount', x: MARGIN + 316, width: 70, right: true },
    { label: 'Rate', x: MARGIN + 388, width: 40, right: true },
    { label: 'Payout', x: MARGIN + 430, width: 69, right: true },
  ];
  let page = first;
  let y = A4[1] - 100;
  const text = (value: string, column: (typeof columns)[number], font = regular) => {
    const printed = printable(value);
    const size = 8;
    const x = column.right ? column.x + column.width - font.widthOfTextAtSize(printed, size) : column.x;
    page.drawText(printed, { x, y, size, font, color: inkColour });
  };
  page.drawText(printable(`${statement.partnerName}, ${statement.month}`), { x: MARGIN, y, size: 11, font: bold, color: inkColour });
  y -= 24;
  const header = () => {
    columns.forEach((column) => text(column.label, column, bold));
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: ruleColour });
    y -= 12;
  };
  header();
  if (statement.lines.length === 0) {
    page.drawText('No payouts this month.', { x: MARGIN, y, size: 9, font: regular, color: inkColour });
    y -= 14;
  }
  for (const line of statement.lines) {
    if (y < MARGIN + 60) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
      header();
    }
    const values = [day(line.at), line.entry === 'REVERSED' ? `${line.productName} (reversed)` : line.productName, line.reference, formatRupees(line.base), formatPayoutRate(line.rateBps), formatRupees(line.amount)];
    values.forEach((value, index) => text(value, columns[index]!));
    y -= 14;
  }
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y: y + 8 }, end: { x: A4[0] - MARGIN, y: y + 8 }, thickness: 0.5, color: ruleColour });
  for (const [label, amount] of [
    ['Total earned', statement.totals.accrued],
    ['Total reversed', statement.totals.reversed],
    ['Net payout', statement.totals.net],
  ] as const) {
    text(label, columns[3]!, bold);
    text(formatRupees(amount), columns[5]!, bold);
    y -= 14;
  }
  return pdf.save();
}
