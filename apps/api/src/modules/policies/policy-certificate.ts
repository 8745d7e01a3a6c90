import { formatRupees, groupDigitsIN, type Paise, formatDate } from '@portal/domain';
import { inkColour, ruleColour, startLetterhead } from '../../documents/pdf-page';

export interface PolicyCertificate {
  policyNumber: string;
  referenceId: string;
  insuredName: string;
  productName: string;
  planName: string;
  /** Rupees, as the plan states it; absent for products without one. */
  sumInsured?: number;
  totalPremium: Paise;
  gst: Paise;
  issuedAt: Date;
  startsOn: Date;
  endsOn: Date;
  sellerName: string;
}


/** A policy runs for one year from the day it is issued, ending the day before the anniversary. */
export function policyPeriod(issuedAt: Date): { startsOn: Date; endsOn: Date } {
  const endsOn = new Date(issuedAt);
  endsOn.setUTCFullYear(endsOn.getUTCFullYear() + 1);
  endsOn.setUTCDate(endsOn.getUTCDate() - 1);
  return { startsOn: issuedAt, endsOn };
}

/** The one-page certificate of insurance, as PDF bytes. Standard fonts only, so "Rs" rather than the rupee sign. */
export async function renderPolicyCertificate(certificate: PolicyCertificate): Promise<Uint8Array> {
  const { pdf, page, regular, bold } = await startLetterhead({
    title: `Certificate of insurance ${certificate.policyNumber}`,
    subject: certificate.productName,
    author: certificate.sellerName,
    createdAt: certificate.issuedAt,
    seller: certificate.sellerName,
    documentName: 'Certificate of Insurance',
  });
  const ink = inkColour;

  page.drawText(certificate.productName, { x: 48, y: 730, size: 20, font: bold, color: ink });
  const rows: [string, string][] = [
    ['Policy number', certificate.policyNumber],
    ['Proposal reference', certificate.referenceId],
    ['Insured', certificate.insuredName],
    ['Plan', certificate.planName],
    ...(certificate.sumInsured !== undefined ? ([['Sum insured', `Rs ${groupDigitsIN(certificate.sumInsured)}`]] as [string, string][]) : []),
    ['Premium (incl. GST)', formatRupees(certificate.totalPremium)],
    ['of which GST', formatRupees(certificate.gst)],
    ['Issued on', formatDate(certificate.issuedAt)],
    ['Period of insurance', `${formatDate(certificate.startsOn)} to ${formatDate(certificate.endsOn)} (both days inclusive)`],
  ];
  let y = 690;
  for (const [label, value] of rows) {
    page.drawText(label, { x: 48, y, size: 11, font: bold, color: ink });
    page.drawText(value, { x: 210, y, size: 11, font: regular, color: ink });
    y -= 24;
  }
  page.drawLine({ start: { x: 48, y: y + 6 }, end: { x: 547, y: y + 6 }, thickness: 0.5, color: ruleColour });
  const notes = [
    'This certificate confirms the cover above, subject to the terms, conditions and exclusions of the policy.',
    'Keep the policy number for claims and service requests.',
  ];
  y -= 18;
  for (const note of notes) {
    page.drawText(note, { x: 48, y, size: 9, font: regular, color: ink, maxWidth: 499 });
    y -= 16;
  }
  return pdf.save();
}
