import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * Hindi and Marathi in the portal's PDFs (decision 0211): Noto Sans Devanagari from the
 * @fontsource package, its Devanagari and Latin files, each embedded as a subset of the glyphs the
 * document uses. fontkit shapes the text (conjuncts, the i-matra before its consonant, reph), which
 * pdf-lib's standard fonts cannot print at all.
 */
export interface ScriptFonts {
  devanagari: PDFFont;
  latin: PDFFont;
}

const fontFile = (subset: 'devanagari' | 'latin', weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`);

/**
 * pdf-lib's fontkit interface over fontkit 2: pdf-lib reads a subset as a stream (`encodeStream`, fontkit 1),
 * fontkit 2 answers it whole (`encode`). @pdf-lib/fontkit, fontkit 1's fork, fails on Devanagari shaping
 * (it needs a global regeneratorRuntime).
 */
async function pdfLibFontkit() {
  const fontkit = await import('fontkit');
  return {
    create(bytes: Uint8Array) {
      const font = fontkit.create(Buffer.from(bytes)) as unknown as { createSubset: () => { encode: () => Uint8Array } & Record<string, unknown> };
      const createSubset = font.createSubset.bind(font);
      font.createSubset = () => {
        const subset = createSubset();
        subset.encodeStream = () => {
          const stream = new EventEmitter();
          queueMicrotask(() => {
            try {
              stream.emit('data', subset.encode());
              stream.emit('end');
            } catch (error) {
              stream.emit('error', error);
            }
          });
          return stream;
        };
        return subset;
      };
      return font;
    },
  };
}

/** Embeds Noto Sans Devanagari (regular and bold), subset, into the document. */
export async function embedDevanagariFonts(pdf: PDFDocument): Promise<{ regular: ScriptFonts; bold: ScriptFonts }> {
  pdf.registerFontkit((await pdfLibFontkit()) as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const embed = async (subset: 'devanagari' | 'latin', weight: 400 | 700) => pdf.embedFont(await readFile(fontFile(subset, weight)), { subset: true });
  const [devanagari, latin, devanagariBold, latinBold] = await Promise.all([
    embed('devanagari', 400),
    embed('latin', 400),
    embed('devanagari', 700),
    embed('latin', 700),
  ]);
  return { regular: { devanagari, latin }, bold: { devanagari: devanagariBold, latin: latinBold } };
}

/** Devanagari letters and signs, the joiners and the rupee signs: the Devanagari file's range (code points). */
const devanagariRanges: readonly [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0xa8e0, 0xa8ff],
];
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return devanagariRanges.some(([from, to]) => code >= from && code <= to);
};

/**
 * The text cut into runs of one script each. Spaces stay with the run they are in (both files have them);
 * punctuation, digits and Latin letters are the Latin file's (the Devanagari file has none of them).
 */
export function scriptRuns(text: string): { devanagari: boolean; text: string }[] {
  const runs: { devanagari: boolean; text: string }[] = [];
  for (const char of text) {
    const devanagari = isDevanagari(char);
    const neutral = char === ' ';
    const last = runs.at(-1);
    if (last && (last.devanagari === devanagari || neutral)) last.text += char;
    else runs.push({ devanagari, text: char });
  }
  return runs;
}

/** The width of mixed text at `size`. */
export const widthOfRuns = (text: string, fonts: ScriptFonts, size: number) =>
  scriptRuns(text).reduce((width, run) => width + (run.devanagari ? fonts.devanagari : fonts.latin).widthOfTextAtSize(run.text, size), 0);

/** Draws mixed Hindi/Marathi and Latin text from (x, y), each run in its script's font. */
export function drawScriptText(page: PDFPage, text: string, options: { x: number; y: number; size: number; fonts: ScriptFonts; color: Color }): void {
  let x = options.x;
  for (const run of scriptRuns(text)) {
    const font = run.devanagari ? options.fonts.devanagari : options.fonts.latin;
    page.drawText(run.text, { x, y: options.y, size: options.size, font, color: options.color });
    x += font.widthOfTextAtSize(run.text, options.size);
  }
}

/** Splits mixed text into lines no wider than `maxWidth` (words are never broken). */
export function wrapScriptText(text: string, fonts: ScriptFonts, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && widthOfRuns(candidate, fonts, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
