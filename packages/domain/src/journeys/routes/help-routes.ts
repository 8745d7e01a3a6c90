import { textHeader } from '../route-definition';
import type { RouteDefinition } from '../route-definition';

/** The help centre (SPEC §7 /helpcentre/v1/; decision 0107): SPEC §2 names no page for it, so it has our own path. */
export const helpRoutes: readonly RouteDefinition[] = [
  {
    id: 'help-centre',
    path: '/help',
    page: 'help-centre',
    header: textHeader('Help Centre'),
    trail: [{ routeId: 'home' }],
    access: 'partner',
    query: ['q'],
  },
];
