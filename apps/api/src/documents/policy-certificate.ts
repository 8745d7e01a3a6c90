import { addDays, formatDate, formatRupees, indiaIsoDateOf, type Paise, type PolicyCover } from '@portal/domain';
import { FlowingPage, MARGIN, startLetterhead } from './pdf-page';

export interface PolicyCertificate {
  policyNumber: string;
  membershipId: string;
  referenceId: string;
  insuredName: string;
  productName: string;
  planName: string;
  insurerName: string;
  /** Rupees, as the plan states it; absent for products without one. */
  sumInsured?: number;
  covers: readonly PolicyCover[];
  /** "Sunita Patil (wife)"; absent when the product names no nominee. */
  nominee?: string;
  totalPremium: Paise;
  gst: Paise;
  issuedAt: Date;
  startsOn: Date;
  endsOn: Date;
  /** Days to return the policy for a refund; absent for general insurance, which has none (decision 0101). */
  freeLookDays?: number;
  claims: { phone: string; email: string };
  sellerName: string;
}

/** A policy runs for one year from the day it is issued, ending the day before the anniversary. */
export function policyPeriod(issuedAt: Date): { startsOn: Date; endsOn: Date } {
  const endsOn = new Date(issuedAt);
  endsOn.setUTCFullYear(endsOn.getUTCFullYear() + 1);
  endsOn.setUTCDate(endsOn.getUTCDate() - 1);
  return { startsOn: issuedAt, endsOn };
}

/** The free-look line: how long, until which day, and what is refunded; or that there is none. */
function freeLookText(certificate: PolicyCertificate): string {
  if (certificate.freeLookDays === undefined) return 'None: this general insurance policy is cancelled under its own terms.';
  const lastDay = addDays(indiaIsoDateOf(certificate.issuedAt), certificate.freeLookDays);
  return `${certificate.freeLookDays} days from receiving this policy, until ${formatDate(lastDay)}: return it for a refund of the premium less the cover for the days it ran and the stamp duty.`;
}

/**
 * The certificate of insurance a customer keeps (decision 0172), as PDF bytes: who is insured by which
 * insurer, under which policy and membership id, the covers and their sums insured, the nominee, the
 * period, the free-look period and where to claim. Standard fonts only, so "Rs" rather than the rupee sign.
 */
export async function renderPolicyCertificate(certificate: PolicyCertificate): Promise<Uint8Array> {
  const letterhead = await startLetterhead({
    title: `Certificate of insurance ${certificate.policyNumber}`,
    subject: certificate.productName,
    author: certificate.sellerName,
    createdAt: certificate.issuedAt,
    seller: certificate.sellerName,
    documentName: 'Certificate of Insurance',
  });
  const doc = new FlowingPage(letterhead);
  doc.text(certificate.productName, MARGIN, doc.bold, 20);
  doc.y -= 30;
  doc.row('Insurer', certificate.insurerName, 170);
  doc.row('Policy number', certificate.policyNumber, 170);
  doc.row('Membership id', certificate.membershipId, 170);
  doc.row('Insured', certificate.insuredName, 170);
  if (certificate.nominee) doc.row('Nominee', certificate.nominee, 170);
  doc.row('Plan', certificate.planName, 170);
  doc.row('Period of insurance', `${formatDate(certificate.startsOn)} to ${formatDate(certificate.endsOn)} (both days inclusive)`, 170);
  doc.row('Premium (incl. GST)', `${formatRupees(certificate.totalPremium)}, of which GST ${formatRupees(certificate.gst)}`, 170);
  doc.row('Issued on', formatDate(certificate.issuedAt), 170);
  doc.row('Proposal reference', certificate.referenceId, 170);
  doc.heading('Covers and sums insured');
  for (const cover of certificate.covers) doc.row(cover.cover, cover.sumInsured, 170);
  doc.heading('Free-look period');
  doc.paragraph(freeLookText(certificate));
  doc.heading('To make a claim');
  doc.paragraph(
    `Call ${certificate.insurerName} on ${certificate.claims.phone} (toll-free) or write to ${certificate.claims.email}, quoting the policy number ${certificate.policyNumber} or the membership id ${certificate.membershipId}.`,
  );
  doc.y -= 10;
  doc.rule();
  doc.y -= 16;
  doc.paragraph('This certificate confirms the cover above, subject to the terms, conditions and exclusions of the policy.');
  return doc.pdf.save();
}
