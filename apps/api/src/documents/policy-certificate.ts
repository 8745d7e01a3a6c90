import type { TFunction } from 'i18next';
import {
  addDays,
  DEFAULT_LANGUAGE,
  formatDate,
  formatRupeeAmount,
  formatRupees,
  indiaIsoDateOf,
  type CoverAmount,
  type Language,
  type Paise,
  type PolicyCover,
} from '@portal/domain';
import { FlowingPage, MARGIN, startLetterhead } from './pdf-page';
import { rupeesInWords } from '../i18n/amount-in-words';
import { translatorOf } from '../i18n/api-i18n';
import { productSentenceIn } from '@portal/domain/messages/product-copy';

export interface PolicyCertificate {
  policyNumber: string;
  membershipId: string;
  referenceId: string;
  insuredName: string;
  productName: string;
  /** The product's code, so its copy printed here (a plan's benefits as covers) is said in the certificate's language. */
  productCode?: string;
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
function freeLookText(certificate: PolicyCertificate, t: TFunction): string {
  if (certificate.freeLookDays === undefined) return t('policyPdf.noFreeLook');
  const lastDay = addDays(indiaIsoDateOf(certificate.issuedAt), certificate.freeLookDays);
  return t('policyPdf.freeLookDays', { days: certificate.freeLookDays, lastDay: formatDate(lastDay) });
}

/** What a cover pays, in the certificate's language, the amount grouped the Indian way ("Rs 10,00,000"). */
function coverAmountText(amount: CoverAmount, t: TFunction): string {
  if (amount.pays === 'asInSchedule') return t('policyPdf.coverAmount.asInSchedule');
  const weeks = amount.pays === 'perWeek' ? { weeks: amount.weeks } : {};
  return t(`policyPdf.coverAmount.${amount.pays}`, { amount: formatRupeeAmount(amount.rupees), ...weeks });
}

/**
 * The certificate of insurance a customer keeps (decision 0172), as PDF bytes: who is insured by which
 * insurer, under which policy and membership id, the covers and their sums insured, the nominee, the
 * period, the premium (in words too), the free-look period and where to claim. In English with the standard
 * fonts ("Rs" for the rupee sign); in Hindi or Marathi with Noto Sans Devanagari embedded (decision 0211).
 */
export async function renderPolicyCertificate(certificate: PolicyCertificate, language: Language = DEFAULT_LANGUAGE): Promise<Uint8Array> {
  const t = translatorOf(language);
  const letterhead = await startLetterhead({
    title: t('policyPdf.title', { policyNumber: certificate.policyNumber }),
    subject: certificate.productName,
    author: certificate.sellerName,
    createdAt: certificate.issuedAt,
    seller: certificate.sellerName,
    documentName: t('policyPdf.documentName'),
    devanagari: language !== DEFAULT_LANGUAGE,
  });
  const doc = new FlowingPage(letterhead);
  doc.text(certificate.productName, MARGIN, doc.bold, 20);
  doc.y -= 30;
  doc.row(t('policyPdf.insurer'), certificate.insurerName, 170);
  doc.row(t('policyPdf.policyNumber'), certificate.policyNumber, 170);
  doc.row(t('policyPdf.membershipId'), certificate.membershipId, 170);
  doc.row(t('policyPdf.insured'), certificate.insuredName, 170);
  if (certificate.nominee) doc.row(t('policyPdf.nominee'), certificate.nominee, 170);
  doc.row(t('policyPdf.plan'), certificate.planName, 170);
  doc.row(t('policyPdf.period'), t('policyPdf.periodValue', { from: formatDate(certificate.startsOn), to: formatDate(certificate.endsOn) }), 170);
  doc.row(t('policyPdf.premium'), t('policyPdf.premiumValue', { total: formatRupees(certificate.totalPremium), gst: formatRupees(certificate.gst) }), 170);
  doc.row(t('policyPdf.premiumInWords'), rupeesInWords(certificate.totalPremium / 100, language), 170);
  doc.row(t('policyPdf.issuedOn'), formatDate(certificate.issuedAt), 170);
  doc.row(t('policyPdf.referenceId'), certificate.referenceId, 170);
  doc.heading(t('policyPdf.covers'));
  for (const cover of certificate.covers) doc.row(productSentenceIn(certificate.productCode, cover.cover, language), coverAmountText(cover.sumInsured, t), 170);
  doc.heading(t('policyPdf.freeLook'));
  doc.paragraph(freeLookText(certificate, t));
  doc.heading(t('policyPdf.claim'));
  const { insurerName: insurer, claims, policyNumber, membershipId } = certificate;
  doc.paragraph(t('policyPdf.claimHow', { insurer, phone: claims.phone, email: claims.email, policyNumber, membershipId }));
  doc.y -= 10;
  doc.rule();
  doc.y -= 16;
  doc.paragraph(t('policyPdf.confirms'));
  return doc.pdf.save();
}
