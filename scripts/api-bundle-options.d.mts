import type { BuildOptions } from 'esbuild';

/** The API bundle's esbuild options (api-bundle-options.mjs). */
export function apiBundleOptions(repoRoot: string): BuildOptions;
