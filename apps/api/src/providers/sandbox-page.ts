/**
 * The hosted pages of the sandbox providers (payment gateway checkout, KYC): plain HTML that reads at
 * 360 px, with forms instead of scripts because the CSP forbids inline scripts.
 */

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const baseStyle = `  body { font-family: system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; font-size: 1rem; line-height: 1.5; }
  main { max-width: 28rem; margin: 0 auto; padding: 1rem; }
  .card { background: #fff; border-radius: 0.5rem; padding: 1rem; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0 0 1rem; overflow-wrap: anywhere; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .note { font-size: 0.875rem; color: #374151; margin-top: 1rem; }`;

/** A whole page: `title` (escaped here) with the provider's name, the card's HTML, the page's own CSS and a note under the card. */
export function sandboxPage(page: { title: string; provider: string; body: string; style: string; note: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} – ${page.provider}</title>
<style>
${baseStyle}
${page.style}
</style>
</head>
<body>
<main>
<div class="card">
${page.body}
</div>
<p class="note">${page.note}</p>
</main>
</body>
</html>`;
}
