import { DEFAULT_LANGUAGE, formatRupees, groupDigitsIN, type Language, type Paise } from '@portal/domain';
import { drawScriptText, wrapScriptText } from '../../documents/devanagari-text';
import { inkColour, printable, ruleColour, startLetterhead, wrap } from '../../documents/pdf-page';
import { rupeesInWords } from '../../i18n/amount-in-words';
import { translatorOf } from '../../i18n/api-i18n';

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

const indianDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });

/** A policy runs for one year from the day it is issued, ending the day before the anniversary. */
export function policyPeriod(issuedAt: Date): { startsOn: Date; endsOn: Date } {
  const endsOn = new Date(issuedAt);
  endsOn.setUTCFullYear(endsOn.getUTCFullYear() + 1);
  endsOn.setUTCDate(endsOn.getUTCDate() - 1);
  return { startsOn: issuedAt, endsOn };
}

/**
 * The one-page certificate of insurance, as PDF bytes, in the customer's language (issue 24). English keeps
 * the standard fonts ("Rs" rather than the rupee sign); Hindi and Marathi embed Noto Sans Devanagari
 * (subset) and print the rupee sign. Digits stay Latin with Indian grouping and dates DD/MM/YYYY in every
 * language; the premium is also said in words in the document's language.
 */
export async function renderPolicyCertificate(certificate: PolicyCertificate, language: Language = DEFAULT_LANGUAGE): Promise<Uint8Array> {
  const t = translatorOf(language);
  const devanagari = language !== DEFAULT_LANGUAGE;
  const { pdf, page, regular, bold, scriptFonts } = await startLetterhead({
    title: t('policyPdf.title', { policyNumber: certificate.policyNumber }),
    subject: certificate.productName,
    author: certificate.sellerName,
    createdAt: certificate.issuedAt,
    seller: certificate.sellerName,
    documentName: t('policyPdf.documentName'),
    devanagari,
  });
  const ink = inkColour;
  const rupees = (paise: Paise) => (devanagari ? `₹ ${groupDigitsIN(paise / 100)}` : formatRupees(paise));
  /** Text in the document's fonts: the standard ones in English, Noto Sans Devanagari's in Hindi and Marathi. */
  const draw = (text: string, x: number, y: number, size: number, weight: 'regular' | 'bold') => {
    if (scriptFonts) drawScriptText(page, text, { x, y, size, fonts: scriptFonts[weight], color: ink });
    else page.drawText(printable(text), { x, y, size, font: weight === 'bold' ? bold : regular, color: ink });
  };

  draw(certificate.productName, 48, 730, 20, 'bold');
  const rows: [string, string][] = [
    [t('policyPdf.policyNumber'), certificate.policyNumber],
    [t('policyPdf.referenceId'), certificate.referenceId],
    [t('policyPdf.insured'), certificate.insuredName],
    [t('policyPdf.plan'), certificate.planName],
    ...(certificate.sumInsured !== undefined ? ([[t('policyPdf.sumInsured'), rupees(certificate.sumInsured * 100)]] as [string, string][]) : []),
    [t('policyPdf.premium'), rupees(certificate.totalPremium)],
    [t('policyPdf.premiumInWords'), rupeesInWords(certificate.totalPremium / 100, language)],
    [t('policyPdf.gst'), rupees(certificate.gst)],
    [t('policyPdf.issuedOn'), indianDate.format(certificate.issuedAt)],
    [t('policyPdf.period'), t('policyPdf.periodValue', { from: indianDate.format(certificate.startsOn), to: indianDate.format(certificate.endsOn) })],
  ];
  let y = 690;
  const valueWidth = 547 - 210;
  for (const [label, value] of rows) {
    draw(label, 48, y, 11, 'bold');
    const lines = scriptFonts ? wrapScriptText(value, scriptFonts.regular, 11, valueWidth) : wrap(printable(value), regular, 11, valueWidth);
    for (const line of lines) {
      draw(line, 210, y, 11, 'regular');
      y -= 16;
    }
    y -= 8;
  }
  page.drawLine({ start: { x: 48, y: y + 6 }, end: { x: 547, y: y + 6 }, thickness: 0.5, color: ruleColour });
  y -= 18;
  for (const note of [t('policyPdf.confirms'), t('policyPdf.keepNumber')]) {
    const lines = scriptFonts ? wrapScriptText(note, scriptFonts.regular, 9, 499) : wrap(printable(note), regular, 9, 499);
    for (const line of lines) {
      draw(line, 48, y, 9, 'regular');
      y -= 14;
    }
    y -= 2;
  }
  return pdf.save();
}
