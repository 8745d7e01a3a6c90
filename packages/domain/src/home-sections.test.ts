import { describe, expect, it } from 'vitest';
import { findHelpArticle } from './help-centre/help-articles';
import { homeSections } from './home-sections';
import { findProductForTenant } from './products/catalogue';
import { tenantCodes } from './tenants';

describe('the home page’s banner and videos (decision 0133)', () => {
  it.each(tenantCodes)('%s: the banner sells one of its own products and each video links one of its help articles', (tenant) => {
    const { banner, videos } = homeSections[tenant];
    expect(findProductForTenant(banner.productCode, tenant), banner.productCode).toBeDefined();
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) expect(findHelpArticle(tenant, video.helpArticle), video.helpArticle).toBeDefined();
    expect(new Set(videos.map((v) => v.id)).size).toBe(videos.length);
  });
});
