import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatRupees, tenants, type ProductDefinition, type TenantCode } from '@portal/domain';
import { A4, colourOfHex, inkColour, MARGIN, startLetterhead, wrap } from '../documents/pdf-page';
import { brandContacts } from './brand-contacts';

/** What a brochure says: all of it read from the product as one tenant sees it. */
export interface BrochureDocument {
  title: string;
  productName: string;
  sellerName: string;
  /** The seller brand's colour, as #rrggbb, for the band at the top. */
  brandColour: string;
  tagline?: string;
  summary: string;
  plans: readonly { name: string; startingPrice: number; description?: string; benefits: readonly string[] }[];
  faqs: readonly { question: string; answer: string }[];
  contact: { email: string; phone: string; tollFree: string };
  /** The last line; a group cover's by default. */
  footnote?: string;
}

/**
 * The brochure `brochureId` of a product as `tenant` sees it (pass the product with the tenant's variant
 * applied), or undefined when that tenant's landing has no such brochure.
 */
export function brochureDocumentOf(product: ProductDefinition, brochureId: string): BrochureDocument | undefined {
  const brochure = product.landing?.brochures?.find((b) => b.id === brochureId);
  if (!brochure) return undefined;
  const seller = tenants[product.sellerBrand];
  return {
    title: brochure.title,
    productName: product.name,
    sellerName: seller.name,
    brandColour: seller.primaryColour,
    tagline: product.landing?.tagline,
    summary: brochure.summary,
    plans: product.plans.map((plan) => ({ name: plan.name, startingPrice: plan.startingPrice, description: plan.description, benefits: plan.benefits ?? [] })),
    faqs: product.landing?.faqs ?? [],
    contact: brandContacts[product.sellerBrand as TenantCode],
  };
}

/** The file name a browser saves the brochure under. */
export const brochureFileName = (productCode: string, brochureId: string) => `${productCode}-${brochureId}.pdf`;

const PAGE = A4;
const WIDTH = PAGE[0] - 2 * MARGIN;

/** The brochure as PDF bytes (A4, as many pages as the content needs). Standard fonts, so "Rs" not the rupee sign. */
export async function renderBrochure(brochure: BrochureDocument): Promise<Uint8Array> {
  const brand = colourOfHex(brochure.brandColour);
  const letterhead = await startLetterhead({
    title: brochure.title,
    subject: brochure.productName,
    author: brochure.sellerName,
    seller: brochure.sellerName,
    documentName: brochure.productName,
    bandColour: brand,
  });
  const { pdf, regular, bold } = letterhead;
  const ink = inkColour;
  let page: PDFPage = letterhead.page;
  let y = PAGE[1] - 110;

  const write = (text: string, options: { font?: PDFFont; size?: number; indent?: number; gapAfter?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    const indent = options.indent ?? 0;
    for (const line of wrap(text, font, size, WIDTH - indent)) {
      if (y < MARGIN + size) {
        page = pdf.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      page.drawText(line, { x: MARGIN + indent, y, size, font, color: ink });
      y -= size * 1.45;
    }
    y -= options.gapAfter ?? 0;
  };

  write(brochure.title, { font: bold, size: 20, gapAfter: 6 });
  if (brochure.tagline) write(brochure.tagline, { font: bold, size: 12, gapAfter: 4 });
  write(brochure.summary, { gapAfter: 12 });

  write('Plans', { font: bold, size: 14, gapAfter: 4 });
  for (const plan of brochure.plans) {
    write(`${plan.name}: from ${formatRupees(plan.startingPrice)} a year`, { font: bold, size: 12 });
    if (plan.description) write(plan.description);
    for (const benefit of plan.benefits) write(`- ${benefit}`, { indent: 12 });
    y -= 8;
  }

  if (brochure.faqs.length > 0) {
    write('Frequently asked questions', { font: bold, size: 14, gapAfter: 4 });
    for (const faq of brochure.faqs) {
      write(faq.question, { font: bold });
      write(faq.answer, { gapAfter: 6 });
    }
  }

  y -= 8;
  write(`Sold by ${brochure.sellerName}. Questions: ${brochure.contact.email}, ${brochure.contact.phone}, toll-free ${brochure.contact.tollFree}.`, {
    size: 9,
  });
  write(brochure.footnote ?? 'Cover is subject to the terms, conditions and exclusions of the group policy.', { size: 9 });
  return pdf.save();
}
