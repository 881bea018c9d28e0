/** Ends a background job: no new run starts, and the promise settles once a run in progress has finished. */
export type StopJob = () => Promise<void>;

/**
 * Runs `run` every `intervalMs` in the background. A run never overlaps the previous one (a tick that finds one
 * still going is skipped), and the timer is unref'd, so it never keeps the process alive. `run` handles its own
 * errors. The returned stop function is what graceful shutdown awaits before it closes the database.
 */
export function repeatInBackground(intervalMs: number, run: () => Promise<void>): StopJob {
  let current: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (current) return;
    current = run().finally(() => {
      current = null;
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
