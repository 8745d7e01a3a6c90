import type { Database } from '../db/client';
import type { Env } from '../env';

/** The outside world behind interfaces (DESIGN.md): each kind has a sandbox implementation. */
export interface Providers {
  /** Filled in by each provider kind as it is written. */
  readonly kinds?: never;
}

export function createProviders(_env: Env, _db: Database): Providers {
  return {};
}
