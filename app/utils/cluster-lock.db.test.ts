import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines, twoInstances } from "../../tests/helpers/databases";
import { onceAcrossInstances } from "./cluster-lock.server";

for (const engine of testEngines()) {
  describe(`onceAcrossInstances [${engine}]`, () => {
    let pair: Awaited<ReturnType<typeof twoInstances>>;
    beforeAll(async () => {
      pair = await twoInstances(engine);
    });
    afterAll(async () => {
      await pair?.close();
    });

    /** A job that takes a while and counts how many copies of it run at once. */
    function counter() {
      let running = 0;
      let most = 0;
      return {
        job: async () => {
          running++;
          most = Math.max(most, running);
          await sleep(60);
          running--;
          return "done";
        },
        most: () => most,
      };
    }

    it(
      engine === "postgres"
        ? "one instance runs the job at a time; the other skips its turn"
        : "SQLite: the job runs on each instance (one machine)",
      async () => {
        const c = counter();
        const runs = await Promise.all([
          onceAcrossInstances(pair.a.kysely, "job-x", c.job),
          onceAcrossInstances(pair.b.kysely, "job-x", c.job),
        ]);
        if (engine === "postgres") {
          expect(runs).toContainEqual({ ran: false });
          expect(runs).toContainEqual({ ran: true, value: "done" });
          expect(c.most()).toBe(1);
        } else {
          expect(runs).toEqual([
            { ran: true, value: "done" },
            { ran: true, value: "done" },
          ]);
        }
      },
    );

    it("other job names do not wait for each other", async () => {
      const c = counter();
      const runs = await Promise.all([
        onceAcrossInstances(pair.a.kysely, "job-y", c.job),
        onceAcrossInstances(pair.b.kysely, "job-z", c.job),
      ]);
      expect(runs.every((r) => r.ran)).toBe(true);
      expect(c.most()).toBe(2);
    });

    it("the lock is released when a job ends, also when it throws", async () => {
      await expect(
        onceAcrossInstances(pair.a.kysely, "job-w", async () => {
          throw new Error("provider down");
        }),
      ).rejects.toThrow("provider down");
      expect(await onceAcrossInstances(pair.b.kysely, "job-w", async () => 1)).toEqual({
        ran: true,
        value: 1,
      });
      expect(await onceAcrossInstances(pair.a.kysely, "job-w", async () => 2)).toEqual({
        ran: true,
        value: 2,
      });
    });
  });
}
