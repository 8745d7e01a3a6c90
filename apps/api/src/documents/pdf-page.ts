import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { drawScriptText, embedDevanagariFonts, wrapScriptText, type ScriptFonts } from './devanagari-text';

/**
 * What the portal's PDFs (policy certificate, mandate letter, brochure) share: an A4 page under a band in
 * the brand colour with the seller's name and the document's title, standard fonts, and word wrapping.
 */
export const A4: [number, number] = [595, 842]; // points

/** pdf-lib's rgb() as data, so that pdf-lib (~1 MB) loads with the first document, not at start (decision 0056). */
export const rgb = (red: number, green: number, blue: number): RGB => ({ type: 'RGB' as RGB['type'], red, green, blue });

export const MARGIN = 48;
export const inkColour = rgb(0.07, 0.09, 0.15);
/** Mint Pro's green, the band of documents not tied to a tenant's own colour. */
export const defaultBandColour = rgb(0.02, 0.37, 0.27);
/** Rules between sections. */
export const ruleColour = rgb(0.6, 0.6, 0.6);

/**
 * Standard fonts encode WinAnsi only: typographic quotes and dashes and the rupee sign become their plain
 * forms, and any other character (Devanagari) prints as '?', never throws.
 */
export const printable = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u20B9\s?/g, 'Rs ')
    .replace(/[^\x20-\x7E]/g, '?');

/** '#b45309' → the pdf-lib colour. */
export function colourOfHex(hex: string): RGB {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}

/** Splits text into lines no wider than `maxWidth` points at `size` (words are never broken). */
export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface Letterhead {
  pdf: PDFDocument;
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  /** Noto Sans Devanagari, when the document is in Hindi or Marathi (`devanagari: true`). */
  scriptFonts?: { regular: ScriptFonts; bold: ScriptFonts };
}

/** A new document whose first page carries the band: the seller's name over the document's title. */
export async function startLetterhead(meta: {
  title: string;
  subject: string;
  author: string;
  createdAt?: Date;
  /** Printed in the band: the seller, then the kind of document. */
  seller: string;
  documentName: string;
  bandColour?: RGB;
  /** A document in Hindi or Marathi: Noto Sans Devanagari is embedded (subset) and the band's words use it. */
  devanagari?: boolean;
}): Promise<Letterhead> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setSubject(meta.subject);
  pdf.setAuthor(meta.author);
  if (meta.createdAt) pdf.setCreationDate(meta.createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(A4);
  page.drawRectangle({ x: 0, y: A4[1] - 70, width: A4[0], height: 70, color: meta.bandColour ?? defaultBandColour });
  page.drawText(printable(meta.seller), { x: MARGIN, y: A4[1] - 32, size: 16, font: bold, color: rgb(1, 1, 1) });
  if (!meta.devanagari) {
    page.drawText(printable(meta.documentName), { x: MARGIN, y: A4[1] - 54, size: 12, font: regular, color: rgb(1, 1, 1) });
    return { pdf, page, regular, bold };
  }
  const scriptFonts = await embedDevanagariFonts(pdf);
  drawScriptText(page, meta.documentName, { x: MARGIN, y: A4[1] - 54, size: 12, fonts: scriptFonts.regular, color: rgb(1, 1, 1) });
  return { pdf, page, regular, bold, scriptFonts };
}

/**
 * Writes down a document from the letterhead's first page, top to bottom, adding a page when the next piece
 * does not fit: text at the cursor `y`, section headings, label-value rows (a long value wraps) and paragraphs.
 * Drawings of a document's own (squares, rules) use `page` and move `y` themselves. A letterhead with
 * Devanagari fonts writes every piece in them (Hindi, Marathi, and the Latin names within; decision 0211).
 */
export class FlowingPage {
  page: PDFPage;
  /** The baseline of the next line, in points from the page's foot. */
  y = A4[1] - 100;
  readonly pdf: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly scriptFonts: Letterhead['scriptFonts'];

  constructor(letterhead: Letterhead) {
    this.pdf = letterhead.pdf;
    this.page = letterhead.page;
    this.regular = letterhead.regular;
    this.bold = letterhead.bold;
    this.scriptFonts = letterhead.scriptFonts;
  }

  /** The Devanagari document's fonts of the same weight as `font`. */
  private scriptFontsLike(font: PDFFont): ScriptFonts | undefined {
    return this.scriptFonts && (font === this.bold ? this.scriptFonts.bold : this.scriptFonts.regular);
  }

  /** Lines no wider than `maxWidth`, measured in the fonts the text is drawn in. */
  lines(value: string, font: PDFFont, size: number, maxWidth: number): string[] {
    const fonts = this.scriptFontsLike(font);
    return fonts ? wrapScriptText(value, fonts, size, maxWidth) : wrap(printable(value), font, size, maxWidth);
  }

  /** Starts a new page unless `space` points still fit above the bottom margin. */
  ensure(space: number): void {
    if (this.y - space > MARGIN) return;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  text(value: string, x: number, font: PDFFont = this.regular, size = 10): void {
    const fonts = this.scriptFontsLike(font);
    if (fonts) drawScriptText(this.page, value, { x, y: this.y, size, fonts, color: inkColour });
    else this.page.drawText(printable(value), { x, y: this.y, size, font, color: inkColour });
  }

  heading(value: string): void {
    this.ensure(40);
    this.y -= 8;
    this.text(value, MARGIN, this.bold, 12);
    this.y -= 18;
  }

  /** A bold label and its value beside it, each wrapped within its column. */
  row(label: string, value: string, labelWidth = 200): void {
    const labelLines = this.lines(label, this.bold, 10, labelWidth - 12);
    const valueLines = this.lines(value, this.regular, 10, A4[0] - 2 * MARGIN - labelWidth);
    const height = Math.max(labelLines.length, valueLines.length);
    this.ensure(14 * height + 4);
    for (let i = 0; i < height; i += 1) {
      if (labelLines[i]) this.text(labelLines[i]!, MARGIN, this.bold);
      if (valueLines[i]) this.text(valueLines[i]!, MARGIN + labelWidth);
      this.y -= 14;
    }
    this.y -= 2;
  }

  paragraph(value: string): void {
    for (const line of this.lines(value, this.regular, 10, A4[0] - 2 * MARGIN)) {
      this.ensure(14);
      this.text(line, MARGIN);
      this.y -= 14;
    }
  }

  rule(): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: ruleColour });
  }
}
