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

/** A set of routes looked up by id; breadcrumbs resolve their earlier steps within the set. */
export interface RouteIndex {
  routes: readonly RouteDefinition[];
  find(id: string): RouteDefinition | undefined;
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
  return {
    routes,
    find: (id) => byId.get(id),
    get,
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
