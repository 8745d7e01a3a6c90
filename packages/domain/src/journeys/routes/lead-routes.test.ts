import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, matchRoute } from '../route-table';

describe('lead routes', () => {
  it.each([
    ['/leads', 'leads', 'My Leads', {}],
    ['/leads/new', 'lead-new', 'Add Lead', {}],
    ['/leads/LD0123456789AB', 'lead-details', 'Lead Details', { leadId: 'LD0123456789AB' }],
  ])('%s is the %s page, headed "%s", counted as the Lead_page', (path, id, header, params) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.route.header).toEqual({ kind: 'text', text: header });
    expect(match?.route.analyticsPage).toBe('Lead_page');
    expect(match?.route.access).toBe('partner');
    expect(match?.params).toEqual(params);
  });

  it('leads back to the home page and, from a lead, to the list', () => {
    const details = matchRoute('/leads/LD0123456789AB');
    expect(buildBreadcrumbs(details!.route, details!.params).map((crumb) => [crumb.label, crumb.href])).toEqual([
      [{ kind: 'text', text: 'Home' }, '/'],
      [{ kind: 'text', text: 'My Leads' }, '/leads'],
      [{ kind: 'text', text: 'Lead Details' }, undefined],
    ]);
  });
});
