import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachEngine, twoInstances } from "../../../tests/helpers/databases";
import {
  bumpShopVersion,
  cachedByShopVersion,
  onShopVersionChange,
  SHOP_VERSION_CHECK_MS,
  shopGeneration,
} from "./shop-version.server";

describeEachEngine("the shop's content version across two instances", (_db, engine) => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances(engine);
  });
  afterAll(async () => {
    await pair?.close();
  });

  it("keeps a loaded value until a bump, on the bumping instance at once", async () => {
    const a = pair.a.kysely;
    let loads = 0;
    const load = async () => ++loads;
    expect(await cachedByShopVersion(a, "t1", "k", load)).toBe(1);
    expect(await cachedByShopVersion(a, "t1", "k", load)).toBe(1);
    expect(await cachedByShopVersion(a, "t1", "other", load)).toBe(2);
    await bumpShopVersion(a);
    expect(await cachedByShopVersion(a, "t1", "k", load)).toBe(3);
  });

  it("drops instance B's cache within SHOP_VERSION_CHECK_MS of a bump on A", async () => {
    const a = pair.a.kysely;
    const b = pair.b.kysely;
    let value = "oud";
    expect(await cachedByShopVersion(b, "t2", "k", async () => value)).toBe("oud");
    const changes: number[] = [];
    const stop = onShopVersionChange(b, (g) => changes.push(g));
    value = "nieuw";
    const bumpedAt = Date.now();
    await bumpShopVersion(a);
    // Right after the bump B may still answer from its cache (its last check is fresh) ...
    let seenAt = 0;
    while (Date.now() - bumpedAt < 3000) {
      if ((await cachedByShopVersion(b, "t2", "k", async () => value)) === "nieuw") {
        seenAt = Date.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    stop();
    // ... but within the check interval (plus one query and the polling step) it has the new value.
    expect(seenAt, "instance B never dropped its cache").toBeGreaterThan(0);
    expect(seenAt - bumpedAt).toBeLessThanOrEqual(SHOP_VERSION_CHECK_MS + 100);
    expect(changes).toHaveLength(1);
  });

  it("does not keep a value that was loading while the version moved", async () => {
    const a = pair.a.kysely;
    let release: (v: string) => void = () => {};
    let loading: () => void = () => {};
    const started = new Promise<void>((r) => (loading = r));
    const slow = cachedByShopVersion(a, "t3", "k", () => {
      loading();
      return new Promise<string>((r) => (release = r));
    });
    // The load starts only once the version was read: bump after it started, as the test means.
    await started;
    await bumpShopVersion(a);
    release("vóór de wijziging");
    expect(await slow).toBe("vóór de wijziging");
    expect(await cachedByShopVersion(a, "t3", "k", async () => "na de wijziging")).toBe("na de wijziging");
  });

  it("does not keep a failed load", async () => {
    const a = pair.a.kysely;
    await expect(cachedByShopVersion(a, "t4", "k", () => Promise.reject(new Error("kapot")))).rejects.toThrow(
      "kapot",
    );
    expect(await cachedByShopVersion(a, "t4", "k", async () => "hersteld")).toBe("hersteld");
  });

  it("a bump inside a transaction drops the caches once it commits, on the bumping instance at once", async () => {
    const a = pair.a.kysely;
    let value = "oud";
    expect(await cachedByShopVersion(a, "t5", "k", async () => value)).toBe("oud");
    await a.transaction().execute(async (trx) => {
      await bumpShopVersion(trx);
      value = "nieuw";
    });
    expect(await cachedByShopVersion(a, "t5", "k", async () => value)).toBe("nieuw");
  });

  it("a bump in a transaction before an instance's first check does not keep it re-reading the version", async () => {
    const fresh = await twoInstances(engine);
    try {
      await fresh.a.kysely.transaction().execute((trx) => bumpShopVersion(trx));
      const first = await shopGeneration(fresh.b.kysely);
      expect(shopGeneration(fresh.b.kysely)).toBe(first);
    } finally {
      await fresh.close();
    }
  });

  it("answers the generation without a query while the last check is fresh", async () => {
    const a = pair.a.kysely;
    const first = await shopGeneration(a);
    expect(shopGeneration(a)).toBe(first);
  });
});
