import type { Database } from '../../db/client';
import type { Clock } from '../../providers/clock';
import type { LifeInsurerProvider } from '../../providers/life-insurers/life-insurer-provider';
import type { LeadsContext } from '../../lib/leads/create-lead';

/** What the life module's use cases need. */
export interface LifeContext {
  db: Database;
  clock: Clock;
  insurers: LifeInsurerProvider;
  leads: LeadsContext;
}
