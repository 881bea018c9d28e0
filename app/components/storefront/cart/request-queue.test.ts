import { describe, expect, it } from "vitest";
import { createRequestQueue } from "./request-queue";

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("request queue", () => {
  it("sends one request at a time, in order", async () => {
    const q = createRequestQueue();
    const log: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const a = q.push(() => {
      log.push("start a");
      return first.promise;
    });
    const b = q.push(() => {
      log.push("start b");
      return second.promise;
    });
    await tick();
    expect(log).toEqual(["start a"]);
    expect(q.size).toBe(2);
    first.resolve("A");
    expect(await a).toBe("A");
    await tick();
    expect(log).toEqual(["start a", "start b"]);
    second.resolve("B");
    expect(await b).toBe("B");
    expect(q.size).toBe(0);
  });

  it("keeps going after a failed request, which rejects only its own promise", async () => {
    const q = createRequestQueue();
    const failing = q.push(() => Promise.reject(new Error("network")));
    const next = q.push(async () => "ok");
    await expect(failing).rejects.toThrow("network");
    expect(await next).toBe("ok");
  });

  it("does not start the next request while the previous one is still running", async () => {
    const q = createRequestQueue();
    let running = 0;
    let maxRunning = 0;
    const task = async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
    };
    await Promise.all([q.push(task), q.push(task), q.push(task), q.push(task)]);
    expect(maxRunning).toBe(1);
  });
});
