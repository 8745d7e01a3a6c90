import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The one list of every schema file (src/db/tables.ts re-exports them all).
  schema: './src/db/tables.ts',
  out: './drizzle',
});
