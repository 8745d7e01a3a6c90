import { readFileSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin, Rollup } from 'vite';
import { pageModulesOf } from './src/app/page-modules';
import { preactAliases } from './preact-aliases';
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

/**
 * The build marks calls on `z` pure, so zod schemas no page reads are dropped (decision 0123). Preact's
 * minified build names its diff function `z`: its calls were dropped too, and every page rendered blank
 * (decision 0276). Preact's modules name it otherwise in the build; a new Preact with `.z` or `z:` stops the build.
 */
function keepPreactCallsOnZ(): Plugin {
  const preactModule = /\/node_modules\/preact\/(?:[\w-]+\/)?dist\/[\w-]+\.mjs$/;
  return {
    name: 'portal:keep-preact-calls-on-z',
    apply: 'build',
    transform(code, id) {
      if (!preactModule.test(id) || !/(?<![\w$.])z(?![\w$])/.test(code)) return null;
      if (/\.z(?![\w$])|[{,]z:/.test(code)) this.error(`${id}: a property named z; rename its identifier z by hand`);
      return { code: code.replace(/(?<![\w$.])z(?![\w$])/g, 'z$preact'), map: null };
    },
  };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
/** Text assets worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|css|html|svg|json)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest levels,
 * once, so the API serves them as they are (@fastify/static's `preCompressed`) instead of compressing on
 * each request or not at all (docs/decisions/0060-precompressed-immutable-assets.md). A copy that would
 * not be smaller is not written.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => compressible.test(file) && !file.startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const source = await readFile(path);
          const [brotli, gzipped] = await Promise.all([
            compressBrotli(source, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            compressGzip(source, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          if (brotli.length < source.length) await writeFile(`${path}.br`, brotli);
          if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped);
        }),
      );
    },
  };
}

/** What the server names in a page's HTML (apps/api/src/web-app/page-html.ts reads it). */
export interface PagePreloads {
  /** By page id: the scripts and stylesheets its module needs beyond the entry's. */
  pages: Record<string, { scripts: string[]; styles: string[] }>;
  /** By language: the scripts of its message catalogue. */
  catalogues: Record<string, string[]>;
  /** The screens of a customer's loan steps after sign-in: the server names them in those steps' HTML (decision 0290). */
  customerLoanStepScreen: { scripts: string[]; styles: string[] };
  /** The header's account menu, which every partner's page shows: the server names it in their HTML (decision 0293). */
  accountMenu: { scripts: string[]; styles: string[] };
}

/**
 * Writes page-preloads.json: for each page of route-pages.tsx and each language's catalogue, the chunks it
 * needs beyond the entry's. The server names them in the HTML of the page asked for (decision 0270), so a
 * phone fetches the page's code and its language's words beside the entry, not after the entry has run
 * (the catalogue) and then the frame has rendered (the page): two round trips fewer on a slow network.
 */
function pagePreloads(): Plugin {
  const routePagesFile = resolve(import.meta.dirname, 'src/app/route-pages.tsx');
  const catalogueModule = /\/i18n\/messages\/([a-z]{2}-[A-Z]{2})\.ts$/;
  return {
    name: 'portal:page-preloads',
    apply: 'build',
    // After every generateBundle hook: Vite drops the JS of chunks that only import CSS there, and a page must
    // not name a file that is not written.
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!.replaceAll('\\', '/'), chunk]));
      const closureOf = (chunk: Rollup.OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) closureOf(imported, seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const entryFiles = closureOf(entry);
      const needsOf = (chunk: Rollup.OutputChunk) => {
        const files = [...closureOf(chunk)].filter((file) => !entryFiles.has(file));
        const styles = files.flatMap((file) => [...(byFile.get(file)!.viteMetadata?.importedCss ?? [])]);
        return { scripts: files.map((file) => `/${file}`), styles: [...new Set(styles)].map((file) => `/${file}`) };
      };
      const pages: PagePreloads['pages'] = {};
      for (const [page, specifier] of Object.entries(pageModulesOf(readFileSync(routePagesFile, 'utf8')))) {
        const path = resolve(dirname(routePagesFile), specifier).replaceAll('\\', '/');
        const chunk = byModule.get(`${path}.tsx`) ?? byModule.get(`${path}.ts`);
        if (!chunk) this.error(`page ${page}: no chunk for ${specifier}`);
        pages[page] = needsOf(chunk);
      }
      const stepScreen = byModule.get(resolve(import.meta.dirname, 'src/features/customer-loan/steps/step-screen.tsx').replaceAll('\\', '/'));
      if (!stepScreen) this.error('no chunk for the customer loan step screens');
      // Beyond what the step page itself brings, which its HTML names already.
      const stepPage = pages['customer-loan-step'];
      const stepScreenNeeds = needsOf(stepScreen);
      const customerLoanStepScreen = {
        scripts: stepScreenNeeds.scripts.filter((file) => !stepPage?.scripts.includes(file)),
        styles: stepScreenNeeds.styles.filter((file) => !stepPage?.styles.includes(file)),
      };
      const accountMenuChunk = byModule.get(resolve(import.meta.dirname, 'src/app/layout/account-menu.tsx').replaceAll('\\', '/'));
      if (!accountMenuChunk) this.error('no chunk for the account menu');
      const accountMenu = needsOf(accountMenuChunk);
      const catalogues: PagePreloads['catalogues'] = {};
      for (const [module, chunk] of byModule) {
        const language = catalogueModule.exec(module)?.[1];
        if (language) catalogues[language] = needsOf(chunk).scripts;
      }
      await writeFile(
        join(options.dir!, 'page-preloads.json'),
        JSON.stringify({ pages, catalogues, customerLoanStepScreen, accountMenu } satisfies PagePreloads),
      );
    },
  };
}

