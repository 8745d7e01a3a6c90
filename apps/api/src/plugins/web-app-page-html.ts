import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { isLanguage, matchRoute, type Language } from '@portal/domain';
import { languageOfRequest } from '../i18n/api-i18n';

/** What the web build lists for each page and language (apps/web/vite.config.ts, pagePreloads). */
interface PagePreloads {
  pages: Record<string, { scripts: string[]; styles: string[] }>;
  catalogues: Record<string, string[]>;
}

/** Where the web app keeps a visitor's language choice besides localStorage, so the server knows it too. */
export const LANGUAGE_COOKIE = 'portal.language';

export interface PageHtml {
  body: Buffer;
  /** The body's Content-Encoding; identity is sent without one. */
  encoding: 'br' | 'gzip' | 'identity';
  etag: string;
}

interface PageHtmlVariant {
  bodies: Record<PageHtml['encoding'], Buffer>;
  etag: string;
}

/** The page a path shows; a path that is no route, or one with a malformed escape (%E0), shows none. */
function pageOf(pathname: string): string | undefined {
  try {
    return matchRoute(pathname)?.route.page;
  } catch {
    return undefined;
  }
}

/** The language a page opens in, as the web app decides it: the link's `lang`, the kept choice, the browser's. */
export function languageOfPage(request: {
  query: unknown;
  cookies: Record<string, string | undefined>;
  headers: Record<string, string | string[] | undefined>;
}): Language {
  const fromLink = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof fromLink === 'string' && isLanguage(fromLink)) return fromLink;
  const kept = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(kept)) return kept;
  return languageOfRequest(request);
}

/**
 * index.html for a path of the single-page app, naming what that page will need (decision 0270): its own
 * chunks and stylesheets and its language's catalogue, as modulepreload and stylesheet links, and the language
 * on <html lang>. The phone fetches them beside the entry script instead of a round trip or two after it.
 * One variant per page and language, compressed once and kept; a build without page-preloads.json (or a
 * path that is no route) gets the plain index.html with its language's catalogue only where known.
 */
export function createPageHtml(webDist: string): (pathname: string, language: Language, acceptEncoding: string | undefined) => PageHtml {
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  const preloadsFile = join(webDist, 'page-preloads.json');
  const preloads: PagePreloads = existsSync(preloadsFile) ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as PagePreloads) : { pages: {}, catalogues: {} };
  const variants = new Map<string, PageHtmlVariant>();

  const variantOf = (page: string | undefined, language: Language): PageHtmlVariant => {
    const key = `${page ?? ''} ${language}`;
    const known = variants.get(key);
    if (known) return known;
    const needs = page ? preloads.pages[page] : undefined;
    const links = [
      ...(needs?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...[...(preloads.catalogues[language] ?? []), ...(needs?.scripts ?? [])].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ];
    const withLanguage = template.replace(/<html lang="[^"]*">/, `<html lang="${language}">`);
    const html = links.length === 0 ? withLanguage : withLanguage.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}</head>`);
    const identity = Buffer.from(html);
    const variant: PageHtmlVariant = {
      bodies: {
        identity,
        br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }),
        gzip: gzipSync(identity, { level: zlibConstants.Z_BEST_COMPRESSION }),
      },
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    };
    variants.set(key, variant);
    return variant;
  };

  return (pathname, language, acceptEncoding) => {
    const variant = variantOf(pageOf(pathname), language);
    const encoding = (acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null) ?? 'identity';
    return { body: variant.bodies[encoding], encoding, etag: variant.etag };
  };
}
