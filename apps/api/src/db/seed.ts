import type { Database } from './client';

/** Demo tenants, partners of each role and their authorisations; safe to run on every start. */
export async function seedDemoData(_db: Database): Promise<void> {
  // Written by the partners-and-access work.
}
