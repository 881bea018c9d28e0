import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines, twoInstances } from "../../tests/helpers/databases";
import { onceAcrossInstances } from "./cluster-lock.server";

const MINUTE = 60_000;

for (const engine of testEngines()) {
  describe(`onceAcrossInstances [${engine}]`, () => {
    let pair: Awaited<ReturnType<typeof twoInstances>>;
    beforeAll(async () => {
      pair = await twoInstances(engine);
    });
    afterAll(async () => {
      await pair?.close();
    });

    /** A job that takes a while and counts how many copies of it run at once, and in all. */
    function counter(ms = 60) {
      let running = 0;
      let most = 0;
      let runs = 0;
      return {
        job: async () => {
          running++;
          runs++;
          most = Math.max(most, running);
          await sleep(ms);
          running--;
          return "done";
        },
        most: () => most,
        runs: () => runs,
      };
    }

    it("two instances at once: one runs the job, the other skips its turn", async () => {
      const c = counter();
      const runs = await Promise.all([
        onceAcrossInstances(pair.a.kysely, "job-x", MINUTE, c.job),
        onceAcrossInstances(pair.b.kysely, "job-x", MINUTE, c.job),
      ]);
      expect(runs).toContainEqual({ ran: false });
      expect(runs).toContainEqual({ ran: true, value: "done" });
      expect(c.runs()).toBe(1);
    });

    it("once per interval: a later turn within it is skipped on every instance; after it, it runs", async () => {
      const c = counter(1);
      expect((await onceAcrossInstances(pair.a.kysely, "job-t", 300, c.job)).ran).toBe(true);
      expect((await onceAcrossInstances(pair.b.kysely, "job-t", 300, c.job)).ran).toBe(false);
      expect((await onceAcrossInstances(pair.a.kysely, "job-t", 300, c.job)).ran).toBe(false);
      await sleep(300);
      expect((await onceAcrossInstances(pair.b.kysely, "job-t", 300, c.job)).ran).toBe(true);
      expect(c.runs()).toBe(2);
    });

    it("other job names do not wait for each other", async () => {
      const c = counter();
      const runs = await Promise.all([
        onceAcrossInstances(pair.a.kysely, "job-y", MINUTE, c.job),
        onceAcrossInstances(pair.b.kysely, "job-z", MINUTE, c.job),
      ]);
      expect(runs.every((r) => r.ran)).toBe(true);
      expect(c.most()).toBe(2);
    });

    if (engine === "postgres") {
      it("a run that outlasts its interval is never joined by a second one (advisory lock)", async () => {
        const c = counter(200);
        const first = onceAcrossInstances(pair.a.kysely, "job-long", 20, c.job);
        await sleep(80);
        // The interval has passed, but the first run still holds the lock.
        expect(await onceAcrossInstances(pair.b.kysely, "job-long", 20, c.job)).toEqual({ ran: false });
        expect(await first).toEqual({ ran: true, value: "done" });
        expect(c.most()).toBe(1);
      });

      it("a job that throws releases the lock and leaves its turn unused", async () => {
        await expect(
          onceAcrossInstances(pair.a.kysely, "job-w", MINUTE, async () => {
            throw new Error("provider down");
          }),
        ).rejects.toThrow("provider down");
        expect(await onceAcrossInstances(pair.b.kysely, "job-w", MINUTE, async () => 1)).toEqual({
          ran: true,
          value: 1,
        });
      });
    }
  });
}
