import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** The file the build writes beside index.html: page id → the assets its first paint needs beyond the entry's. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The module each page id of `src/app/route-pages.tsx` loads, read from its source: an entry is either
 * `'id': lazyPage(() => import('…'), 'Name')` or `id: lazyPage(loader, 'Name')` with
 * `const loader = () => import('…')`. Entries of another shape (a page chosen at run time) are left out.
 */
export function pageModulesOf(routePagesFile: string): Map<string, string> {
  const source = readFileSync(routePagesFile, 'utf8');
  const folder = dirname(routePagesFile);
  const loaders = new Map<string, string>();
  for (const [, name, path] of source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)) loaders.set(name!, path!);
  const modules = new Map<string, string>();
  for (const [, id, inline, loader] of source.matchAll(/^\s*'?([\w-]+)'?: lazyPage\((?:\(\) => import\('([^']+)'\)|(\w+))/gm)) {
    const path = inline ?? loaders.get(loader!);
    if (path) modules.set(id!, resolve(folder, path));
  }
  return modules;
}

/**
 * Writes route-preloads.json: for each page id, its own chunk and every chunk it imports statically, less
 * those the entry already loads, with the CSS they bring. The API puts them in the page's HTML as
 * `modulepreload` / `preload` links, so a phone fetches the page's code beside the entry instead of after
 * it has run (docs/decisions/0120-route-module-preloads.md).
 */
export function routePreloads(routePagesFile: string): Plugin {
  return {
    name: 'portal:route-preloads',
    apply: 'build',
    // After every generateBundle: Vite's CSS plugin removes chunks that held only CSS there, so the bundle is final here.
    writeBundle(options, bundle: Rollup.OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rollup.OutputChunk) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of byFile.get(file)?.imports ?? []) visit(next);
        };
        visit(start.fileName);
        return seen;
      };
      const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk)]));
      const preloads: Record<string, string[]> = {};
      const unmatched: string[] = [];
      for (const [pageId, modulePath] of pageModulesOf(routePagesFile)) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/\.(tsx?|jsx?)$/, '') === modulePath.replace(/\.(tsx?|jsx?)$/, ''));
        if (!chunk) {
          unmatched.push(pageId);
          continue;
        }
        const files = [...closure(chunk)].filter((file) => !entryFiles.has(file) && byFile.has(file));
        const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        preloads[pageId] = [...files, ...new Set(css)].map((file) => `/${file}`);
      }
      if (unmatched.length > 0) this.warn(`no chunk found for the pages ${unmatched.join(', ')}; they load without preloads`);
      writeFileSync(join(options.dir ?? 'dist', ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 1)}\n`);
    },
  };
}
