import type SQLite from "better-sqlite3";
import { type CompiledQuery, type Kysely, type RawBuilder, sql } from "kysely";
import { sqliteHandleOf } from "../../db/dialect.server";
import type { Database } from "../../db/schema";

/**
 * The one rate limiter: a token bucket per key, stored in the database (table rate_limits), so a limit holds
 * across instances and restarts. A bucket holds at most `capacity` tokens and gains `perSecond` tokens a
 * second; an action that is allowed takes one token.
 */
export interface Limit {
  /** Prefix of the bucket keys ("login-pair", "price"…); a limit's buckets are `{name}:{subject}`. */
  name: string;
  capacity: number;
  perSecond: number;
  /**
   * For a limit asked on nearly every request (the price call): an instance takes this many tokens from the stored
   * bucket at once and spends them from memory, so one upsert serves `lease` calls. Every token is still taken from
   * the database before it is spent, so all instances together never allow more than the bucket holds; a lease not
   * spent within LEASE_MS is dropped (the limit only gets stricter). With fewer than `lease` tokens stored each call
   * takes its one token from the database, exactly as without a lease. At most `capacity`.
   */
  lease?: number;
}

/** A limit of `count` actions per `seconds`, all of which may come at once (burst = count). */
export function perWindow(name: string, count: number, seconds: number): Limit {
  return { name, capacity: count, perSecond: count / seconds };
}

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

/** The tokens a bucket holds at `now` (refilled since `updated_ms`, never above the capacity). */
export function refilled(limit: Limit, tokens: number, updatedMs: number, now: number): number {
  return Math.min(limit.capacity, tokens + Math.max(0, now - updatedMs) * (limit.perSecond / 1000));
}

/**
 * The same refill as SQL over the stored row and the `excluded` (new) row of the upsert below. The limit's numbers
 * are the code's own constants, written into the SQL as literals: a take then binds three parameters, not eleven
 * (a third less time per take on SQLite).
 */
function refillSql(limit: Limit): RawBuilder<number> {
  const capacity = sql`cast(${sql.lit(limit.capacity)} as double precision)`;
  const perMs = sql`cast(${sql.lit(limit.perSecond / 1000)} as double precision)`;
  const elapsed = sql`(case when excluded.updated_ms > rate_limits.updated_ms
    then excluded.updated_ms - rate_limits.updated_ms else 0 end)`;
  const sum = sql`rate_limits.tokens + ${elapsed} * ${perMs}`;
  return sql<number>`(case when ${sum} > ${capacity} then ${capacity} else ${sum} end)`;
}

/** Takes `count` tokens: the bucket's row is made full less `count`, or refilled less `count` if it holds enough. */
function takeTokensQuery(db: Kysely<Database>, limit: Limit, key: string, now: number, count: number) {
  const refill = refillSql(limit);
  return db
    .insertInto("rate_limits")
    .values({ key, tokens: limit.capacity - count, updated_ms: now })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({
          tokens: sql<number>`${refill} - ${sql.lit(count)}`,
          updated_ms: sql<number>`case when excluded.updated_ms > rate_limits.updated_ms
            then excluded.updated_ms else rate_limits.updated_ms end`,
        })
        .where(sql<boolean>`${refill} >= ${sql.lit(count)}`),
    )
    .returning("tokens");
}

/** The value kept in `store` under `key`, made by `make` the first time it is asked for. */
function keptIn<K, V>(
  store: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  make: () => V,
): V {
  let value = store.get(key);
  if (value === undefined) {
    value = make();
    store.set(key, value);
  }
  return value;
}

// The upsert is compiled once per database handle, limit and count, with stand-ins where the key and the time go.
const KEY = "\u0000key";
const NOW = -1.5;
const compiled = new WeakMap<Kysely<Database>, Map<Limit, Map<number, CompiledQuery<{ tokens: number }>>>>();

function compiledTake(
  db: Kysely<Database>,
  limit: Limit,
  key: string,
  now: number,
  count: number,
): CompiledQuery<{ tokens: number }> {
  const byLimit = keptIn(
    compiled,
    db,
    () => new Map<Limit, Map<number, CompiledQuery<{ tokens: number }>>>(),
  );
  const byCount = keptIn(byLimit, limit, () => new Map<number, CompiledQuery<{ tokens: number }>>());
  const query = keptIn(byCount, count, () => takeTokensQuery(db, limit, KEY, NOW, count).compile());
  const parameters = query.parameters.map((p) => (p === KEY ? key : p === NOW ? now : p));
  return { ...query, parameters };
}

