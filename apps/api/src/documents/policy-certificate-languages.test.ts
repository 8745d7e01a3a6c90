import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLatinWords, type Language } from '@portal/domain';
import { canRenderPdf, pdfTexts, inkBelowTheBand } from '../test-pdf-text';
import { renderPolicyCertificate, type PolicyCertificate } from './policy-certificate';

const certificate: PolicyCertificate = {
  policyNumber: 'KGI/2026/000123',
  membershipId: 'MP-000123',
  referenceId: 'R-2026-000123',
  insuredName: 'Sunita Patil',
  productName: 'Personal Accident',
  productCode: 'personal-accident',
  planName: 'Gold',
  insurerName: 'Kavach General Insurance',
  sumInsured: 1_000_000,
  covers: [
    { cover: 'Accidental death', sumInsured: { pays: 'sumInsured', rupees: 1_000_000 } },
    { cover: 'Permanent partial disability', sumInsured: { pays: 'upToShare', rupees: 1_000_000 } },
    { cover: 'Temporary total disability (weekly benefit)', sumInsured: { pays: 'perWeek', rupees: 2_500, weeks: 104 } },
    { cover: 'Accident medical expenses', sumInsured: { pays: 'upToAYear', rupees: 50_000 } },
  ],
  nominee: 'Ramesh Patil (husband)',
  totalPremium: 1_180_00,
  gst: 180_00,
  issuedAt: new Date('2026-11-20T06:00:00Z'),
  startsOn: new Date('2026-11-20T06:00:00Z'),
  endsOn: new Date('2027-11-19T06:00:00Z'),
  freeLookDays: 30,
  claims: { phone: '1800 266 4040', email: 'claims@kavach-general.example' },
  sellerName: 'Mint Pro Insurance Brokers',
};
/** The record's own names and numbers, which stay as they are written (brand, product, plan, people). */
const names = [...Object.values(certificate), ...certificate.covers.map((c) => c.cover)]
  .filter((value): value is string => typeof value === 'string')
  .flatMap((value) => [value, ...value.split(/[^A-Za-z]+/)]);

describe.each([
  [
    'hi-IN',
    'बीमा प्रमाणपत्र',
    'एक हज़ार एक सौ अस्सी रुपये',
    'से मृत्यु',
    ['Rs 10,00,000 तक, विकलांगता के लिए', 'Rs 2,500 प्रति सप्ताह, अधिकतम 104 सप्ताह तक', 'प्रति वर्ष Rs 50,000 तक'],
  ],
  // ऐंशी (eighty) is drawn right but comes back from the text layer as एंशी: its glyph is ए with a mark.
  [
    'mr-IN',
    'हप्ता अक्षरी',
    'एक हजार एकशे',
    'अपघाती मृत्यू',
    ['Rs 10,00,000 पर्यंत, अपंगत्वासाठी', 'दर आठवड्याला Rs 2,500, जास्तीत जास्त 104 आठवडे', 'वर्षाला Rs 50,000 पर्यंत'],
  ],
] as const)('the certificate of insurance in %s', (language: Language, label, premiumInWords, cover, coverAmounts) => {
  it('draws every piece under the band in the embedded fonts, and no missing glyph', async () => {
    const pdf = Buffer.from(await renderPolicyCertificate(certificate, language));
    // Four subsets (Devanagari and Latin, regular and bold) of a few glyphs each, not the fonts whole (~200 KB each).
    expect(pdf.length).toBeLessThan(60_000);
    // Every piece under the band is drawn in the embedded fonts, two bytes a glyph; glyph 0 is the empty box (tofu).
    const pieces = pdfTexts(pdf).filter((piece) => piece.y < 772);
    expect(pieces.length).toBeGreaterThan(20);
    for (const { text } of pieces) {
      expect(text.length % 2).toBe(0);
      for (let i = 0; i < text.length; i += 2) expect(text.charCodeAt(i) * 256 + text.charCodeAt(i + 1)).not.toBe(0);
    }
  });

  it.runIf(canRenderPdf)('renders to an image whose words are the catalogue’s, with the premium in words, and no stray English', async () => {
    const folder = mkdtempSync(join(tmpdir(), `certificate-${language}-`));
    writeFileSync(join(folder, 'certificate.pdf'), await renderPolicyCertificate(certificate, language));
    const fonts = execFileSync('pdffonts', [join(folder, 'certificate.pdf')], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter(Boolean);
    // Noto Sans Devanagari embedded; Helvetica only for the seller's name in the band, as in English.
    for (const font of fonts) expect(font).toMatch(/^NotoSansDevanagari-(Regular|Bold)-\d+ +CID TrueType +Identity-H +yes|^Helvetica-Bold /);
    expect(fonts.filter((font) => font.startsWith('NotoSansDevanagari'))).toHaveLength(4);
    execFileSync('pdftoppm', ['-gray', '-r', '72', '-f', '1', '-l', '1', join(folder, 'certificate.pdf'), join(folder, 'page')]);
    expect(inkBelowTheBand(join(folder, 'page-1.pgm'))).toBeGreaterThan(0.01);
    const text = execFileSync('pdftotext', ['-layout', join(folder, 'certificate.pdf'), '-'], { encoding: 'utf8' });
    // Words without an i-matra: drawn before its consonant, it comes first in the extracted text too.
    expect(text).toContain(label);
    expect(text).toContain(premiumInWords);
    expect(text).toContain('20/11/2026');
    // The plan's benefit printed as a cover is the product's copy, in the certificate's language (decision 0275).
    expect(text).toContain(cover);
    expect(text).not.toContain('Accidental death');
    // What each cover pays, in the certificate's language, amounts grouped the Indian way.
    // The text layer gives the i-matra and the reph where they are drawn, before or after their letter: left out on both sides.
    const unordered = (words: string) => words.replace(/\s+/g, ' ').replace(/\u093F|\u0930\u094D/g, '');
    for (const amount of coverAmounts) expect(unordered(text)).toContain(unordered(amount));
    expect(findLatinWords(text, names)).toEqual([]);
  });
});
