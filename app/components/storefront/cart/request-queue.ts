/**
 * Spec §4.6: add-to-cart and remove requests are queued and sent one at a time. Each task starts when the one
 * before it has settled (a failure does not stop the queue); `push` resolves or rejects with its own task.
 */
export function createRequestQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return {
    push<T>(task: () => Promise<T>): Promise<T> {
      pending += 1;
      const run = tail.then(task, task).finally(() => {
        pending -= 1;
      });
      tail = run.catch(() => undefined);
      return run;
    },
    /** Tasks queued or running. */
    get size() {
      return pending;
    },
  };
}

export type RequestQueue = ReturnType<typeof createRequestQueue>;
