import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * React Router ships all of its components in one module and names them with top-level statements
 * (`NavLink.displayName = "NavLink"`, `var Form = React.forwardRef(…)`) that the bundler must assume have
 * side effects, so components this app never renders (NavLink, Form, the view-transition and RSC parts)
 * stay in every page's first paint. In the production build, mark those component and context factories
 * pure and drop the displayName statements (read only by React DevTools in development), so unused ones
 * are tree-shaken: about 2 KB gzipped (docs/decisions/0021-first-paint-budget.md).
 */
function treeShakeReactRouter(): Plugin {
  const routerChunk = /\/node_modules\/react-router\/dist\/production\/chunk-[A-Za-z0-9]+\.mjs$/;
  let rewrites = 0;
  return {
    name: 'portal:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!routerChunk.test(id)) return null;
      const result = code
        .replace(/^var (\w+) = (React\d*)\.(forwardRef|createContext)\(/gm, (_match, name: string, react: string, factory: string) => {
          rewrites += 1;
          return `var ${name} = /* @__PURE__ */ ${react}.${factory}(`;
        })
        .replace(/^\w+\.displayName = "\w+";$/gm, '');
      return { code: result, map: null };
    },
    buildEnd() {
      // A React Router release that names its components differently makes this a no-op: say so.
      if (rewrites === 0) this.warn('no React Router component factory was marked pure; check the first-paint budget (npm run bench)');
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), treeShakeReactRouter()],
  resolve: {
    // React Router's package exports only its development build (dev warnings on); production builds
    // take the production build it ships beside it.
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: createRequire(import.meta.url).resolve('react-router').replace(/\/development\/index\.m?js$/, '/production/index.mjs') }]
        : [],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest lets `npm run bench` measure what each route loads at first paint.
    manifest: true,
    // Every browser the es2022 target admits preloads modules natively (or simply fetches them later).
    modulePreload: { polyfill: false },
  },
}));
