import { describe, expect, it } from 'vitest';
import { chooseApiHosts } from './api-hosts';

const at = (url: string) => {
  const { hostname, origin } = new URL(url);
  return chooseApiHosts({ hostname, origin });
};

describe('the API host chosen from the page hostname', () => {
  it.each([
    ['https://partners.mintpro.in/products/shop', 'production', undefined, 'https://partners.mintpro.in/api'],
    ['https://www.partners.mintpro.in/', 'production', undefined, 'https://www.partners.mintpro.in/api'],
    ['https://uat.partners.mintpro.in/leads', 'uat', undefined, 'https://uat.partners.mintpro.in/api'],
    ['https://lead-redirection.test.partners.mintpro.in/', 'feature', 'lead-redirection', 'https://lead-redirection.test.partners.mintpro.in/api'],
    ['http://localhost:4324/help', 'localhost', undefined, 'http://localhost:4324/api'],
    ['http://127.0.0.1:5173/', 'localhost', undefined, 'http://127.0.0.1:5173/api'],
    ['https://preview.example.net/', 'feature', 'preview.example.net', 'https://preview.example.net/api'],
  ])('%s → %s', (url, environment, feature, platformV1) => {
    const hosts = at(url);
    expect(hosts.environment).toBe(environment);
    expect(hosts.feature).toBe(feature);
    expect(hosts.urls.platformV1).toBe(platformV1);
  });

  it('never points a look-alike host at production', () => {
    expect(at('https://partners.mintpro.in.evil.example/').environment).not.toBe('production');
    expect(at('https://evil-partners.mintpro.in/').environment).not.toBe('production');
    expect(at('https://a.b.test.partners.mintpro.in/').feature).toBe('a.b.test.partners.mintpro.in');
  });

  it('gives every host of SPEC §7 a URL under the same origin', () => {
    const { urls } = at('https://uat.partners.mintpro.in/');
    expect(urls).toEqual({
      platformV1: 'https://uat.partners.mintpro.in/api',
      platformV2: 'https://uat.partners.mintpro.in/api/v2',
      premiumV2: 'https://uat.partners.mintpro.in/api/v2',
      documents: 'https://uat.partners.mintpro.in/api',
      files: 'https://uat.partners.mintpro.in/api/files/v1',
      payments: 'https://uat.partners.mintpro.in/api/payment/v1',
      helpCentre: 'https://uat.partners.mintpro.in/api/helpcentre/v1',
      newsletter: 'https://uat.partners.mintpro.in/api/newsletter',
    });
  });
});
