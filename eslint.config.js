import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = ['auth', 'catalogue', 'insurance', 'payments', 'lending', 'life', 'credit-score', 'leads', 'dashboard', 'admin', 'customer'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'off',
    },
  },
  // The domain package is pure: no I/O, no framework, only zod.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@portal/api', '@portal/api/*', '@portal/web', '@portal/web/*'], message: 'domain must not import api or web' },
          { group: ['node:*', 'fs', 'path', 'crypto', 'fastify*', 'react*', 'drizzle-orm*', 'pg'], message: 'domain is pure TypeScript with zod only' },
        ],
      }],
    },
  },
  // api and web never import each other.
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@portal/web', '@portal/web/*', '**/apps/web/**'], message: 'api must not import web' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/incompatible-library': 'off',
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@portal/api', '@portal/api/*', '**/apps/api/**'], message: 'web must not import api' }],
        // <Link> carries route prefetching this app never uses into every first paint (docs/decisions/0021).
        paths: [
          { name: 'react-router', importNames: ['Link', 'NavLink'], message: 'use AppLink from components/app-link' },
          { name: 'react-router', importNames: ['useSearchParams'], message: 'use useQueryParams from lib/use-query-params' },
        ],
      }],
      // Features do not import each other; shared pieces live in components/ or lib/.
      'import-x/no-restricted-paths': ['error', {
        zones: webFeatures.map((feature) => ({
          target: `./apps/web/src/features/${feature}`,
          from: './apps/web/src/features',
          except: [`./${feature}`],
          message: 'features must not import each other; move shared code to components/ or lib/',
        })).concat([
          { target: './apps/web/src/components', from: './apps/web/src/features', message: 'components must not import features' },
          { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib must not import features' },
        ]),
      }],
    },
  },
);