type TakeRow = { tokens: number };
interface Waiting {
  db: Kysely<Database>;
  query: CompiledQuery<TakeRow>;
  resolve: (row: TakeRow | undefined) => void;
  reject: (error: unknown) => void;
}

interface SqliteTaker {
  waiting: Waiting[];
  syncOff: SQLite.Statement;
  syncRestore: SQLite.Statement;
  runAll: (waiting: Waiting[]) => (TakeRow | undefined)[];
}
const takers = new WeakMap<SQLite.Database, SqliteTaker>();

/** The prepared statement of a take's SQL (one per limit: the SQL differs only in its parameters). */
const statements = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();
function statementOf(raw: SQLite.Database, text: string): SQLite.Statement {
  const byText = keptIn(statements, raw, () => new Map<string, SQLite.Statement>());
  return keptIn(byText, text, () => raw.prepare(text));
}

function takerOf(raw: SQLite.Database): SqliteTaker {
  let taker = takers.get(raw);
  if (!taker) {
    const current = Number(raw.pragma("synchronous", { simple: true }));
    taker = {
      waiting: [],
      syncOff: raw.prepare("pragma synchronous = normal"),
      syncRestore: raw.prepare(`pragma synchronous = ${current}`),
      runAll: raw.transaction((waiting: Waiting[]) =>
        waiting.map((w) => statementOf(raw, w.query.sql).get(w.query.parameters) as TakeRow | undefined),
      ),
    };
    takers.set(raw, taker);
  }
  return taker;
}

/**
 * SQLite: the upserts asked for within one turn of the event loop are run together, in one transaction on the
 * better-sqlite3 handle (group commit: the commit's locks and WAL writes are shared by every call of that turn;
 * each upsert is still atomic and exact). The commit skips the fsync that `synchronous = FULL` costs every
 * other write — a bucket needs no durability (one lost in a power cut is a full bucket) — by lowering the
 * setting around this one synchronous call, so nothing else runs on the connection meanwhile. While a Kysely
 * transaction is open on the connection (the upserts would join it), Kysely runs them instead, after it.
 */
function flushTakes(raw: SQLite.Database) {
  const taker = takerOf(raw);
  const waiting = taker.waiting;
  taker.waiting = [];
  if (raw.inTransaction) {
    for (const w of waiting) w.db.executeQuery(w.query).then((r) => w.resolve(r.rows[0]), w.reject);
    return;
  }
  let rows: (TakeRow | undefined)[];
  try {
    taker.syncOff.run();
    rows = taker.runAll(waiting);
  } catch (error) {
    for (const w of waiting) w.reject(error);
    return;
  } finally {
    taker.syncRestore.run();
  }
  waiting.forEach((w, i) => {
    w.resolve(rows[i]);
  });
}

function takeOnSqlite(db: Kysely<Database>, raw: SQLite.Database, query: CompiledQuery<TakeRow>) {
  const taker = takerOf(raw);
  if (taker.waiting.length === 0) setImmediate(flushTakes, raw);
  return new Promise<TakeRow | undefined>((resolve, reject) => {
    taker.waiting.push({ db, query, resolve, reject });
  });
}

/** Takes `count` tokens from the stored bucket (one upsert); the tokens left there, or null when it held too few. */
async function takeStored(
  db: Kysely<Database>,
  limit: Limit,
  key: string,
  now: number,
  count: number,
): Promise<number | null> {
  const query = compiledTake(db, limit, key, now, count);
  const raw = db.isTransaction ? undefined : sqliteHandleOf(db);
  const row = raw ? await takeOnSqlite(db, raw, query) : (await db.executeQuery(query)).rows[0];
  return row ? Number(row.tokens) : null;
}

/** How long an instance may spend a lease's tokens (Limit.lease). */
export const LEASE_MS = 2000;
/** Most buckets of one limit an instance holds a lease of; past it the expired leases are dropped (all, if none expired). */
const MAX_LEASES = 10_000;
interface Lease {
  left: number;
  until: number;
}
/**
 * An instance's leases per database handle and limit, keyed by subject: the very string the caller passes (a
 * session id keeps the hash V8 computed for it at its first lookup), not a key made anew for each call.
 */
const leases = new WeakMap<Kysely<Database>, Map<Limit, Map<string, Lease>>>();

function leasesOf(db: Kysely<Database>, limit: Limit): Map<string, Lease> {
  const byLimit = keptIn(leases, db, () => new Map<Limit, Map<string, Lease>>());
  return keptIn(byLimit, limit, () => new Map<string, Lease>());
}

