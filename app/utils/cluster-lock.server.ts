import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { Database } from "../../db/schema";

export type ClusterRun<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `job` on one instance of the cluster at a time; an instance that finds the job running elsewhere skips
 * this turn (`{ ran: false }`).
 *
 * PostgreSQL: a transaction on a pooled connection of its own takes `pg_try_advisory_xact_lock` on a key made
 * of the current schema and `name` (two shops in one database do not block each other) and holds it while the
 * job runs on the other connections; the lock goes with the transaction, so it is released when the job ends,
 * when it throws, and when the process or its connection dies. SQLite (one machine): the job runs; the caller's
 * own conditional updates are what keep two processes on one file apart.
 */
export async function onceAcrossInstances<T>(
  db: Kysely<Database>,
  name: string,
  job: () => Promise<T>,
): Promise<ClusterRun<T>> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return { ran: true, value: await job() };
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(
        hashtextextended(current_schema() || ':' || ${name}, 0)) as locked`.execute(trx);
    if (!rows[0]?.locked) return { ran: false } as const;
    return { ran: true, value: await job() } as const;
  });
}
