import type { RouteDefinition, RouteHeader, RouteParams } from './route-definition';

/**
 * Builds the href of a route from path parameters (bulletproof-react's getHref); undefined when a
 * parameter is missing, so a breadcrumb without one is shown as text rather than as a broken link.
 */
export function buildHref(route: RouteDefinition, params: RouteParams = {}, query?: Readonly<Record<string, string | undefined>>): string | undefined {
  let missing = false;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(value);
  });
  if (missing) return undefined;
  const queryString = Object.entries(query ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return queryString ? `${path}?${queryString}` : path;
}

/** The progress a route shows for its parameters, or undefined when it shows none. */
export function resolveProgress(route: RouteDefinition, params: RouteParams = {}): number | undefined {
  const progress = route.progress;
  if (!progress) return undefined;
  if (progress.kind === 'fixed') return progress.value;
  const plan = params.plan ?? '';
  return Object.hasOwn(progress.byPlan, plan) ? progress.byPlan[plan] : progress.value;
}

export interface BreadcrumbItem {
  /** The crumb's route: its label in another language is the catalogue's routes.<routeId>. */
  routeId: string;
  label: RouteHeader;
  /** The path parameters of the crumb's route, to resolve a productName or planName label. */
  params: RouteParams;
  /** Undefined for the current crumb (disabled) and for a crumb whose parameters are unknown. */
  href: string | undefined;
  current: boolean;
}

/** The route an address opens, and the address's path parameters. */
export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/**
 * An address's path segments as React Router 7 compares them (its decodePath): each decoded, or all left as they
 * are when one is a malformed escape; trailing slashes ignored; an empty path is the root. A path that does not
 * start with one slash, or has an empty segment inside, matches no route: the router's patterns are
 * `^/segment/segment\/*$`.
 */
function segmentsOfAddress(address: string): string[] | undefined {
  const pathname = address || '/';
  if (!pathname.startsWith('/')) return undefined;
  const raw = pathname.replace(/\/+$/, '').slice(1).split('/');
  let decoded = raw;
  try {
    decoded = raw.map((segment) => decodeURIComponent(segment));
  } catch {
    // The router warns and matches the path undecoded.
  }
  return decoded.length === 1 && decoded[0] === '' ? [] : decoded;
}

/** Upper-cases ASCII letters only, as a case-insensitive pattern of the router compares them (no `u` flag). */
const upperAscii = (text: string) => text.replace(/[a-z]+/g, (letters) => letters.toUpperCase());

interface CompiledRoute {
  route: RouteDefinition;
  /** Per segment of the path: a parameter's name, or a static segment as written and in capitals. */
  segments: { param: string | undefined; text: string; capitals: string }[];
  staticCount: number;
}

/** Route paths are ASCII (a test says so), so a static segment's capitals are its toUpperCase. */
function compileRoute(route: RouteDefinition): CompiledRoute {
  const segments = route.path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => ({ param: part.startsWith(':') ? part.slice(1) : undefined, text: part, capitals: part.toUpperCase() }));
  return { route, segments, staticCount: segments.filter((segment) => segment.param === undefined).length };
}

/** An address's segment against a static one: the same, or the same in ASCII capitals. */
const sameStatic = (segment: string, { text, capitals }: { text: string; capitals: string }) =>
  segment === text || (segment.length === text.length && upperAscii(segment) === capitals);

/**
 * The route of a pathname among `routes`, by React Router's rules for the table's flat paths (only static segments
 * and `:name` parameters): a route matches when each static segment equals the address's, ignoring ASCII case, and
 * each parameter takes one non-empty segment; among matches the one with more static segments wins, then the
 * earlier route (/products/payment-status over /products/:productName). A test holds it to the router's own
 * matchRoutes over every served route (apps/web/src/lib/served-routes.test.ts). It compiles nothing per call: the
 * router ranks and compiles the whole table on every match, a cost a cheap phone pays on its first page.
 */
function matchAmong(compiled: readonly CompiledRoute[], pathname: string): RouteMatch | undefined {
  const address = segmentsOfAddress(pathname);
  if (!address) return undefined;
  let best: CompiledRoute | undefined;
  for (const candidate of compiled) {
    if (candidate.segments.length !== address.length || (best && candidate.staticCount <= best.staticCount)) continue;
    const matches = candidate.segments.every((segment, index) =>
      segment.param === undefined ? sameStatic(address[index] as string, segment) : address[index] !== '',
    );
    if (matches) best = candidate;
  }
  if (!best) return undefined;
  const params: Record<string, string> = {};
  best.segments.forEach((segment, index) => {
    // The router hands a parameter on with an escaped slash (%2F) unescaped.
    if (segment.param !== undefined) params[segment.param] = (address[index] as string).replace(/%2F/g, '/');
  });
  return { route: best.route, params };
}

/** A set of routes looked up by id; breadcrumbs resolve their earlier steps within the set. */
export interface RouteIndex {
  routes: readonly RouteDefinition[];
  find(id: string): RouteDefinition | undefined;
  /** The route an address opens, as React Router would match it among these routes (matchAmong). */
  match(pathname: string): RouteMatch | undefined;
  /** Throws for an id outside the set: a breadcrumb or link to a route that is not there is a bug. */
  get(id: string): RouteDefinition;
  /** The breadcrumbs of a route: its earlier steps as links, then itself as the current, disabled crumb. */
  breadcrumbs(route: RouteDefinition, params?: RouteParams, query?: RouteParams): BreadcrumbItem[];
}

export interface RouteIndexOptions {
  /**
   * The route a breadcrumb of the trail stands for, given the page's parameters: lets a shared step
   * (the review page) lead back to the product's own landing and proposal routes.
   */
  crumbRouteId?: (routeId: string, params: RouteParams) => string;
}

export function createRouteIndex(routes: readonly RouteDefinition[], options: RouteIndexOptions = {}): RouteIndex {
  const byId: ReadonlyMap<string, RouteDefinition> = new Map(routes.map((route) => [route.id, route]));
  const get = (id: string): RouteDefinition => {
    const route = byId.get(id);
    if (!route) throw new Error(`Unknown route id: ${id}`);
    return route;
  };
  let compiled: CompiledRoute[] | undefined;
  return {
    routes,
    find: (id) => byId.get(id),
    get,
    match: (pathname) => matchAmong((compiled ??= routes.map(compileRoute)), pathname),
    breadcrumbs(route, params = {}, query = {}) {
      const earlier = route.trail.map((crumb) => {
        const target = get(options.crumbRouteId?.(crumb.routeId, { ...params, ...crumb.params }) ?? crumb.routeId);
        const crumbParams = { ...params, ...crumb.params };
        const carried = crumb.query ? Object.fromEntries(crumb.query.map((name) => [name, query[name]])) : undefined;
        return {
          routeId: target.id,
          label: target.crumbLabel ?? target.header,
          params: crumbParams,
          href: buildHref(target, crumbParams, carried),
          current: false,
        };
      });
      return [...earlier, { routeId: route.id, label: route.crumbLabel ?? route.header, params, href: undefined, current: true }];
    },
  };
}
