import { writeFile } from 'node:fs/promises';
import { PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { policyPeriod, renderPolicyCertificate, type PolicyCertificate } from './policy-certificate';

const issuedAt = new Date('2026-11-26T06:30:00Z');
const certificate: PolicyCertificate = {
  policyNumber: 'POL/VECTOR-BORNE/2026/000001',
  referenceId: 'REF-1',
  insuredName: 'Asha Rao',
  productName: 'Vector Borne',
  planName: 'Dengue & Malaria',
  sumInsured: 10000,
  totalPremium: 19900,
  gst: 3036,
  issuedAt,
  ...policyPeriod(issuedAt),
  sellerName: 'Mint Pro Insurance Brokers',
};

/** The fonts a PDF embeds: base font name and the size of its embedded font file. */
async function embeddedFonts(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const fonts: { name: string; bytes: number }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = object.lookup(PDFName.of('FontFile2'));
    fonts.push({ name: String(object.get(PDFName.of('FontName'))), bytes: file instanceof PDFStream ? file.getContentsSize() : 0 });
  }
  return fonts;
}

/** Issue 24, point 4: the policy certificate a customer keeps, in Hindi and Marathi with a font that prints Devanagari. */
describe('the policy certificate in the customer’s language', () => {
  it('English keeps the standard fonts: no font file embedded', async () => {
    expect(await embeddedFonts(await renderPolicyCertificate(certificate))).toEqual([]);
  });

  it.each(['hi-IN', 'mr-IN'] as const)('%s embeds Noto Sans Devanagari as subsets of the glyphs used', async (language) => {
    const bytes = await renderPolicyCertificate(certificate, language);
    // Kept for a look: pdftoppm -png -r 80 /tmp/policy-certificate-<language>.pdf out (decision 0211).
    await writeFile(`/tmp/policy-certificate-${language}.pdf`, bytes).catch(() => undefined);
    const fonts = await embeddedFonts(bytes);
    expect(fonts.map((font) => font.name).every((name) => name.includes('NotoSansDevanagari'))).toBe(true);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    // The whole Devanagari file is about 90 KB; a subset of one page's glyphs is a fraction of it.
    for (const font of fonts) expect(font.bytes).toBeLessThan(40_000);
    expect(bytes.byteLength).toBeLessThan(120_000);
  });
});
