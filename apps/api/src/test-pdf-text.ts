import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import { findSystemCodes } from '@portal/domain';

/**
 * Tests only: the text a PDF draws, one string per drawn piece in drawing order. pdf-lib writes
 * Flate-compressed content streams with hex-string Tj operators and a Td (or Tm) before each.
 */
export function pdfTexts(bytes: Buffer): { text: string; x: number; y: number }[] {
  const texts: { text: string; x: number; y: number }[] = [];
  const raw = bytes.toString('latin1');
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = bytes.indexOf('endstream', start, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream (fonts, metadata)
    }
    for (const piece of content.matchAll(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm[\s\S]*?<([0-9A-Fa-f]*)> Tj/g)) {
      texts.push({ text: Buffer.from(piece[3] ?? '', 'hex').toString('latin1'), x: Number(piece[1]), y: Number(piece[2]) });
    }
  }
  return texts;
}

/** Tests only: whether a PDF names `fontName` (pdf-lib keeps its font dictionaries in compressed object streams). */
export function pdfNamesFont(bytes: Buffer, fontName: string): boolean {
  const raw = bytes.toString('latin1');
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    try {
      if (inflateSync(bytes.subarray(start, bytes.indexOf('endstream', start, 'latin1'))).includes(fontName)) return true;
    } catch {
      // not a compressed stream
    }
  }
  return raw.includes(fontName);
}

/** Tests only: what a PDF draws reads as words, with no system code (decision 0160, plain words). */
export function systemCodesInPdf(bytes: Buffer): string[] {
  return findSystemCodes(
    pdfTexts(bytes)
      .map((piece) => piece.text)
      .join('\n'),
  );
}

/**
 * Tests only: whether poppler-utils (pdftoppm, pdftotext, pdffonts) is installed to render a PDF to an image
 * (decision 0211). A developer's machine without it skips those tests; CI installs it (.ci/run), and there its
 * absence fails, so the rendering checks cannot pass unseen.
 */
export const canRenderPdf: boolean = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    if (process.env.CI) throw new Error('pdftoppm is missing: CI must install poppler-utils (.ci/run) to render the PDFs');
    return false;
  }
})();

/** The share of a greyscale page's pixels below its band that carry ink (pdftoppm -gray writes binary PGM). */
export function inkBelowTheBand(pgmFile: string): number {
  const bytes = readFileSync(pgmFile);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = bytes.subarray(header[0].length);
  const bandRows = Math.ceil((height * 70) / 842);
  let ink = 0;
  for (let i = bandRows * width; i < width * height; i += 1) if (pixels[i]! < 128) ink += 1;
  return ink / (width * (height - bandRows));
}
