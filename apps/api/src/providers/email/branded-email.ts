import escapeHtml from 'escape-html';
import { DEFAULT_BRAND_NAME, isTenantCode, tenantBrandColours, tenants } from '@portal/domain';

/** The tenant's brand an email goes out in; the service's own brand when the message has no tenant. */
export function brandOf(tenantCode: string | null | undefined): { name: string; colour: string } {
  if (tenantCode && isTenantCode(tenantCode)) return { name: tenants[tenantCode].name, colour: tenantBrandColours[tenantCode] };
  return { name: DEFAULT_BRAND_NAME, colour: tenantBrandColours.mintpro };
}

const linkPattern = /https?:\/\/[^\s<>"]+/g;

/** A line of the text as HTML: escaped, its links made links (each part escaped on its own). */
function lineToHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(linkPattern)) {
    const url = match[0];
    html += escapeHtml(line.slice(last, match.index)) + `<a href="${escapeHtml(url)}" style="color:inherit">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/**
 * The email's HTML and plain text in the tenant's brand: the brand's name on its colour above the message,
 * the same words in both parts (the text part is what the sender composed, with the brand's signature).
 */
export function renderBrandedEmail(tenantCode: string | null | undefined, subject: string, text: string): { html: string; text: string } {
  const brand = brandOf(tenantCode);
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraph.split('\n').map(lineToHtml).join('<br>')}</p>`)
    .join('');
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff">',
    `<tr><td style="background:${brand.colour};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>`,
    `<tr><td style="padding:24px;font-size:15px;line-height:1.5">${paragraphs}</td></tr>`,
    `<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${escapeHtml(brand.name)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
  return { html, text: `${text}\n\n— ${brand.name}\n` };
}
