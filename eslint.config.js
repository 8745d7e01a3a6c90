import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { noTrackerNumbers } from './scripts/eslint-rules/no-tracker-numbers.js';
import { packagesLoadedOnUse } from './scripts/api-bundle-options.mjs';

// Every folder under the API's modules/ is a module, checked from the day it appears (decision 0220).
const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiModuleFiles = './apps/api/src/modules/*/**';
const apiPublicFiles = '**/apps/api/src/modules/*/index.ts';

// Every folder under features/ is a feature, so a new one is checked from the day it appears.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What the web may not import. Outside the form engine (components/form), a form is not built on react-hook-form
 * directly: it is a ConfigForm over the domain's fields and schemas (decision 0231); a part of a ConfigForm may
 * still read its values (useWatch, useFormContext).
 */
const webRestrictedImports = ({ formEngine }) => [
  'error',
  {
    patterns: [{ group: ['@portal/api', '@portal/api/*', '**/apps/api/**'], message: 'web must not import api' }],
    paths: [
      // <Link> carries route prefetching this app never uses into every first paint (docs/decisions/0021).
      { name: 'react-router', importNames: ['Link', 'NavLink'], message: 'use AppLink from components/app-link' },
      { name: 'react-router', importNames: ['useSearchParams'], message: 'use useQueryParams from lib/use-query-params' },
      ...(formEngine
        ? []
        : [
            {
              name: 'react-hook-form',
              importNames: ['useForm'],
              message: 'build the form with ConfigForm (components/form) and the domain’s fields and schema',
            },
          ]),
    ],
  },
];

