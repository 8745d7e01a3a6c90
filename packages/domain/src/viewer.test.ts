import { describe, expect, it } from 'vitest';
import { brandOf, decideViewer } from './viewer';
import { tenantCodes } from './tenants';

describe('decideViewer', () => {
  it.each(tenantCodes)('a %s partner sees his own tenant, as a partner', (tenant) => {
    const viewer = decideViewer({ partner: { tenantCode: tenant, role: 'view' }, recordTenant: tenant });
    expect(viewer).toMatchObject({ audience: 'partner', tenant, role: 'view' });
    expect(viewer.brandName).toBe(brandOf(tenant).brandName);
  });

  it.each(tenantCodes)('a customer of a %s record sees that tenant, never the default brand of another', (tenant) => {
    const viewer = decideViewer({ recordTenant: tenant });
    expect(viewer).toMatchObject({ audience: 'customer', tenant, role: undefined });
    if (tenant !== 'mintpro') expect(viewer.brandName).not.toBe('Mint Pro Insurance Brokers');
  });

  it('the public with no record sees the default brand', () => {
    expect(decideViewer({})).toMatchObject({ audience: 'public', tenant: undefined, brandName: 'Mint Pro Insurance Brokers' });
  });
});
