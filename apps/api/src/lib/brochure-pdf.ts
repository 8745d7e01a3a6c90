import type { PDFFont } from 'pdf-lib';
import { DEFAULT_LANGUAGE, formatRupees, tenants, type Language, type ProductDefinition, type TenantCode } from '@portal/domain';
import { productInLanguage } from '@portal/domain/messages/product-copy';
import { A4, colourOfHex, FlowingPage, MARGIN, startLetterhead } from '../documents/pdf-page';
import { translatorOf } from '../i18n/api-i18n';
import { brandContacts } from './brand-contacts';

/** What a brochure says: all of it read from the product as one tenant sees it. */
export interface BrochureDocument {
  /** The reader's language: the brochure's fixed words are the catalogue's, its copy already in it. */
  language: Language;
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
  /** The last line, in `language`; a group cover's by default. */
  footnote?: string;
}

/**
 * The brochure `brochureId` of a product as `tenant` sees it (pass the product with the tenant's variant
 * applied), its copy in `language` (decision 0275), or undefined when that tenant's landing has no such brochure.
 */
export function brochureDocumentOf(catalogued: ProductDefinition, brochureId: string, language: Language = DEFAULT_LANGUAGE): BrochureDocument | undefined {
  const product = productInLanguage(catalogued, language);
  const brochure = product.landing?.brochures?.find((b) => b.id === brochureId);
  if (!brochure) return undefined;
  const seller = tenants[product.sellerBrand];
  return {
    language,
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

/**
 * The brochure as PDF bytes (A4, as many pages as the content needs). In English with the standard fonts ("Rs"
 * for the rupee sign); in Hindi or Marathi with Noto Sans Devanagari embedded, subset (decisions 0211, 0279).
 */
export async function renderBrochure(brochure: BrochureDocument): Promise<Uint8Array> {
  const t = translatorOf(brochure.language);
  const doc = new FlowingPage(
    await startLetterhead({
      title: brochure.title,
      subject: brochure.productName,
      author: brochure.sellerName,
      seller: brochure.sellerName,
      documentName: brochure.productName,
      bandColour: colourOfHex(brochure.brandColour),
      devanagari: brochure.language !== DEFAULT_LANGUAGE,
    }),
  );
  doc.y = PAGE[1] - 110;

  const write = (text: string, options: { font?: PDFFont; size?: number; indent?: number; gapAfter?: number } = {}) => {
    const font = options.font ?? doc.regular;
    const size = options.size ?? 11;
    const indent = options.indent ?? 0;
    for (const line of doc.lines(text, font, size, WIDTH - indent)) {
      doc.ensure(size);
      doc.text(line, MARGIN + indent, font, size);
      doc.y -= size * 1.45;
    }
    doc.y -= options.gapAfter ?? 0;
  };

  write(brochure.title, { font: doc.bold, size: 20, gapAfter: 6 });
  if (brochure.tagline) write(brochure.tagline, { font: doc.bold, size: 12, gapAfter: 4 });
  write(brochure.summary, { gapAfter: 12 });

  write(t('brochurePdf.plans'), { font: doc.bold, size: 14, gapAfter: 4 });
  for (const plan of brochure.plans) {
    write(t('brochurePdf.planFrom', { plan: plan.name, price: formatRupees(plan.startingPrice) }), { font: doc.bold, size: 12 });
    if (plan.description) write(plan.description);
    for (const benefit of plan.benefits) write(`- ${benefit}`, { indent: 12 });
    doc.y -= 8;
  }

  if (brochure.faqs.length > 0) {
    write(t('brochurePdf.faqs'), { font: doc.bold, size: 14, gapAfter: 4 });
    for (const faq of brochure.faqs) {
      write(faq.question, { font: doc.bold });
      write(faq.answer, { gapAfter: 6 });
    }
  }

  doc.y -= 8;
  const { email, phone, tollFree } = brochure.contact;
  write(t('brochurePdf.soldBy', { seller: brochure.sellerName, email, phone, tollFree }), { size: 9 });
  write(brochure.footnote ?? t('brochurePdf.groupPolicyTerms'), { size: 9 });
  return doc.pdf.save();
}
