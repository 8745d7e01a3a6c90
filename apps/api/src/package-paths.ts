import { fileURLToPath } from 'node:url';

/**
 * Files the service reads from disk at run time, resolved from this module's folder. This file sits one
 * level below apps/api, exactly like the production bundle (apps/api/dist/main.js) it is inlined into, so
 * the same relative URLs hold under tsx (src/) and under node (dist/). Keep it at the top of src/.
 */
const apiRoot = new URL('../', import.meta.url);

/** Drizzle's SQL migrations and their journal. */
export const migrationsFolder = fileURLToPath(new URL('drizzle', apiRoot));

/** The migrated PGlite template the build writes beside the API bundle; a first start on PGlite unpacks it. */
export const pgliteTemplateFolder = fileURLToPath(new URL('dist', apiRoot));

/** The built web app, served in production when present. */
export const defaultWebDist = fileURLToPath(new URL('../web/dist', apiRoot));
