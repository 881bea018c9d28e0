import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEachEngine, testEngines, twoInstances } from "../../tests/helpers/databases";
import {
  clearBucket,
  clearBuckets,
  hasTokens,
  LEASE_MS,
  type Limit,
  perWindow,
  refilled,
  SWEEP_IDLE_MS,
  sweepBuckets,
  takeToken,
} from "./rate-limit.server";

const price: Limit = { name: "price", capacity: 40, perSecond: 20 };
const leased: Limit = { ...price, name: "leased", lease: 10 };
const T0 = 1_800_000_000_000;

describe("refilled", () => {
  it("adds perSecond tokens a second up to the capacity, never for a clock that went back", () => {
    expect(refilled(price, 0, T0, T0 + 500)).toBe(10);
    expect(refilled(price, 5, T0, T0 + 60_000)).toBe(40);
    expect(refilled(price, 3, T0, T0 - 5_000)).toBe(3);
    expect(perWindow("x", 5, 900)).toEqual({ name: "x", capacity: 5, perSecond: 5 / 900 });
  });
});

describeEachEngine("rate limiter", (db) => {
  it("allows a burst of `capacity`, then refills at `perSecond`", async () => {
    const taken = [];
    for (let i = 0; i < 41; i++) taken.push(await takeToken(db(), price, "s1", T0));
    expect(taken.slice(0, 40)).toEqual(Array.from({ length: 40 }, (_, i) => 39 - i));
    expect(taken[40]).toBeNull();
    // 100 ms later two tokens have come back (20 a second).
    expect(await takeToken(db(), price, "s1", T0 + 100)).toBeCloseTo(1, 6);
    expect(await takeToken(db(), price, "s1", T0 + 100)).toBeCloseTo(0, 6);
    expect(await takeToken(db(), price, "s1", T0 + 100)).toBeNull();
    // Another subject has its own bucket.
    expect(await takeToken(db(), price, "s2", T0 + 100)).toBe(39);
    // A long pause fills the bucket to its capacity, not beyond.
    expect(await takeToken(db(), price, "s1", T0 + 3_600_000)).toBe(39);
  });

  it("a refused call takes nothing and does not push the refill back", async () => {
    const slow = perWindow("slow", 2, 10);
    expect(await takeToken(db(), slow, "k", T0)).toBe(1);
    expect(await takeToken(db(), slow, "k", T0)).toBe(0);
    expect(await takeToken(db(), slow, "k", T0 + 2_000)).toBeNull();
    expect(await takeToken(db(), slow, "k", T0 + 4_000)).toBeNull();
    // 5 s after the bucket emptied one token is back, however often it was asked in between.
    expect(await takeToken(db(), slow, "k", T0 + 5_000)).toBeCloseTo(0, 6);
  });

  it("hasTokens looks without taking; clearBucket and clearBuckets fill buckets again", async () => {
    const pair = perWindow("pair", 2, 900);
    await takeToken(db(), pair, "a@x.nl|1", T0);
    expect(await hasTokens(db(), [[pair, "a@x.nl|1"]], T0)).toBe(true);
    await takeToken(db(), pair, "a@x.nl|1", T0);
    await takeToken(db(), pair, "a@x.nl|1", T0);
    await takeToken(db(), pair, "a@x.nl|2", T0);
    await takeToken(db(), pair, "a@x.nl|2", T0);
    await takeToken(db(), pair, "a%x.nl|3", T0);
    await takeToken(db(), pair, "a%x.nl|3", T0);
    expect(await hasTokens(db(), [[pair, "a@x.nl|1"]], T0)).toBe(false);
    expect(await hasTokens(db(), [[pair, "unknown"]], T0)).toBe(true);
    expect(await hasTokens(db(), [[pair, "a@x.nl|1"]], T0 + 460_000)).toBe(true);
    await clearBucket(db(), pair, "a@x.nl|1");
    expect(await hasTokens(db(), [[pair, "a@x.nl|1"]], T0)).toBe(true);
    // A prefix is compared literally: `%` in an address is no wildcard.
    await clearBuckets(db(), pair, "a@x.nl|");
    expect(await hasTokens(db(), [[pair, "a@x.nl|2"]], T0)).toBe(true);
    expect(await hasTokens(db(), [[pair, "a%x.nl|3"]], T0)).toBe(false);
  });

  it("a token asked for while a transaction is open is taken outside it, and outlives its rollback", async () => {
    let taken: Promise<number | null> | undefined;
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto("rate_limits")
            .values({ key: "tx:marker", tokens: 1, updated_ms: T0 })
            .execute();
          taken = takeToken(db(), price, "during-tx", T0);
          await new Promise((r) => setTimeout(r, 30));
          throw new Error("rolled back");
        }),
    ).rejects.toThrow("rolled back");
    expect(await taken).toBe(39);
    const keys = await db()
      .selectFrom("rate_limits")
      .select("key")
      .where("key", "in", ["tx:marker", "price:during-tx"])
      .execute();
    expect(keys.map((k) => k.key)).toEqual(["price:during-tx"]);
  });

  it("a leased limit allows the same burst and refill as without a lease, exactly", async () => {
    const allowed = [];
    for (let i = 0; i < 41; i++) allowed.push((await takeToken(db(), leased, "burst", T0)) !== null);
    expect(allowed.filter(Boolean)).toHaveLength(40);
    expect(allowed[40]).toBe(false);
    // The stored bucket was emptied ten tokens at a time: 100 ms later it holds two, taken one by one.
    const row = await db()
      .selectFrom("rate_limits")
      .select("tokens")
      .where("key", "=", "leased:burst")
      .executeTakeFirst();
    expect(Number(row?.tokens)).toBeCloseTo(0, 6);
    expect(await takeToken(db(), leased, "burst", T0 + 100)).not.toBeNull();
    expect(await takeToken(db(), leased, "burst", T0 + 100)).not.toBeNull();
    expect(await takeToken(db(), leased, "burst", T0 + 100)).toBeNull();
  });

  it("a lease takes its tokens from the stored bucket at once and spends them from memory", async () => {
    expect(await takeToken(db(), leased, "one-upsert", T0)).toBe(9);
    const stored = () =>
      db()
        .selectFrom("rate_limits")
        .select("tokens")
        .where("key", "=", "leased:one-upsert")
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.tokens));
    expect(await stored()).toBe(30);
    for (let left = 8; left >= 0; left--) expect(await takeToken(db(), leased, "one-upsert", T0)).toBe(left);
    expect(await stored()).toBe(30);
    // The eleventh call takes the next lease.
    expect(await takeToken(db(), leased, "one-upsert", T0)).toBe(9);
    expect(await stored()).toBe(20);
  });

  it("a lease not spent in time is dropped: the limit gets stricter, never looser", async () => {
    const slow: Limit = { name: "slow-lease", capacity: 10, perSecond: 0.001, lease: 5 };
    expect(await takeToken(db(), slow, "k", T0)).toBe(4);
    // Four leased tokens are left unspent; past LEASE_MS they are gone, and only the stored five remain.
    const later = [];
    for (let i = 0; i < 8; i++) later.push(await takeToken(db(), slow, "k", T0 + LEASE_MS));
    expect(later.filter((r) => r !== null)).toHaveLength(5);
  });

  it("inside a transaction a leased limit takes one token from the stored bucket", async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        expect(await takeToken(trx, leased, "in-tx", T0)).toBe(39);
        expect(await takeToken(trx, leased, "in-tx", T0)).toBe(38);
      });
  });

  it("sweeps buckets idle longer than the given time", async () => {
    const s = perWindow("sweep", 3, 60);
    await takeToken(db(), s, "old", T0);
    await takeToken(db(), s, "new", T0 + SWEEP_IDLE_MS);
    expect(await sweepBuckets(db(), SWEEP_IDLE_MS, T0 + SWEEP_IDLE_MS + 1)).toBeGreaterThanOrEqual(1);
    const keys = await db().selectFrom("rate_limits").select("key").where("key", "like", "sweep:%").execute();
    expect(keys.map((k) => k.key)).toEqual(["sweep:new"]);
  });
});

