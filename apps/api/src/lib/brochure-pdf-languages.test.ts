import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLatinWords, findLifePlan, findProductForTenant, type Language } from '@portal/domain';
import { canRenderPdf, pdfTexts, inkBelowTheBand } from '../test-pdf-text';
import { brochureDocumentOf, renderBrochure } from './brochure-pdf';
import { lifePlanInLanguage } from '@portal/domain/messages/product-copy';
import { renderLifeBrochure } from '../modules/life/life-brochure';

/**
 * Words by their letters only. The text layer poppler reads back of shaped Devanagari moves or drops the vowel
 * signs and the reph (a ligature's glyph maps to one code point: नियमों comes back as नयमां, वर्ष as वष, इसे
 * as ईसे), though the page draws them right (look at the PNG): both sides lose them before comparing.
 */
const unordered = (words: string) =>
  words
    .replace(/\u0930\u094D/g, '')
    .replace(/[\u0900-\u0903\u093A-\u094F\u0955-\u0957]/g, '')
    .replace(/\u0908/g, '\u0907')
    .replace(/\s+/g, ' ');

/** Renders page 1 and reads the text back with poppler: the fonts embedded, ink under the band, the words. */
function readBack(pdf: Uint8Array, name: string) {
  const folder = mkdtempSync(join(tmpdir(), `${name}-`));
  writeFileSync(join(folder, 'brochure.pdf'), pdf);
  const fonts = execFileSync('pdffonts', [join(folder, 'brochure.pdf')], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter(Boolean);
  execFileSync('pdftoppm', ['-gray', '-r', '72', '-f', '1', '-l', '1', join(folder, 'brochure.pdf'), join(folder, 'page')]);
  const text = execFileSync('pdftotext', ['-layout', join(folder, 'brochure.pdf'), '-'], { encoding: 'utf8' });
  return { fonts, ink: inkBelowTheBand(join(folder, 'page-1.pgm')), text };
}

/** Every piece under the band is drawn in the embedded fonts, two bytes a glyph; glyph 0 is the empty box (tofu). */
function expectNoMissingGlyph(pdf: Uint8Array) {
  const pieces = pdfTexts(Buffer.from(pdf)).filter((piece) => piece.y < 772);
  expect(pieces.length).toBeGreaterThan(10);
  for (const { text } of pieces) {
    expect(text.length % 2).toBe(0);
    for (let i = 0; i < text.length; i += 2) expect(text.charCodeAt(i) * 256 + text.charCodeAt(i + 1)).not.toBe(0);
  }
}

const sahyadriBrochures = [
  ['group-hospicash', 'sahyadri-hospicash'],
  ['group-personal-accident', 'sahyadri-personal-accident'],
] as const;

describe.each([
  ['hi-IN', 'अक्सर पूछे जाने वाले प्रश्न', 'प्रति वर्ष से', 'बीमा कवर समूह पॉलिसी के नियमों'],
  ['mr-IN', 'वारंवार विचारले जाणारे प्रश्न', 'वर्षाला Rs', 'विमा संरक्षण समूह पॉलिसीच्या नियम'],
] as const)('a product brochure in %s', (language: Language, faqs, planFrom, footnote) => {
  it.each(sahyadriBrochures)('%s is drawn in Noto Sans Devanagari, subset, with no missing glyph', async (code, id) => {
    const pdf = await renderBrochure(brochureDocumentOf(findProductForTenant(code, 'sahyadri')!, id, language)!);
    // Four subsets of a few glyphs each, not the fonts whole (~200 KB each).
    expect(pdf.length).toBeLessThan(60_000);
    expectNoMissingGlyph(pdf);
  });

  it.runIf(canRenderPdf).each(sahyadriBrochures)(
    '%s renders with the catalogue’s words and the product’s translated copy, and no stray English',
    async (code, id) => {
      const product = findProductForTenant(code, 'sahyadri')!;
      const document = brochureDocumentOf(product, id, language)!;
      const { fonts, ink, text } = readBack(await renderBrochure(document), `${code}-${language}`);
      for (const font of fonts) expect(font).toMatch(/^NotoSansDevanagari-(Regular|Bold)-\d+ +CID TrueType +Identity-H +yes|^Helvetica-Bold /);
      expect(fonts.filter((font) => font.startsWith('NotoSansDevanagari'))).toHaveLength(4);
      expect(ink).toBeGreaterThan(0.01);
      for (const words of [faqs, planFrom, footnote, document.summary, document.faqs[0]!.answer]) expect(unordered(text)).toContain(unordered(words));
      expect(text).not.toContain('Frequently asked questions');
      // The names stay as named: the product, its plans, the seller; and the seller's e-mail address.
      const names = [product.name, ...product.plans.map((plan) => plan.name), document.sellerName];
      expect(findLatinWords(text, [...names, ...names.flatMap((name) => name.split(/[^A-Za-z]+/))])).toEqual([]);
    },
  );
});

describe.each([
  ['hi-IN', 'इसे कौन खरीद सकता है?', 'Rs 25,00,000 से Rs 20,00,00,000 तक, Rs 1,00,000 के गुणकों में'],
  ['mr-IN', 'हप्ते कसे भरता येतात?', 'विमा रक्कम Rs 25,00,000 ते Rs 20,00,00,000, Rs 1,00,000 च्या पटीत'],
] as const)('a life plan’s brochure in %s', (language: Language, question, sumAssured) => {
  const plan = findLifePlan('jsl-smart-term')!;

  it('is drawn in Noto Sans Devanagari, subset, with no missing glyph', async () => {
    const pdf = await renderLifeBrochure(plan, language);
    expect(pdf.length).toBeLessThan(60_000);
    expectNoMissingGlyph(pdf);
  });

  it.runIf(canRenderPdf)('renders its questions and figures in the catalogue’s words', async () => {
    const { fonts, ink, text } = readBack(await renderLifeBrochure(plan, language), `life-${language}`);
    expect(fonts.filter((font) => font.startsWith('NotoSansDevanagari'))).toHaveLength(4);
    expect(ink).toBeGreaterThan(0.01);
    for (const words of [question, sumAssured]) expect(unordered(text)).toContain(unordered(words));
    for (const english of ['Who can buy it?', 'Entry age', 'Sold by', 'solicitation']) expect(text).not.toContain(english);
  });

  it.runIf(canRenderPdf)('says the plan’s own tagline and benefits in the language, as Plan Details does (decision 0280)', async () => {
    const translated = lifePlanInLanguage(plan, language);
    const { text } = readBack(await renderLifeBrochure(translated, language), `life-copy-${language}`);
    for (const english of [plan.tagline, plan.benefits[0]!]) expect(text).not.toContain(english);
    expect(unordered(text)).toContain(unordered(translated.benefits[0]!));
  });
});
