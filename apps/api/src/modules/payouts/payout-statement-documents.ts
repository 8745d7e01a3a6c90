import { stringify } from 'csv-stringify/sync';
import { formatDate, formatMonth, formatPayoutRate, formatRupees, type PayoutStatement } from '@portal/domain';
import { A4, inkColour, MARGIN, printable, ruleColour, startLetterhead, type Letterhead } from '../../documents/pdf-page';

/** Rupees as numbers (written with two decimals by the cast below), so a negative is never taken for a formula. */
const rupees = (paise: number) => paise / 100;
const entryLabel = { ACCRUED: 'Earned', REVERSED: 'Reversed (free-look cancellation)' } as const;

/**
 * The statement as CSV for a spreadsheet: one row a line, amounts in rupees with two decimals (no grouping,
 * so a spreadsheet reads them as numbers), a totals row last. Cells that a spreadsheet would run as a
 * formula are escaped (csv-stringify's escape_formulas); amounts are numbers, which it leaves alone.
 */
export function renderStatementCsv(statement: PayoutStatement): string {
  const rows = statement.lines.map((line) => [
    formatDate(line.at),
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
      ...statement.tds.map((tax) => [
        '',
        `${tax.label} at ${formatPayoutRate(tax.rateBps)}`,
        '',
        '',
        '',
        rupees(tax.base),
        formatPayoutRate(tax.rateBps),
        rupees(-tax.amount),
      ]),
      ['', 'Net paid', '', '', '', '', '', rupees(statement.totals.netPaid)],
    ],
    { escape_formulas: true, record_delimiter: 'windows', bom: true, cast: { number: (value) => value.toFixed(2) } },
  );
}

/**
 * Splits a cell's text into lines no wider than `width`: at spaces first, then after "/" or "-" (a policy
 * number such as POL/GROUP-PERSONAL-ACCIDENT/2026/000123), then anywhere, so nothing runs into the next column.
 */
export function wrapCell(text: string, width: number, fits: (line: string) => boolean): string[] {
  const pieces = text.split(/(?<=[\s/-])/);
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (fits((line + piece).trimEnd())) {
      line += piece;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
    for (const character of piece) {
      if (!fits(line + character) && line) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.length ? lines : [''];
}

const size = 8;
const lineHeight = 10;
const columns = [
  { label: 'Date', x: MARGIN, width: 52 },
  { label: 'Product', x: MARGIN + 56, width: 112 },
  { label: 'Policy or lead', x: MARGIN + 172, width: 128 },
  { label: 'On amount', x: MARGIN + 304, width: 76, right: true },
  { label: 'Rate', x: MARGIN + 384, width: 34, right: true },
  { label: 'Payout', x: MARGIN + 422, width: 77, right: true },
];

/** The statement's table on the letterhead's pages: rows, rules and totals, a new page with the header when one is full. */
function statementTable({ pdf, page: first, regular, bold }: Letterhead) {
  let page = first;
  let y = A4[1] - 100;
  const draw = (value: string, x: number, font = regular, fontSize = size) => page.drawText(value, { x, y, size: fontSize, font, color: inkColour });
  /** One table row: each cell wrapped within its column, the row as tall as its tallest cell. */
  const row = (values: readonly string[], font = regular) => {
    const cells = values.map((value, index) => {
      const column = columns[index]!;
      return wrapCell(printable(value), column.width, (line) => font.widthOfTextAtSize(line, size) <= column.width);
    });
    const height = Math.max(...cells.map((lines) => lines.length));
    if (y - height * lineHeight < MARGIN + 20) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
      header();
    }
    const top = y;
    cells.forEach((lines, index) => {
      const column = columns[index]!;
      lines.forEach((line, lineIndex) => {
        y = top - lineIndex * lineHeight;
        draw(line, column.right ? column.x + column.width - font.widthOfTextAtSize(line, size) : column.x, font);
      });
    });
    y = top - height * lineHeight - 4;
  };
  const rule = () => page.drawLine({ start: { x: MARGIN, y: y + 7 }, end: { x: A4[0] - MARGIN, y: y + 7 }, thickness: 0.5, color: ruleColour });
  function header() {
    row(
      columns.map((column) => column.label),
      bold,
    );
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y: y + 8 }, end: { x: A4[0] - MARGIN, y: y + 8 }, thickness: 0.5, color: ruleColour });
  }
  /** A total: its label across the first columns, the amount under Payout. */
  const total = (label: string, amount: number, font = bold) => {
    if (y < MARGIN + 20) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
    draw(printable(label), columns[1]!.x, font);
    const shown = formatRupees(amount);
    draw(shown, columns[5]!.x + columns[5]!.width - font.widthOfTextAtSize(shown, size), font);
    y -= 14;
  };
  const down = (points: number) => {
    y -= points;
  };
  return { draw, row, rule, header, total, down };
}

/** The statement as a printable A4 PDF on the tenant's letterhead: the lines as a table, totals, tax and the net paid below. */
export async function renderStatementPdf(statement: PayoutStatement, createdAt: Date): Promise<Uint8Array> {
  const monthInWords = formatMonth(statement.month);
  const title = `Payout statement, ${monthInWords}`;
  const letterhead = await startLetterhead({
    title,
    subject: `Partner payouts for ${monthInWords}`,
    author: statement.tenantName,
    createdAt,
    seller: statement.tenantName,
    documentName: title,
  });
  const { regular } = letterhead;
  const { draw, row, rule, header, total, down } = statementTable(letterhead);
  draw(printable(`${statement.partnerName}, ${monthInWords}`), MARGIN, letterhead.bold, 11);
  down(24);
  header();
  if (statement.lines.length === 0) {
    draw('No payouts this month.', MARGIN, regular, 9);
    down(14);
  }
  for (const line of statement.lines) {
    row([
      formatDate(line.at),
      line.entry === 'REVERSED' ? `${line.productName} (reversed)` : line.productName,
      line.reference,
      formatRupees(line.base),
      formatPayoutRate(line.rateBps),
      formatRupees(line.amount),
    ]);
  }
  down(4);
  rule();
  total('Total earned', statement.totals.accrued);
  total('Total reversed (free-look cancellations)', statement.totals.reversed);
  total('Net payout', statement.totals.net);
  for (const tax of statement.tds) {
    total(`Less ${tax.label} at ${formatPayoutRate(tax.rateBps)} on ${formatRupees(tax.base)}`, -tax.amount, regular);
  }
  rule();
  total('Net paid', statement.totals.netPaid);
  down(8);
  for (const tax of statement.tds) {
    for (const note of wrapCell(
      printable(
        `Section ${tax.section}: ${tax.source}. Tax is deducted once the year's commission exceeds the threshold, and then on the whole year's commission.`,
      ),
      A4[0] - 2 * MARGIN,
      (line) => regular.widthOfTextAtSize(line, 7) <= A4[0] - 2 * MARGIN,
    )) {
      draw(note, MARGIN, regular, 7);
      down(9);
    }
  }
  return letterhead.pdf.save();
}