for (const engine of testEngines()) {
  describe(`rate limiter across two connections [${engine}]`, () => {
    let conns: Awaited<ReturnType<typeof twoInstances>>;
    beforeAll(async () => {
      conns = await twoInstances(engine);
    });
    afterAll(async () => {
      await conns?.close();
    });

    it("concurrent calls from two instances never take more tokens than the bucket holds", async () => {
      // 200 calls at the same instant, alternating between the two connections: exactly 40 are allowed.
      const calls = Array.from({ length: 200 }, (_, i) =>
        takeToken(i % 2 ? conns.a.kysely : conns.b.kysely, price, "shared", T0),
      );
      const results = await Promise.all(calls);
      expect(results.filter((r) => r !== null)).toHaveLength(40);
      expect(new Set(results.filter((r) => r !== null))).toHaveProperty("size", 40);
      // A new bucket (first call is an insert on both instances at once) is just as exact.
      const first = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          takeToken(i % 2 ? conns.a.kysely : conns.b.kysely, price, "new", T0),
        ),
      );
      expect(first.filter((r) => r !== null)).toHaveLength(40);
    });

    it("with a lease, the two instances together allow exactly the bucket, at once or in turn", async () => {
      const atOnce = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          takeToken(i % 2 ? conns.a.kysely : conns.b.kysely, leased, "at-once", T0),
        ),
      );
      expect(atOnce.filter((r) => r !== null)).toHaveLength(40);
      let inTurn = 0;
      for (let i = 0; i < 100; i++) {
        if ((await takeToken(i % 2 ? conns.a.kysely : conns.b.kysely, leased, "in-turn", T0)) !== null)
          inTurn++;
      }
      expect(inTurn).toBe(40);
    });
  });
}
