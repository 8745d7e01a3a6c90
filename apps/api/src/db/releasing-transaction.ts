import { sql } from 'drizzle-orm';
import type { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** What a NodePgSession keeps privately and a transaction needs again (drizzle-orm 0.45's field names). */
interface SessionInternals {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: NodePgSession<Record<string, unknown>, never>['transaction'];
}

type TransactionBody<T> = (tx: NodePgTransaction<Record<string, unknown>, never>) => Promise<T>;

/**
 * Replaces the pool session's `transaction` with one that always gives its connection back (decision 0180).
 * drizzle-orm 0.45.4 (the newest release) sends BEGIN before its try/finally: a connection that dies at
 * that moment is never released, and ten of them leave the pool empty for good (every request then waits
 * for a connection and answers 503 until a restart). Here BEGIN, COMMIT and ROLLBACK are inside the
 * try/finally, and a connection that failed under any of them is released with the error, so the pool
 * destroys it instead of handing a broken one to the next request. Drizzle's node-postgres classes come from
 * the caller, which loaded them with the driver (decision 0309).
 */
export function releaseConnectionsOfTransactions(
  session: unknown,
  drizzlePg: { NodePgSession: typeof NodePgSession; NodePgTransaction: typeof NodePgTransaction },
): void {
  const internals = session as SessionInternals;
  const pool = internals.client;
  internals.transaction = async <T>(body: TransactionBody<T>, config?: PgTransactionConfig) => {
    const client = await pool.connect();
    const clientSession = new drizzlePg.NodePgSession(client, internals.dialect, internals.schema, internals.options);
    const tx = new drizzlePg.NodePgTransaction(internals.dialect, clientSession, internals.schema);
    // The connection is only reused when the transaction ended cleanly, committed or rolled back.
    let broken: Error | undefined;
    try {
      const configSql = config
        ? (tx as unknown as { getTransactionConfigSQL: (c: PgTransactionConfig) => ReturnType<typeof sql> }).getTransactionConfigSQL(config)
        : undefined;
      await tx.execute(sql`begin${configSql ? sql` ${configSql}` : undefined}`);
      const result = await body(tx as never);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      broken = error instanceof Error ? error : new Error(String(error));
      // A failed BEGIN or COMMIT, or the body's error: roll back what may be open. If the connection is
      // gone, ROLLBACK fails too; the caller still gets the first error, and the connection is destroyed.
      try {
        await tx.execute(sql`rollback`);
        broken = undefined;
      } catch {
        // The connection is unusable: released with the error below.
      }
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
