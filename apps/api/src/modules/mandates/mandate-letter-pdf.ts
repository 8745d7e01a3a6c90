import { formatRupees, type Paise, formatDateTime } from '@portal/domain';
import { defaultBandColour, inkColour, printable, ruleColour, startLetterhead, wrap } from '../../documents/pdf-page';

export interface MandateLetter {
  referenceId: string;
  brokerName: string;
  productName: string;
  planName: string;
  businessName: string;
  customerName: string;
  insurerName: string;
  /** The product's declaration the customer ticked (sachet term's good health), printed after the authorisation. */
  declaration: string | null;
  totalPremium: Paise;
  createdAt: Date;
  signature?: { signerName: string; signedAt: Date; signerIp: string };
}

/** Standard fonts encode WinAnsi only: anything else a customer typed is shown as '?', never a crash. */
/** The one-page mandate letter, as PDF bytes; once signed it carries the signer, time and address. */
export async function renderMandateLetter(letter: MandateLetter): Promise<Uint8Array> {
  const { pdf, page, regular, bold } = await startLetterhead({
    title: `Mandate letter ${letter.referenceId}`,
    subject: `${letter.productName}: authorisation to place the policy`,
    author: letter.brokerName,
    createdAt: letter.createdAt,
    seller: letter.brokerName,
    documentName: 'Mandate Letter',
  });
  const ink = inkColour;

  const rows: [string, string][] = [
    ['Proposal reference', letter.referenceId],
    ...(letter.businessName ? ([['Business', letter.businessName]] as [string, string][]) : []),
    ['Authorised by', letter.customerName],
    ['Cover', `${letter.productName} (${letter.planName})`],
    ['Insurer', letter.insurerName],
    ['Premium (incl. GST)', formatRupees(letter.totalPremium)],
    ['Letter issued on', formatDateTime(letter.createdAt)],
  ];
  let y = 730;
  for (const [label, value] of rows) {
    page.drawText(label, { x: 48, y, size: 11, font: bold, color: ink });
    page.drawText(printable(value), { x: 210, y, size: 11, font: regular, color: ink });
    y -= 22;
  }

  const body =
    `I, ${letter.customerName}${letter.businessName ? `, on behalf of ${letter.businessName},` : ''} authorise ${letter.brokerName} to place the ` +
    `${letter.productName} policy described above with ${letter.insurerName} at the premium of ` +
    `${formatRupees(letter.totalPremium)}, and to share the proposal and the documents I have provided with the insurer ` +
    'for that purpose. I confirm the information given in the proposal is true and complete.' +
    (letter.declaration ? ` ${letter.declaration}` : '');
  y -= 16;
  for (const line of wrap(printable(body), regular, 11, 499)) {
    page.drawText(line, { x: 48, y, size: 11, font: regular, color: ink });
    y -= 16;
  }

  y -= 24;
  page.drawLine({ start: { x: 48, y: y + 12 }, end: { x: 547, y: y + 12 }, thickness: 0.5, color: ruleColour });
  if (letter.signature) {
    page.drawText('Signed electronically', { x: 48, y, size: 12, font: bold, color: defaultBandColour });
    const signed: [string, string][] = [
      ['Signed by', letter.signature.signerName],
      ['Signed on', formatDateTime(letter.signature.signedAt)],
      ['From address', letter.signature.signerIp],
    ];
    for (const [label, value] of signed) {
      y -= 20;
      page.drawText(label, { x: 48, y, size: 11, font: bold, color: ink });
      page.drawText(printable(value), { x: 210, y, size: 11, font: regular, color: ink });
    }
  } else {
    page.drawText('Not yet signed: the customer signs by typing the full name on the mandate page.', { x: 48, y, size: 11, font: regular, color: ink });
  }
  return pdf.save();
}