/**
 * Every page needs, before its first render, the entry's modules and the modules the language's catalogue
 * imports (statuses, flags, decline reasons: the words are keyed by them). Left to the bundler they were
 * about twenty chunks of about 1 KB, each a request; Lighthouse's phone (HTTP/1.1, six connections, 150 ms
 * a round trip) fetched them in rounds that were most of the pages' LCP. They go into the entry as one
 * chunk (decision 0284). The catalogues' own words stay in each language's chunk.
 */
function firstRenderModules(): Plugin & { has: (id: string) => boolean } {
  const modules = new Set<string>();
  const isCatalogue = (id: string) => /\/packages\/domain\/src\/i18n\/messages\/(?:en|hi|mr)-IN\.ts$/.test(id.replaceAll('\\', '/'));
  const isWords = (id: string) => id.replaceAll('\\', '/').includes('/packages/domain/src/i18n/messages/');
  return {
    name: 'portal:first-render-modules',
    apply: 'build',
    has: (id) => modules.has(id),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        if (!isWords(id)) modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of ids.filter(isCatalogue)) visit(id);
    },
  };
}
const firstRender = firstRenderModules();

/** A code-splitting test: the module's path ends with one of these, or lies in one of these folders (ending in /). */
const moduleIn = (paths: readonly string[]) => (id: string) => {
  const path = id.replaceAll('\\', '/');
  return paths.some((entry) => (entry.endsWith('/') ? path.includes(`/${entry}`) : path.endsWith(`/${entry}`)));
};

/**
 * Small modules many pages share (decision 0136): one chunk of about 4 KB brotli instead of a dozen of
 * under 1 KB each, which a phone's six connections to the server fetched in rounds. Domain modules the
 * form pages use go here, not in `sale-form`: the catalogue's products use them too (a landing page's
 * life plans), and a page that needs one must not bring the form.
 */
