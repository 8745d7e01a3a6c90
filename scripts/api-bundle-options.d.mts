import type { BuildOptions } from 'esbuild';

/** The API bundle's esbuild options (api-bundle-options.mjs). */
export function apiBundleOptions(repoRoot: string): BuildOptions;

/** Packages the service loads only on some paths, each with where it loads (api-bundle-options.mjs). */
export const packagesLoadedOnUse: Readonly<Record<string, string>>;
