import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

/**
 * What the portal's PDFs (policy certificate, mandate letter, brochure) share: an A4 page under a band in
 * the brand colour with the seller's name and the document's title, standard fonts, and word wrapping.
 */
export const A4: [number, number] = [595, 842]; // points

/** pdf-lib's rgb() as data, so that pdf-lib (~1 MB) loads with the first document, not at start (decision 0056). */
const rgb = (red: number, green: number, blue: number): RGB => ({ type: 'RGB' as RGB['type'], red, green, blue });

export const MARGIN = 48;
export const inkColour = rgb(0.07, 0.09, 0.15);
/** Mint Pro's green, the band of documents not tied to a tenant's own colour. */
export const defaultBandColour = rgb(0.02, 0.37, 0.27);
/** Rules between sections. */
export const ruleColour = rgb(0.6, 0.6, 0.6);

/** Standard fonts encode WinAnsi only: other characters (the rupee sign, Devanagari) print as '?', never throw. */
export const printable = (text: string) => text.replace(/[^\x20-\x7E]/g, '?');

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
  page.drawText(printable(meta.documentName), { x: MARGIN, y: A4[1] - 54, size: 12, font: regular, color: rgb(1, 1, 1) });
  return { pdf, page, regular, bold };
}
