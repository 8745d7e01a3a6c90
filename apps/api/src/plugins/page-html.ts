import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import FindMyWay from 'find-my-way';
import { routeTable } from '@portal/domain';

/** One HTML answer for a page: its bytes in each encoding a browser may take, and an ETag. */
interface PageHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export interface PageHtmlAnswer {
  body: Buffer;
  encoding: 'br' | 'gzip' | undefined;
  etag: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function linksFor(files: readonly string[]): string {
  return files
    .map((file) => (file.endsWith('.css') ? `<link rel="preload" as="style" href="${escapeAttribute(file)}">` : `<link rel="modulepreload" href="${escapeAttribute(file)}">`))
    .join('');
}

function pageHtmlOf(html: string): PageHtml {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * The single-page app's HTML for a path: index.html with `modulepreload` links to the code of the page the
 * path opens (route-preloads.json, written by the web build, decision 0120), so a phone fetches the page's
 * chunks beside the entry instead of after the entry has run. A path of no page, or a build without the
 * file, gets index.html as it is. Each page's HTML is made and compressed once, on its first request.
 */
export function createPageHtml(webDist: string): (path: string, acceptEncoding: string | undefined) => PageHtmlAnswer {
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  const preloadsFile = join(webDist, 'route-preloads.json');
  const preloads: Record<string, string[]> = existsSync(preloadsFile) ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>) : {};
  // The web's router ranks a static segment above a parameter, as find-my-way does.
  const router = FindMyWay({ ignoreTrailingSlash: true, ignoreDuplicateSlashes: true });
  for (const route of routeTable) {
    if (!preloads[route.page]) continue;
    router.on('GET', route.path, () => undefined, { page: route.page });
  }
  const pages = new Map<string, PageHtml>();
  const htmlOf = (page: string): PageHtml => {
    let answer = pages.get(page);
    if (!answer) {
      const files = preloads[page] ?? [];
      answer = pageHtmlOf(files.length > 0 ? indexHtml.replace('</head>', `${linksFor(files)}</head>`) : indexHtml);
      pages.set(page, answer);
    }
    return answer;
  };
  return (path, acceptEncoding) => {
    let page = '';
    try {
      page = (router.find('GET', path)?.store as { page?: string } | undefined)?.page ?? '';
    } catch {
      // A path find-my-way cannot read (a malformed escape): the plain shell, whose router says not found.
    }
    const html = htmlOf(page);
    const encoding = negotiate(acceptEncoding ?? '', ['br', 'gzip']);
    if (encoding === 'br' || encoding === 'gzip') return { body: html[encoding], encoding, etag: html.etag };
    return { body: html.identity, encoding: undefined, etag: html.etag };
  };
}
