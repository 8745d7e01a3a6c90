import { formatRupees, QR_CODES_PER_PAGE, type Paise } from '@portal/domain';
import { A4, inkColour, MARGIN, printable, ruleColour, startLetterhead } from '../../documents/pdf-page';

export interface QrSheetCode {
  /** The URL the QR holds: the activation page with the code's token in the fragment. */
  url: string;
  /** Printed beside the QR, for the customer to type: 'XXXX-XXXX'. */
  activationCode: string;
}

/**
 * The printable sheet: six codes a page (two columns, three rows), each a QR of the activation link
 * with its activation code and the cover it gives, to cut out and hand to customers.
 */
export async function renderQrSheet(sheet: {
  seller: string;
  sumInsured: number;
  totalPremium: Paise;
  createdAt: Date;
  codes: QrSheetCode[];
}): Promise<Uint8Array> {
  // qrcode loads with the first sheet, like pdf-lib, not at every start of the service (decision 0309).
  const { default: QRCode } = await import('qrcode');
  const {
    pdf,
    page: first,
    regular,
    bold,
  } = await startLetterhead({
    title: 'Sachet Term activation codes',
    subject: 'Single-use QR codes for Sachet Term cover',
    author: sheet.seller,
    createdAt: sheet.createdAt,
    seller: sheet.seller,
    documentName: 'Sachet Term activation codes',
  });
  const cellWidth = (A4[0] - 2 * MARGIN) / 2;
  const top = A4[1] - 90;
  const cellHeight = (top - MARGIN) / 3;
  const qrSize = 110;
  const cover = `${formatRupees(sheet.sumInsured * 100)} life cover`;
  let page = first;
  for (const [index, code] of sheet.codes.entries()) {
    const slot = index % QR_CODES_PER_PAGE;
    if (index > 0 && slot === 0) page = pdf.addPage(A4);
    const x = MARGIN + (slot % 2) * cellWidth;
    const y = top - Math.floor(slot / 2) * cellHeight;
    page.drawRectangle({
      x,
      y: y - cellHeight + 6,
      width: cellWidth - 6,
      height: cellHeight - 6,
      borderColor: ruleColour,
      borderWidth: 0.5,
      borderDashArray: [4, 3],
    });
    const png = await QRCode.toBuffer(code.url, { errorCorrectionLevel: 'M', margin: 1, width: 360 });
    const image = await pdf.embedPng(png);
    page.drawImage(image, { x: x + 8, y: y - qrSize - 10, width: qrSize, height: qrSize });
    const textX = x + qrSize + 16;
    page.drawText('Sachet Term', { x: textX, y: y - 28, size: 12, font: bold, color: inkColour });
    // Each line fits the cell's text column (about 115 pt at these sizes).
    page.drawText(printable(cover), { x: textX, y: y - 42, size: 8, font: regular, color: inkColour });
    page.drawText('for 1 year, already paid', { x: textX, y: y - 52, size: 8, font: regular, color: inkColour });
    page.drawText('1. Scan the QR code', { x: textX, y: y - 70, size: 8, font: regular, color: inkColour });
    page.drawText('2. Verify your mobile', { x: textX, y: y - 82, size: 8, font: regular, color: inkColour });
    page.drawText('3. Enter this code:', { x: textX, y: y - 94, size: 8, font: regular, color: inkColour });
    page.drawText(code.activationCode, { x: textX, y: y - 114, size: 14, font: bold, color: inkColour });
    page.drawText('Single use. Keep it private.', { x: textX, y: y - 130, size: 7, font: regular, color: inkColour });
  }
  return pdf.save();
}
