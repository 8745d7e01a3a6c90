import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@portal/domain';
import { pageModulesOf } from './page-modules';
import { routePages } from './route-pages';

const routePagesFile = resolve(__dirname, 'route-pages.tsx');
const modules = pageModulesOf(readFileSync(routePagesFile, 'utf8'));

describe('the page modules the build names in each page’s HTML', () => {
  it('are read for every page of route-pages.tsx but the one that chooses its page at run time', () => {
    expect(Object.keys(modules).sort()).toEqual(
      Object.keys(routePages)
        .filter((page) => page !== 'customer-mandate')
        .sort(),
    );
  });

  it.each(Object.entries(modules))('%s imports a module that exists (%s)', (_page, specifier) => {
    const path = resolve(dirname(routePagesFile), specifier);
    expect(existsSync(`${path}.tsx`) || existsSync(`${path}.ts`)).toBe(true);
  });

  it('cover every page a route of the table shows', () => {
    const pages = new Set(routeTable.map((route) => route.page));
    expect([...pages].filter((page) => page !== 'customer-mandate' && !(page in modules))).toEqual([]);
  });
});
