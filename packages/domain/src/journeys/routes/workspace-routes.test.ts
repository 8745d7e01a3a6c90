import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, matchRoute } from '../route-table';

describe('workspace routes', () => {
  it.each([
    ['/payouts', 'payouts', 'My Payouts'],
    ['/transactions', 'transactions', 'Transactions'],
    ['/policies/find', 'policy-lookup', 'Find a Policy'],
  ])('%s is the %s page, headed "%s", for partners, under Home', (path, id, header) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.route.header).toEqual({ kind: 'text', text: header });
    expect(match?.route.access).toBe('partner');
    expect(buildBreadcrumbs(match!.route, match!.params).map((crumb) => crumb.href)).toEqual(['/', undefined]);
  });
});
