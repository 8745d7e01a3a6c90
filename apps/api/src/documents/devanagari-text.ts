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

type FontSubset = 'devanagari' | 'latin';
type FontWeight = 400 | 700;

const fontFile = (subset: FontSubset, weight: FontWeight) =>
  createRequire(import.meta.url).resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff2`);

/**
 * Each file as a plain TrueType font, decompressed once per process. fontkit reads a WOFF file's tables by
 * inflating them anew on every read, the glyph table once per glyph it shapes: a Hindi brochure took 1.3–2.0 s of
 * the event loop, ~30 % of it in inflate. Its WOFF2 reader cannot subset (a RangeError in TTFSubset), so the
 * WOFF2 file goes through Google's woff2 decoder (wawoff2) instead, and fontkit gets the TrueType bytes.
 */
const trueTypeFonts = new Map<string, Promise<Uint8Array>>();

/**
 * Decodes one file at a time, copying each answer before the next decode starts: the decoder answers with a view
 * of its own memory, which its next call writes over (four fonts decoded at once came out as one font's bytes).
 */
let lastDecode: Promise<unknown> = Promise.resolve();
function decodeWoff2(woff2: Uint8Array): Promise<Uint8Array> {
  const decoded = lastDecode
    .catch(() => undefined)
    // The codec is imported here, as fontkit is, so that a start of the API that draws no Devanagari PDF does not load it.
    .then(() => import('wawoff2'))
    .then(async ({ decompress }) => Uint8Array.from(await decompress(woff2)));
  lastDecode = decoded;
  return decoded;
}

function trueTypeFont(subset: FontSubset, weight: FontWeight): Promise<Uint8Array> {
  const key = `${subset}-${weight}`;
  let font = trueTypeFonts.get(key);
  if (!font) {
    font = readFile(fontFile(subset, weight)).then(decodeWoff2);
    // A failed read is not kept: the next document tries again.
    font.catch(() => trueTypeFonts.delete(key));
    trueTypeFonts.set(key, font);
  }
  return font;
}

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
  const embed = async (subset: FontSubset, weight: FontWeight) => pdf.embedFont(await trueTypeFont(subset, weight), { subset: true });
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

/**
 * Each word's width at a size, measured once a document (by its fonts): shaping Devanagari is most of a Hindi or
 * Marathi PDF's time, and words repeat (बीमा, पॉलिसी, Rs).
 */
const wordWidths = new WeakMap<ScriptFonts, Map<string, number>>();
function widthOfWord(word: string, fonts: ScriptFonts, size: number): number {
  let widths = wordWidths.get(fonts);
  if (!widths) wordWidths.set(fonts, (widths = new Map()));
  const key = `${size} ${word}`;
  let width = widths.get(key);
  if (width === undefined) widths.set(key, (width = widthOfRuns(word, fonts, size)));
  return width;
}

/**
 * Splits mixed text into lines no wider than `maxWidth` (words are never broken). A line's width is its words'
 * widths and the spaces between them, each space in the font of the word before it (scriptRuns keeps a space
 * with the run it follows): shaping stops at a space, so this is the width of the line shaped whole, without
 * shaping every line again for each word it grows by.
 */
export function wrapScriptText(text: string, fonts: ScriptFonts, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = widthOfWord(word, fonts, size);
    const spaceFont = isDevanagari(line.at(-1) ?? '') ? fonts.devanagari : fonts.latin;
    const candidateWidth = line ? lineWidth + spaceFont.widthOfTextAtSize(' ', size) + wordWidth : wordWidth;
    if (line && candidateWidth > maxWidth) {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      line = line ? `${line} ${word}` : word;
      lineWidth = candidateWidth;
    }
  }
  if (line) lines.push(line);
  return lines;
}