const sharedModules = [
  'apps/web/src/lib/use-query-params.ts',
  'apps/web/src/lib/use-can-write.ts',
  'apps/web/src/lib/when-idle.ts',
  'apps/web/src/lib/api-error.ts',
  'packages/domain/src/money.ts',
  'packages/domain/src/format.ts',
  'packages/domain/src/validation/rule-messages.ts',
  'packages/domain/src/fields/options.ts',
  'packages/domain/src/validation/dates.ts',
  'packages/domain/src/roles.ts',
  'packages/domain/src/products/premium.ts',
  'packages/domain/src/products/common-proposer.ts',
  'packages/domain/src/products/product-tenants.ts',
  'packages/domain/src/products/quote-consistency.ts',
  'packages/domain/src/products/free-look.ts',
  'packages/domain/src/coupons/coupon-discount.ts',
  'packages/domain/src/fields/field-config.ts',
  // Each under 300 bytes, shared by a customer's pages and a partner's, and needing nothing beyond the entry: left
  // to the bundler, each was a file of its own, four of a customer's loan step's 21.
  'packages/domain/src/i18n/field-text.ts',
  'apps/web/src/lib/i18n/use-language-of-record.ts',
  'apps/web/src/components/consents-link.tsx',
  'apps/web/src/components/date-time.ts',
];
/** What a form page needs to paint its form: the form components and react-hook-form. */
const saleFormModules = ['apps/web/src/components/form/', 'node_modules/react-hook-form/', 'apps/web/src/features/insurance/load-sale-form-refine.ts'];
/**
 * The form parts that need neither react-hook-form nor zod: the OTP entry and the field's markup (label, hint,
 * error, aria wiring). The sign-in steps and the customer's OTP step paint with these alone, so they are a
 * chunk of their own, not part of `sale-form` (decision 0282).
 */
const formPartsModules = [
  'apps/web/src/components/form/otp-entry.tsx',
  'apps/web/src/components/form/otp-code-input.tsx',
  'apps/web/src/components/form/numeric-field.tsx',
  'apps/web/src/components/form/form-error.tsx',
  'apps/web/src/components/form/field-messages.tsx',
  'apps/web/src/components/form/field-props.ts',
  'apps/web/src/components/form/field-text.ts',
  'apps/web/src/components/form/config-form.css',
  'apps/web/src/components/form/one-field-form.tsx',
  'apps/web/src/components/sign-in/use-countdown.ts',
];
/** The validation, fetched after the form paints (decision 0123). */
const formValidationModule = 'apps/web/src/components/form/form-validation.ts';

export default defineConfig(({ command }) => ({
  // The JSX transform names react/jsx-runtime, which preactAliases make Preact's. React Refresh cannot
  // update Preact's components, so in development an edited module reloads the page instead.
  plugins: [react({ refreshExclude: /./ }), keepPreactCallsOnZ(), treeShakeReactRouter(), firstRender, precompressAssets(), pagePreloads()],
  resolve: {
    alias: [
      // React's packages are Preact's (decision 0276), in development, the build and the unit tests alike.
      ...preactAliases,
      // React Router's package exports only its development build (dev warnings on); production builds
      // take the production build it ships beside it.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: createRequire(import.meta.url)
                .resolve('react-router')
                .replace(/\/development\/index\.m?js$/, '/production/index.mjs'),
            },
          ]
        : []),
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest lets `npm run bench` measure what each route loads at first paint.
    manifest: true,
    // Every browser the es2022 target admits preloads modules natively (or simply fetches them later).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The domain builds its zod schemas at module level beside the constants and helpers pages use
      // (messages, statuses, field helpers). Calls on `z` have no effect but the schema they answer (the web
      // registers nothing in zod's registries), so a schema no page reads is dropped, and with it zod
      // from the first paint of pages that only need the constants (decision 0123).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          // A group takes the modules it names, not what they import (which would take zod into the form's).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'index', tags: ['$initial'], priority: 10 },
            { name: 'catalogue-keys', test: (id) => firstRender.has(id), priority: 9 },
            { name: 'shared', test: moduleIn(sharedModules) },
            { name: 'form-parts', test: moduleIn(formPartsModules) },
            { name: 'sale-form', test: (id) => moduleIn(saleFormModules)(id) && !moduleIn([...formPartsModules, formValidationModule])(id) },
            // The zod rules and the schema builder, in a chunk of their own. Left to the bundler, they were
            // merged into the chunk of the catalogue's shared fields, which every form loads at once, so zod
            // came with the proposal page's first paint; the form fetches its validation later (decisions
            // 0123, 0136).
            { name: 'form-schema', test: moduleIn(['packages/domain/src/validation/rules.ts', 'packages/domain/src/fields/build-schema.ts']) },
          ],
        },
      },
    },
  },
}));
