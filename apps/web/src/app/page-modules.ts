/**
 * Which module each page id of route-pages.tsx imports, read from that file's source at build time, so the
 * build can list each page's chunks for the server to name in the page's HTML (decision 0270). Plain
 * TypeScript without the DOM: vite.config.ts runs it in Node.
 *
 * It reads the two shapes route-pages.tsx writes: `'page-id': lazyPage(() => import('../features/x'), 'X')`
 * and `'page-id': lazyPage(loaderName, 'X')` with `const loaderName = () => import('../features/x')`. A page
 * written another way (customer-mandate chooses between two pages at run time) has no entry and no preloads.
 */
export function pageModulesOf(routePagesSource: string): Record<string, string> {
  const loaders = new Map<string, string>();
  for (const match of routePagesSource.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)) loaders.set(match[1]!, match[2]!);
  const modules: Record<string, string> = {};
  for (const match of routePagesSource.matchAll(/^\s+'?([\w-]+)'?: lazyPage\((?:\(\) => import\('([^']+)'\)|(\w+))/gm)) {
    const specifier = match[2] ?? loaders.get(match[3]!);
    if (specifier) modules[match[1]!] = specifier;
  }
  return modules;
}
