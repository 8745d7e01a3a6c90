import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import {
  customerLoanRouteId,
  customerSessionStatusPath,
  fieldConfigPath,
  fieldConfigTypesOfPage,
  findProduct,
  isLanguage,
  isLoanProductCode,
  landingConfigPath,
  lenderOfProviderCode,
  matchRoute,
  needsPartnerSession,
  pageReadsLandingConfig,
  partnerCallPath,
  partnerCallsOfPage,
  sessionLoanJourneyPath,
  sessionStatusPath,
  type Language,
  type RouteMatch,
} from '@portal/domain';
import { languageOfRequest, translatorOf } from '../i18n/api-i18n';

/** What the web build lists for each page and language (apps/web/vite.config.ts, pagePreloads). */
interface PagePreloads {
  pages: Record<string, PageFiles>;
  catalogues: Record<string, string[]>;
  /** The screens of a customer's loan steps after sign-in (loaded by the step page once the session is known). */
  customerLoanStepScreen?: PageFiles;
  /** The header's account menu, loaded by every partner's page once it renders (decision 0293). */
  accountMenu?: PageFiles;
}

interface PageFiles {
  scripts: string[];
  styles: string[];
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

const noFiles: PageFiles = { scripts: [], styles: [] };
const unique = (files: string[]) => [...new Set(files)];

/**
 * The build's stylesheets, inlined into each page's HTML (decision 0296): the page paints its header and heading
 * as soon as its HTML is in, instead of after a round trip for each stylesheet, during which the scripts arrive
 * and run first. They are small (6 KB compressed all together). A file missing from the build, or one that
 * could end the style element, stays a link.
 */
function stylesheetInliner(webDist: string): (href: string) => string | undefined {
  const inlined = new Map<string, string | undefined>();
  return (href) => {
    if (!inlined.has(href)) {
      const file = join(webDist, href.replace(/^\/+/, ''));
      const css = /^\/assets\/[\w.-]+\.css$/.test(href) && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      inlined.set(href, css === undefined || /<\/style/i.test(css) ? undefined : `<style>${css.trim()}</style>`);
    }
    return inlined.get(href);
  };
}

/**
 * A stylesheet inlined, with a disabled link beside it, which the browser does not fetch but which tells the
 * web app's code-splitting loader (Vite's) that the sheet is in, so it does not ask for it again when a
 * route's code that names it loads (the entry's sheet too: chunks loaded later name it).
 */
const stylesheet = (href: string, inline: string | undefined) =>
  inline ? `${inline}<link rel="stylesheet" crossorigin href="${href}" disabled>` : `<link rel="stylesheet" crossorigin href="${href}">`;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page's heading as the frame will show it (apps/web/src/lib/header-text.ts), where the route table alone
 * says it: a text in the page's language, or the product's name. A plan's name, a logo or a path of no route
 * has none here.
 */
function headingOf(match: RouteMatch | undefined, language: Language): string | undefined {
  const header = match?.route.header;
  if (!match || !header) return undefined;
  const t = translatorOf(language);
  switch (header.kind) {
    case 'text':
      return t(`routes.${match.route.id}`, { defaultValue: header.text });
    case 'textByProduct': {
      const product = match.params.productName ?? '';
      return Object.hasOwn(header.byProduct, product)
        ? t(`routes.${match.route.id}-${product}`, { defaultValue: header.byProduct[product] })
        : t(`routes.${match.route.id}`, { defaultValue: header.text });
    }
    case 'productName':
      return findProduct(match.params.productName ?? '')?.name;
    default:
      return undefined;
  }
}

/**
 * What the phone paints before any script has run (decision 0270): the header's place, with no brand (the
 * brand is the record's or the session's, known later: decision 0240), and the page's heading. React's first
 * render replaces it.
 */
function shellOf(match: RouteMatch | undefined, language: Language): string {
  const heading = headingOf(match, language);
  const header = '<header class="site-header"><span class="site-header__brand" data-brand-pending="" aria-hidden="true"></span></header>';
  return heading ? `${header}<main id="main" class="page"><h1 class="page-title">${escapeHtml(heading)}</h1></main>` : header;
}

/**
 * What a customer's loan step waits on before its first paint besides its code (decision 0290): the API calls
 * that start-up asks at once (decision 0287), named in the HTML as fetch preloads so that the phone asks them
 * beside the entry script instead of after it has arrived and run, and after sign-in (every step but the
 * OTP's) the step screens' code. The session's status on every step; after sign-in, the session's own
 * journey. Only for a loan product and a lender the portal has: a made-up address makes no variant of its own.
 * Neither answer depends on the language, so the page's own call (which names its language) takes it as it is.
 */
function customerLoanStepNeeds(match: RouteMatch | undefined, preloads: PagePreloads): { calls: string[]; files: PageFiles } {
  const none = { calls: [], files: { scripts: [], styles: [] } };
  if (match?.route.page !== 'customer-loan-step') return none;
  const { productName, providerCode } = match.params;
  if (!productName || !providerCode || !isLoanProductCode(productName) || !lenderOfProviderCode(providerCode)) return none;
  const status = `/api${customerSessionStatusPath}`;
  if (match.route.id === customerLoanRouteId('login-otp')) return { calls: [status], files: none.files };
  return {
    calls: [status, `/api${sessionLoanJourneyPath(productName, providerCode)}`],
    files: preloads.customerLoanStepScreen ?? none.files,
  };
}

/**
 * The public calls a page of a product waits on before its first paint (decision 0298), which the web app asks at
 * start-up with the same rules (apps/web/src/app/page-data.ts): the proposal's and review's fields, and the product's
 * landing config. A fetch preload is asked in the browser's own Accept-Language, and the browser hands its answer to
 * the app's call whatever language that call names: the landing config's copy, which is in the language asked, is
 * named only where the browser's language is the page's (the app asks again if the two still differ). Only for a
 * product the portal has: a made-up address makes no variant of its own.
 */
function publicCallsOf(match: RouteMatch | undefined, pageLanguage: Language, browserLanguage: Language): string[] {
  const page = match?.route.page;
  const productCode = match?.params.productName;
  if (!page || !productCode || !findProduct(productCode)) return [];
  return [
    ...(pageReadsLandingConfig(page) && browserLanguage === pageLanguage ? [`/api${landingConfigPath(productCode)}`] : []),
    ...fieldConfigTypesOfPage(page).map((type) => `/api${fieldConfigPath(productCode, type)}`),
  ];
}

/**
 * The signed-in partner's own calls a page's first paint waits on (partnerCallsOfPage: its quote, proposal or lead,
 * the flags, the catalogue), as a Link header of fetch preloads (decision 0302): the phone asks them beside the entry
 * script instead of after it has arrived, run and heard the session status. For a request with a live partner
 * session only (the calls answer him alone), and where the browser's language is the page's (otherwise the app asks
 * again in the page's). A header rather than the HTML: the calls name the address's own ids, while the HTML is one
 * cached variant per page. Undefined when there is nothing to name.
 */
export function partnerPreloadsOf(url: string, pageLanguage: Language, browserLanguage: Language): string | undefined {
  if (pageLanguage !== browserLanguage) return undefined;
  const queryStart = url.indexOf('?');
  const [pathname, query] = queryStart === -1 ? [url, ''] : [url.slice(0, queryStart), url.slice(queryStart + 1)];
  const match = matchRoute(pathname);
  if (!match || !needsPartnerSession(match.route.access)) return undefined;
  const calls = partnerCallsOfPage({ route: match.route, params: match.params, search: new URLSearchParams(query) });
  return calls.length > 0 ? calls.map((call) => `</api${partnerCallPath(call)}>; rel=preload; as=fetch; crossorigin`).join(', ') : undefined;
}

/**
 * The ETag of a page sent with a Link header of the partner's calls: the page's own with the header's hash. A browser
 * keeps a page's headers with it and takes a 304's onto the kept copy, so a page whose Link changes (another quote, or
 * the partner signed out) must not answer 304 to the copy kept with the old one.
 */
export const etagWithPreloads = (etag: string, link: string) => `${etag.slice(0, -1)}.${createHash('sha256').update(link).digest('base64url').slice(0, 12)}"`;

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
export interface PageRequest {
  pathname: string;
  /** The language the page opens in (languageOfPage). */
  language: Language;
  /** The language the browser's own requests are answered in: its Accept-Language's (languageOfRequest). */
  browserLanguage: Language;
  acceptEncoding: string | undefined;
}

export function createPageHtml(webDist: string): (request: PageRequest) => PageHtml {
  const inlineStylesheet = stylesheetInliner(webDist);
  const template = readFileSync(join(webDist, 'index.html'), 'utf8').replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_link, href: string) =>
    stylesheet(href, inlineStylesheet(href)),
  );
  const preloadsFile = join(webDist, 'page-preloads.json');
  const preloads: PagePreloads = existsSync(preloadsFile) ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as PagePreloads) : { pages: {}, catalogues: {} };
  const variants = new Map<string, PageHtmlVariant>();

  const variantOf = (match: RouteMatch | undefined, language: Language, browserLanguage: Language): PageHtmlVariant => {
    const page = match?.route.page;
    const shell = shellOf(match, language);
    const customerLoan = customerLoanStepNeeds(match, preloads);
    // Every page of the app asks the partner's session status at start-up (it answers 200 signed in or not, and
    // names no language): named here, the phone asks it beside the entry script (decision 0293).
    const calls = page ? [`/api${sessionStatusPath}`, ...customerLoan.calls, ...publicCallsOf(match, language, browserLanguage)] : [];
    // Pages of one route differ only by their heading (a product's name) and a loan step's calls: one variant each
    // (and by who may see them: a partner's page names the account menu).
    const key = `${page ?? ''} ${match?.route.access ?? ''} ${language} ${shell} ${calls.join(' ')}`;
    const known = variants.get(key);
    if (known) return known;
    const needs = page ? preloads.pages[page] : undefined;
    // A partner's page renders the header's account menu, a chunk of its own, after its first render: named here.
    const accountMenu = match && needsPartnerSession(match.route.access) ? (preloads.accountMenu ?? noFiles) : noFiles;
    const styles = unique([...(needs?.styles ?? []), ...customerLoan.files.styles, ...accountMenu.styles]);
    const scripts = unique([...(preloads.catalogues[language] ?? []), ...(needs?.scripts ?? []), ...customerLoan.files.scripts, ...accountMenu.scripts]);
    const links = [
      ...styles.map((href) => stylesheet(href, inlineStylesheet(href))),
      ...calls.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
      ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ];
    const withLanguage = template.replace(/<html lang="[^"]*">/, `<html lang="${language}">`).replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
    // A function, not a string, as the replacement: an inlined sheet's "$&" or "$'" stays as written.
    const html = links.length === 0 ? withLanguage : withLanguage.replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}</head>`);
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

  return ({ pathname, language, browserLanguage, acceptEncoding }) => {
    const variant = variantOf(matchRoute(pathname), language, browserLanguage);
    const encoding = (acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null) ?? 'identity';
    return { body: variant.bodies[encoding], encoding, etag: variant.etag };
  };
}
