/**
 * The address of a document the API makes (a PDF), asking for it in the page's language: a link's download
 * sends the browser's Accept-Language, not the language the partner chose for the page (decision 0279).
 */
export const inPageLanguage = (href: string, language: string) => `${href}${href.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
