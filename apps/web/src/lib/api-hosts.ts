import { apiHostsUnder, type ApiHostName } from '@portal/domain';

/** The environments of SPEC §7 the page's hostname tells apart. */
export type ApiEnvironment = 'production' | 'uat' | 'feature' | 'localhost';

export interface ApiHosts {
  environment: ApiEnvironment;
  /** For a feature-named test environment, its name (e.g. `lead-redirection`). */
  feature?: string;
  urls: Record<ApiHostName, string>;
}

/** The portal's production domain; UAT and feature environments are its subdomains (decision 0108). */
export const PRODUCTION_DOMAIN = 'partners.mintpro.in';
const UAT_HOST = `uat.${PRODUCTION_DOMAIN}`;
/** `<feature>.test.partners.mintpro.in`: one test environment per feature branch. */
const FEATURE_HOST = new RegExp(`^([a-z0-9](?:[a-z0-9-]{0,40}[a-z0-9])?)\\.test\\.${PRODUCTION_DOMAIN.replaceAll('.', '\\.')}$`);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The API hosts for the page's location (SPEC §7: chosen from the page hostname): production, UAT, a
 * feature-named test environment, or localhost (any port). Every environment serves its API on its own
 * origin, so cookies stay first-party and no CORS is needed; an unknown hostname (a preview, an IP) is
 * treated as its own environment the same way, never pointed at production.
 */
export function chooseApiHosts(location: Pick<Location, 'hostname' | 'origin'>): ApiHosts {
  const hostname = location.hostname.toLowerCase();
  const urls = apiHostsUnder(`${location.origin}/api`);
  if (hostname === PRODUCTION_DOMAIN || hostname === `www.${PRODUCTION_DOMAIN}`) return { environment: 'production', urls };
  if (hostname === UAT_HOST) return { environment: 'uat', urls };
  const feature = FEATURE_HOST.exec(hostname)?.[1];
  if (feature) return { environment: 'feature', feature, urls };
  if (LOCAL_HOSTS.has(hostname)) return { environment: 'localhost', urls };
  return { environment: 'feature', feature: hostname, urls };
}
