import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildKfs, findLatinWords, lenderRules, offerTerms, type Language } from '@portal/domain';
import { canRenderPdf, pdfTexts } from '../test-pdf-text';
import { renderKfsPdf } from './kfs-pdf';

/** A real statement: YES Bank's personal-loan terms for Rs 3,00,000 over 24 months at 12.99 %. */
const kfs = buildKfs(
  offerTerms(lenderRules.YES, 'personal-loan', 30_000_000, 24, 12.99, lenderRules.YES.products['personal-loan']!),
  'Personal Loan',
  new Date('2026-11-27T06:00:00Z'),
);
const meta = { customerName: 'Asha Patil', offerId: 'KFS0123456789ABCDEF', brandName: 'Mint Pro' };
/** The record's own names and numbers, which stay as written (lender, product, brand, people, the officer's contact). */
const names = [kfs.lender.lenderName, kfs.productName, meta.customerName, meta.offerId, meta.brandName, ...Object.values(kfs.grievance)].flatMap((value) => [
  value,
  ...value.split(/[^A-Za-z]+/),
]);

describe.each([
  // Words without an i-matra or a reph, which the text layer gives back in drawing order.
  ['hi-IN', 'कुल ब्याज', 'मूलधन'],
  ['mr-IN', 'एकूण व्याज', 'मुद्दल'],
] as const)('the Key Facts Statement in %s', (language: Language, totalInterest, principal) => {
  it('draws every piece under the band in the embedded fonts, and no missing glyph', { timeout: 120_000 }, async () => {
    const pdf = Buffer.from(await renderKfsPdf(kfs, meta, language));
    const pieces = pdfTexts(pdf).filter((piece) => piece.y < 772);
    expect(pieces.length).toBeGreaterThan(40);
    for (const { text } of pieces) {
      expect(text.length % 2).toBe(0);
      for (let i = 0; i < text.length; i += 2) expect(text.charCodeAt(i) * 256 + text.charCodeAt(i + 1)).not.toBe(0);
    }
  });

  it.runIf(canRenderPdf)(
    'renders in Noto Sans Devanagari, the lenders’ fees and charges in the language, and no stray English',
    { timeout: 120_000 },
    async () => {
      const folder = mkdtempSync(join(tmpdir(), `kfs-${language}-`));
      const file = join(folder, 'kfs.pdf');
      writeFileSync(file, await renderKfsPdf(kfs, meta, language));
      const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
      for (const font of fonts) expect(font).toMatch(/^NotoSansDevanagari-(Regular|Bold)-\d+ +CID TrueType +Identity-H +yes|^Helvetica-Bold /);
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(folder, 'page')]);
      expect(readFileSync(join(folder, 'page-1.png')).length).toBeGreaterThan(10_000);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(totalInterest);
      expect(text).toContain(principal);
      expect(text).toContain('27/12/2026');
      expect(findLatinWords(text, names)).toEqual([]);
    },
  );
});

describe('the Key Facts Statement in English', () => {
  it.runIf(canRenderPdf)('keeps its English words and the standard fonts', { timeout: 120_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kfs-en-'));
    const file = join(folder, 'kfs.pdf');
    writeFileSync(file, await renderKfsPdf(kfs, meta));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Part 1: interest rate and fees');
    expect(text).toContain('Payable to the lender: Processing fee');
    expect(text).toContain('24 monthly instalments');
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).not.toContain('NotoSansDevanagari');
  });
});
