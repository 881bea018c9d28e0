import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEachEngine, testEngines, twoInstances } from "../../tests/helpers/databases";
import {
  clearBucket,
  clearBuckets,
  hasTokens,
  type Limit,
  perWindow,
  refilled,
  SWEEP_IDLE_MS,
  sweepBuckets,
  takeToken,
} from "./rate-limit.server";

const price: Limit = { name: "price", capacity: 40, perSecond: 20 };
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
  });
}
