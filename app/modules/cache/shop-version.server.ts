import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Database } from "../../../db/schema";

/**
 * The shop's content version and the in-memory caches that depend on it.
 *
 * Every change to what an anonymous visitor sees increments one row (`bumpShopVersion`). Each instance re-reads
 * that row at most every SHOP_VERSION_CHECK_MS, on demand (no timer); when it has moved, the instance's
 * generation goes up and every cache keyed on the generation is dropped. So a change made on one instance
 * shows on every instance within SHOP_VERSION_CHECK_MS, and on the instance that made it at once.
 * State is kept per database handle, so tests that open several databases in one process stay apart.
 */
export const SHOP_VERSION_CHECK_MS = 250;
/** A cache holds at most this many keys per generation; past it, it starts again empty (no unbounded growth). */
const MAX_KEYS = 5000;

type Db = Kysely<Database>;

interface State {
  /** The database version this instance last saw (null before the first read). */
  seen: number | null;
  checkedAt: number;
  checking: Promise<void> | null;
  /** Goes up whenever this instance's caches must be dropped. */
  generation: number;
  caches: Map<string, Map<string, Promise<unknown>>>;
  listeners: Set<(generation: number) => void>;
}

const states = new WeakMap<object, State>();

/**
 * A bump made inside a transaction (whose handle is not the one the caches are kept on) cannot drop this
 * instance's caches itself, and its new version is visible only after the commit: until some check sees a moved
 * version (at most TRANSACTION_RECHECK_MS, for a transaction that rolled back), every access re-reads the version.
 */
const TRANSACTION_RECHECK_MS = 5000;
let recheckUntil = 0;

function stateOf(db: Db): State {
  let s = states.get(db);
  if (!s) {
    s = { seen: null, checkedAt: 0, checking: null, generation: 0, caches: new Map(), listeners: new Set() };
    states.set(db, s);
  }
  return s;
}

function advance(s: State) {
  s.generation += 1;
  s.caches.clear();
  for (const listener of s.listeners) listener(s.generation);
}

async function readVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("shop_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

async function check(db: Db, s: State): Promise<void> {
  const version = await readVersion(db);
  s.checkedAt = Date.now();
  // A moved version ends the re-read window; so does this instance's first read (nothing was cached before it, so
  // no cache can predate a bump; a bump still uncommitted then shows at the next regular check, as on any other
  // instance). Without the latter, the sample shop's seed, which bumps in a transaction just before the first
  // request, made every cache access of the next five seconds re-read the version.
  if (s.seen === null || version !== s.seen) recheckUntil = 0;
  if (s.seen !== null && version !== s.seen) advance(s);
  s.seen = version;
}

/**
 * This instance's cache generation, after making sure the stored version was read within the last
 * SHOP_VERSION_CHECK_MS. Concurrent callers share one read. Synchronous fast answer when the check is fresh.
 */
export function shopGeneration(db: Db): number | Promise<number> {
  const s = stateOf(db);
  const now = Date.now();
  if (s.seen !== null && now - s.checkedAt < SHOP_VERSION_CHECK_MS && now >= recheckUntil)
    return s.generation;
  s.checking ??= check(db, s).finally(() => {
    s.checking = null;
  });
  return s.checking.then(() => s.generation);
}

/**
 * Records a change to what visitors see: increments the stored version and drops this instance's caches at once.
 * Given a transaction, the increment is part of it: every instance, this one included, drops its caches on the
 * first access that sees the committed version.
 */
export async function bumpShopVersion(db: Db): Promise<void> {
  await db.updateTable("shop_version").set({ version: sql`version + 1` }).where("id", "=", 1).execute();
  if (db.isTransaction) {
    recheckUntil = Date.now() + TRANSACTION_RECHECK_MS;
    return;
  }
  const s = stateOf(db);
  // Re-read the stored version on the next access.
  s.checkedAt = 0;
  advance(s);
}

/**
 * `load()` once per key and generation. A value loaded while the generation moved is returned to its caller
 * but not kept (it may predate the change); a failed load is not kept either.
 */
export async function cachedByShopVersion<T>(
  db: Db,
  cache: string,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const generation = await shopGeneration(db);
  const s = stateOf(db);
  let entries = s.caches.get(cache);
  if (!entries) {
    entries = new Map();
    s.caches.set(cache, entries);
  }
  const hit = entries.get(key);
  if (hit) return hit as Promise<T>;
  if (entries.size >= MAX_KEYS) entries.clear();
  const value = load();
  entries.set(key, value);
  const forget = () => {
    if (s.caches.get(cache)?.get(key) === value) s.caches.get(cache)?.delete(key);
  };
  value.then(() => {
    if (s.generation !== generation) forget();
  }, forget);
  return value;
}

/** Calls `listener` whenever this instance's generation moves (for caches kept elsewhere, e.g. pages). */
export function onShopVersionChange(db: Db, listener: (generation: number) => void): () => void {
  const s = stateOf(db);
  s.listeners.add(listener);
  return () => s.listeners.delete(listener);
}