/** Spends one token of this instance's lease of the subject's bucket: the lease's tokens left, or null without one. */
function spendLeased(held: Map<string, Lease>, subject: string, now: number): number | null {
  const lease = held.get(subject);
  if (!lease || lease.left < 1 || now >= lease.until) return null;
  lease.left -= 1;
  return lease.left;
}

function addLease(held: Map<string, Lease>, subject: string, tokens: number, now: number) {
  const lease = held.get(subject);
  if (lease && now < lease.until) {
    lease.left += tokens;
    return;
  }
  if (held.size >= MAX_LEASES) {
    for (const [k, l] of held) if (now >= l.until) held.delete(k);
    if (held.size >= MAX_LEASES) held.clear();
  }
  held.set(subject, { left: tokens, until: now + LEASE_MS });
}

/** A limit with a lease, outside a transaction: from this instance's lease, else a new lease, else one token. */
async function takeLeased(db: Kysely<Database>, limit: Limit, lease: number, subject: string, now: number) {
  const held = leasesOf(db, limit);
  const spent = spendLeased(held, subject, now);
  if (spent !== null) return spent;
  const key = keyOf(limit, subject);
  if ((await takeStored(db, limit, key, now, lease)) !== null) {
    addLease(held, subject, lease, now);
    return spendLeased(held, subject, now);
  }
  const left = await takeStored(db, limit, key, now, 1);
  // Refused by the store: a lease another call of this instance took meanwhile may still hold a token.
  return left ?? spendLeased(held, subject, now);
}

/**
 * Takes one token from the subject's bucket: one conditional upsert (INSERT … ON CONFLICT DO UPDATE … WHERE
 * refilled >= 1 RETURNING), atomic on both engines, so concurrent callers on any instance never take more
 * than the bucket holds. A limit with a `lease` takes its tokens that many at a time (see Limit.lease). Returns the
 * tokens left after taking (with a lease: left in this instance's lease), or null when the bucket was empty
 * (refused).
 */
export async function takeToken(
  db: Kysely<Database>,
  limit: Limit,
  subject: string,
  now = Date.now(),
): Promise<number | null> {
  const at = Math.floor(now);
  if (limit.lease && limit.lease > 1 && !db.isTransaction)
    return takeLeased(db, limit, limit.lease, subject, at);
  return takeStored(db, limit, keyOf(limit, subject), at, 1);
}

/** True when every listed bucket still holds a token (nothing is taken). */
export async function hasTokens(
  db: Kysely<Database>,
  buckets: [Limit, string][],
  now = Date.now(),
): Promise<boolean> {
  const byKey = new Map(buckets.map(([limit, subject]) => [keyOf(limit, subject), limit]));
  const rows = await db
    .selectFrom("rate_limits")
    .select(["key", "tokens", "updated_ms"])
    .where("key", "in", [...byKey.keys()])
    .execute();
  return rows.every((r) => {
    const limit = byKey.get(r.key) as Limit;
    return refilled(limit, Number(r.tokens), Number(r.updated_ms), now) >= 1;
  });
}

/** Fills a bucket again (e.g. the failed logins of an account after a password reset). */
export async function clearBucket(db: Kysely<Database>, limit: Limit, subject: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", keyOf(limit, subject)).execute();
}

/** Fills every bucket of a limit whose subject starts with `subjectPrefix`. */
export async function clearBuckets(db: Kysely<Database>, limit: Limit, subjectPrefix: string): Promise<void> {
  const prefix = keyOf(limit, subjectPrefix);
  // substr(), not LIKE: the prefix (an e-mail address) may hold LIKE's wildcards.
  await db.deleteFrom("rate_limits").where(sql`substr(key, 1, ${prefix.length})`, "=", prefix).execute();
}

/**
 * Deletes buckets untouched for `idleMs`: once refilled to capacity a bucket is the same as no row. Pass at
 * least the slowest limit's full refill time (capacity ÷ perSecond).
 */
export async function sweepBuckets(db: Kysely<Database>, idleMs: number, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom("rate_limits")
    .where("updated_ms", "<", Math.floor(now - idleMs))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Buckets idle this long are deleted: longer than any limit of the shop takes to refill completely. */
export const SWEEP_IDLE_MS = 6 * 3_600_000;

/** Sweeps idle buckets every 10 minutes (unref'd: it never keeps the process alive). Safe on many instances. */
export function startBucketSweeper(
  db: Kysely<Database>,
  onError: (error: unknown) => void,
  everyMs = 10 * 60_000,
): () => void {
  const timer = setInterval(() => {
    sweepBuckets(db, SWEEP_IDLE_MS).catch(onError);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
