import { join, sep } from 'node:path';

/** Vite names every file under assets/ by a hash of its content, so a file there never changes. */
const immutable = 'public, max-age=31536000, immutable';
/** index.html names the current build's assets: a browser may keep it but asks each time whether it changed. */
const revalidate = 'no-cache';

/**
 * The Cache-Control of a file of the built web app (`root`, apps/web/dist), by its path on disk (its
 * .br or .gz copy included): a year for hashed assets, no-cache for the rest (decision 0060).
 */
export function createWebCacheControl(root: string): (filePath: string) => string {
  const hashedAssets = join(root, 'assets') + sep;
  return (filePath) => (filePath.startsWith(hashedAssets) ? immutable : revalidate);
}
