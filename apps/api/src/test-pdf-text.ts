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

/** Tests only: what a PDF draws reads as words, with no system code (decision 0160, plain words). */
export function systemCodesInPdf(bytes: Buffer): string[] {
  return findSystemCodes(
    pdfTexts(bytes)
      .map((piece) => piece.text)
      .join('\n'),
  );
}
