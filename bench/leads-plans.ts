import type pg from 'pg';

/** What EXPLAIN ANALYZE says of one filter's query, first planned afresh and then as the API runs it (a prepared statement). */
export interface LeadPlan {
  name: string;
  /** Indexes of leads the plan reads. */
  used: string[];
  /** No sequential scan, and at least one index. */
  ok: boolean;
  /** A fresh plan (as an unprepared query is planned on every call). */
  planningMs: number;
  executionMs: number;
  /** The prepared statement's own plan after its first runs (PostgreSQL's plan cache): what the API pays; none for a search. */
  prepared?: { planningMs: number; executionMs: number; used: string[] };
}

interface PlanJson {
  Plan: unknown;
  'Planning Time': number;
  'Execution Time': number;
}

const indexesOf = (plan: unknown) => {
  const text = JSON.stringify(plan);
  return { used: [...new Set([...text.matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]!))], seqScan: text.includes('"Seq Scan"') };
};

/** A bind parameter as a literal of EXECUTE (EXPLAIN takes no bind parameters). */
const literal = (p: unknown) => (p instanceof Date ? `'${p.toISOString()}'` : typeof p === 'number' ? String(p) : `'${String(p).replaceAll("'", "''")}'`);

/**
 * EXPLAIN (ANALYZE) of a query as built by the repository: once with its parameters written in (planned
 * afresh), then as a prepared statement executed seven times, past the five custom plans after which
 * PostgreSQL may keep a generic one, reporting the last run.
 */
export async function explainLeadQuery(client: pg.Client, name: string, query: { sql: string; params: unknown[] }, prepared: boolean): Promise<LeadPlan> {
  const params = query.params.map(literal);
  const inlined = query.sql.replace(/\$(\d+)/g, (_, i: string) => params[Number(i) - 1]!);
  const fresh = (await client.query<{ 'QUERY PLAN': PlanJson[] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${inlined}`)).rows[0]!['QUERY PLAN'][0]!;
  const freshIndexes = indexesOf(fresh.Plan);
  const freshOk = freshIndexes.used.length > 0 && !freshIndexes.seqScan;
  const base = { name, used: freshIndexes.used, planningMs: fresh['Planning Time'], executionMs: fresh['Execution Time'] };
  // A search is planned afresh on every call (decision 0191): nothing prepared to show.
  if (!prepared) return { ...base, ok: freshOk };
  await client.query('DEALLOCATE ALL');
  await client.query(`PREPARE bench_leads_list AS ${query.sql}`);
  let cached = fresh;
  for (let run = 0; run < 7; run += 1) {
    cached = (
      await client.query<{ 'QUERY PLAN': PlanJson[] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE bench_leads_list${params.length ? `(${params.join(', ')})` : ''}`,
      )
    ).rows[0]!['QUERY PLAN'][0]!;
  }
  await client.query('DEALLOCATE bench_leads_list');
  const cachedIndexes = indexesOf(cached.Plan);
  return {
    ...base,
    ok: freshOk && cachedIndexes.used.length > 0 && !cachedIndexes.seqScan,
    prepared: { planningMs: cached['Planning Time'], executionMs: cached['Execution Time'], used: cachedIndexes.used },
  };
}

export function printLeadPlans(plans: LeadPlan[]): void {
  console.log(
    'EXPLAIN ANALYZE of each filter: planned afresh, and as the API runs it (a prepared statement, after its first runs; a search is planned afresh each time); no sequential scan allowed',
  );
  console.table(
    plans.map((p) => ({
      filter: p.name,
      'indexes used': p.used.join(', '),
      'prepared plan reads': !p.prepared ? 'not prepared' : p.prepared.used.join(', ') === p.used.join(', ') ? 'same' : p.prepared.used.join(', '),
      'planning ms': p.planningMs.toFixed(2),
      'run ms': p.executionMs.toFixed(2),
      'prepared: planning ms': p.prepared?.planningMs.toFixed(2) ?? '-',
      'prepared: run ms': p.prepared?.executionMs.toFixed(2) ?? '-',
      ok: p.ok ? 'yes' : 'NO',
    })),
  );
}
