import { fileURLToPath } from 'node:url';

const withSelector = fileURLToPath(new URL('src/lib/use-sync-external-store-with-selector.ts', import.meta.url));

/**
 * The web app runs on Preact (preact/compat), not React (decision 0276): the code is written, and
 * typechecked, against React's API and types, and every import of React's packages is resolved to Preact's
 * compatibility layer, in the production build (vite.config.ts) and in the unit tests (vitest.config.ts),
 * so that the tests run what ships. Exact names only: `react-router` or `react-redux` are not React.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // Testing Library's act() when React itself has none: Preact's, which flushes its renders and effects.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // React's useSyncExternalStore shims (react-i18next, React Redux) are CommonJS: Preact has the hook itself,
  // and the selector variant is an ES module of the app's over it.
  { find: /^use-sync-external-store(\/shim)?(\/index\.js)?$/, replacement: 'preact/compat' },
  { find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/, replacement: withSelector },
];