/** Money, numbers and dates shown to a person go through the domain's one formatter (decision 0170). */
const formatSelectors = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/]",
    message: 'format money, numbers and dates with formatRupees, formatNumber, formatDate, formatDateTime or formatMonth from @portal/domain',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]',
    message: 'format money, numbers and dates with formatRupees, formatNumber, formatDate, formatDateTime or formatMonth from @portal/domain',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // File and folder names are kebab-case (STYLE.md); the habit is kept by the tool, not by review.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile, portal: { rules: { 'no-tracker-numbers': noTrackerNumbers } } },
    rules: {
      // A message catalogue is named by its BCP 47 language tag (en-IN, hi-IN), whose case is the standard's.
      'check-file/filename-naming-convention': ['error', { '!(**/i18n/messages/*).{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
      'portal/no-tracker-numbers': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    // Resolve the TypeScript sources (and @portal/domain through its workspace link) so that the
    // import-x rules below see every relative import; without it they silently skip `.ts` files.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Every import graph is a tree; node_modules are not followed (they are not ours to fix).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The domain package is pure: no I/O, no framework, only zod.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@portal/api', '@portal/api/*', '@portal/web', '@portal/web/*'], message: 'domain must not import api or web' },
            { group: ['node:*', 'fs', 'path', 'crypto', 'fastify*', 'react*', 'drizzle-orm*', 'pg'], message: 'domain is pure TypeScript with zod only' },
          ],
        },
      ],
    },
  },
  // Packages the service needs only on some paths load there, not at its start (decisions 0056 and 0309; the list
  // and where each loads: scripts/api-bundle-options.mjs): the service's code imports only their types statically.
  // to-words is imported by locale (i18n/amount-in-words.ts), never whole. Tests use them freely.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test-*.ts', 'apps/api/src/**/*-test-fixtures.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...Object.entries(packagesLoadedOnUse).map(([name, where]) => ({
              name,
              allowTypeImports: true,
              message: `import its types only; ${where} (decisions 0056, 0309)`,
            })),
            { name: 'to-words', message: 'import the locales you need (to-words/en-IN): the whole package is 135 locales (decision 0309)' },
          ],
        },
      ],
    },
  },
  // api and web never import each other.
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@portal/web', '@portal/web/*', '**/apps/web/**'], message: 'api must not import web' }] }],
      // The API's zones (docs/decisions/0053): modules sit on top of plugins, providers, jobs and db,
      // which never reach back up; only app.ts wires routes.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './apps/api/src/*/**',
              from: './apps/api/src/**/*-routes.ts',
              message: 'route files are registered by app.ts only; import the service or repository instead',
            },
            {
              target: ['./apps/api/src/db/**/!(tables).ts', './apps/api/src/documents'],
              from: ['./apps/api/src/modules', './apps/api/src/plugins', './apps/api/src/providers', './apps/api/src/jobs'],
              message: 'db and documents are the bottom layer: they import nothing of the app',
            },
            {
              // A table lives beside its owner but belongs to the bottom layer (decision 0055).
              target: ['./apps/api/src/db/tables.ts', './apps/api/src/**/*-schema.ts'],
              from: ['./apps/api/src/modules/**', './apps/api/src/plugins/**', './apps/api/src/providers/**', './apps/api/src/jobs/**'],
              except: ['**/*-schema.ts'],
              message: 'schema files hold tables only: they import db and other schema files, and db/tables.ts gathers them',
            },
            {
              target: './apps/api/src/**/!(client).ts',
              from: './apps/api/src/db/tables.ts',
              message: "import a table from its owner's schema file; db/tables.ts gathers them for db/client.ts and drizzle-kit only",
            },
            {
              target: ['./apps/api/src/providers', './apps/api/src/jobs', './apps/api/src/lib', './apps/api/src/security'],
              from: ['./apps/api/src/modules', './apps/api/src/flows'],
              message:
                'providers, jobs, lib and security do not import modules or flows; composition-root.ts hands them what they need (e.g. the job handlers)',
            },
            // Modules (decisions 0220, 0222): a module imports no other module, not even its index.ts or a type;
            // shared records and guards live in lib/, work across modules is a flow or a port the composition root hands over.
            ...apiModules.map((module) => ({
              target: `./apps/api/src/modules/${module}`,
              from: './apps/api/src/modules',
              except: [`./${module}`],
              message:
                "a module imports no other module: move what both need into lib/ (records, guards), or declare a port in this module and let composition-root.ts hand it the other module's function (or a flow in src/flows)",
            })),
            {
              target: ['./apps/api/src/flows', './apps/api/src/composition-root.ts', './apps/api/src/service.ts'],
              from: apiModuleFiles,
              except: [apiPublicFiles],
              message: 'flows and the composition root use a module through its public index.ts only',
            },
            {
              target: './apps/api/src/modules',
              from: ['./apps/api/src/flows', './apps/api/src/composition-root.ts'],
              message: 'a module never calls a flow: composition-root.ts hands the flow to the module (a route option or a context field)',
            },
            {
              target: './apps/api/src/plugins',
              from: ['./apps/api/src/modules', './apps/api/src/flows'],
              message: 'plugins do not import modules or flows; the sessions they read are in lib/sessions',
            },
          ],
        },
      ],
    },
  },
  {
    // Use cases, not service files: no API source file over 300 lines, no function over 80 (blank lines and
    // comments aside); route plugins register thin routes over use cases. Tests and data tables aside.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A test beside a layer drives the whole app (fixtures, jobs, other modules); the zones bind the code it tests.
    files: ['apps/api/**/*.test.ts', 'apps/api/**/*-test-fixtures.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Words a person reads are catalogue keys, never English written into the JSX (text, a string in braces, or
    // the attributes a screen reader or a browser shows), so no page is half translated (Hindi and Marathi).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['^(aria-label|aria-description|aria-placeholder|aria-roledescription|title|alt|placeholder|label)$'] },
          // Numbers, punctuation and codes (SMS, EMAIL) are not words to translate.
          words: { exclude: ['^[\\s\\d·•%;:,.()✓–—−*/|+×]*$', '^[A-Z][A-Z_]*$'] },
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/incompatible-library': 'off',
      'no-restricted-imports': webRestrictedImports({ formEngine: false }),
      // Features do not import each other; shared pieces live in components/ or lib/.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: webFeatures
            .map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'features must not import each other; move shared code to components/ or lib/',
            }))
            .concat([
              { target: './apps/web/src/components', from: './apps/web/src/features', message: 'components must not import features' },
              { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib must not import features' },
            ]),
        },
      ],
    },
  },
  {
    // Small files and small components (decision 0230): a big page is split into components, a big file by route.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // One formatter of money, numbers and dates shown to a person (decision 0170): Intl formatters and
    // toLocale* calls live in packages/domain/src/format.ts (and the machine-readable ISO date in dates.ts).
    files: ['packages/domain/**/*.ts', 'apps/**/*.{ts,tsx}'],
    ignores: ['packages/domain/src/format.ts', 'packages/domain/src/validation/dates.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...formatSelectors] },
  },
  {
    // The form engine builds the forms, with react-hook-form (decision 0231).
    files: ['apps/web/src/components/form/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webRestrictedImports({ formEngine: true }) },
  },
  {
    // One engine for every form (decisions 0230, 0231): a <form> is ConfigForm's (or OtpEntry's), both in
    // components/form; a search box (role="search") is not a form of answers and may stand on its own.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/components/form/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...formatSelectors,
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='role'][value.value='search']))",
          message: 'a form is a ConfigForm (components/form/config-form) over the domain’s fields and schema (decision 0231)',
        },
      ],
    },
  },
);
