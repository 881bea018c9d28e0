import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { Database } from "../../db/schema";

export type ClusterRun<T> = { ran: true; value: T } | { ran: false };

/** Settings key holding when a job's last turn started (ISO time); getSettings ignores it. */
const turnKey = (name: string) => `job_turn.${name}`;

/**
 * Claims the job's turn: records `now` as its last start unless another instance started it less than
 * 0.9 × `everyMs` ago (the margin absorbs timer drift between instances). One conditional upsert, atomic on both
 * engines, so of several instances asking at once, one gets the turn.
 */
async function claimTurn(db: Kysely<Database>, name: string, everyMs: number, now: number): Promise<boolean> {
  const at = new Date(now).toISOString();
  const cutoff = new Date(now - everyMs * 0.9).toISOString();
  const row = await db
    .insertInto("settings")
    .values({ key: turnKey(name), value: at })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({ value: at }).where(sql<boolean>`settings.value <= ${cutoff}`),
    )
    .returning("key")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Runs `job` once per `everyMs` across all instances of the shop: the instance that claims the turn runs it, the
 * others skip (`{ ran: false }`).
 *
 * PostgreSQL: a transaction on a pooled connection of its own first takes `pg_try_advisory_xact_lock` on a key made
 * of the current schema and `name` (two shops in one database do not block each other), then claims the turn, and
 * holds both while the job runs on the other connections. So no two instances ever run the job at the same time,
 * also when a run takes longer than `everyMs`. The lock and the claim go with the transaction: released when the
 * job ends, and when it throws (the turn is then not used up) or the process or its connection dies.
 * SQLite (one machine): the turn claim alone; the caller's own conditional updates keep a run that outlasts
 * `everyMs` apart from the next one.
 */
export async function onceAcrossInstances<T>(
  db: Kysely<Database>,
  name: string,
  everyMs: number,
  job: () => Promise<T>,
): Promise<ClusterRun<T>> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    if (!(await claimTurn(db, name, everyMs, Date.now()))) return { ran: false };
    return { ran: true, value: await job() };
  }
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(
        hashtextextended(current_schema() || ':' || ${name}, 0)) as locked`.execute(trx);
    if (!rows[0]?.locked) return { ran: false } as const;
    if (!(await claimTurn(trx, name, everyMs, Date.now()))) return { ran: false } as const;
    return { ran: true, value: await job() } as const;
  });
}
