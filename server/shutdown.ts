// Graceful shutdown: what a stopping instance does on SIGTERM (a deploy, `docker stop`) or SIGINT (Ctrl-C).
import type { Server } from "node:http";
import type { Logger } from "pino";

export interface ShutdownParts {
  server: Server;
  /** Stops the background jobs; settles once their runs in progress have finished. */
  stopJobs: () => Promise<void>;
  /** Closes the database (the PostgreSQL pool, or the SQLite file after checkpointing its write-ahead log). */
  closeDb: () => Promise<void>;
  log: Logger;
  /** How long requests in flight may take to finish before their connections are closed. Default 10 s. */
  drainMs?: number;
}

/** Default time in-flight requests get to finish; below Docker's and systemd's default stop grace periods. */
export const DRAIN_MS = 10_000;

/**
 * Stops in order: the server takes no new connections, idle keep-alive connections are closed (and each
 * connection as soon as its request has been answered), requests in flight are awaited for at most `drainMs`
 * (after that their connections are cut), then the background jobs stop (a run in progress is awaited), then
 * the database is closed. `drained` says whether every request finished in time.
 */
export async function shutDown(parts: ShutdownParts): Promise<{ drained: boolean }> {
  const { server, log } = parts;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), parts.drainMs ?? DRAIN_MS);
    }),
  ]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (!drained) {
    log.warn("shutdown: requests still running after the drain time; closing their connections");
    server.closeAllConnections();
    await closed;
  }
  await parts.stopJobs();
  await parts.closeDb();
  log.info(
    { drained },
    "shutdown complete: requests drained, jobs stopped, database closed (SQLite: write-ahead log checkpointed)",
  );
  return { drained };
}

/**
 * Shuts down gracefully on the first SIGTERM or SIGINT and exits 0 (1 when shutting down failed); a second
 * signal while that runs exits 1 at once.
 */
export function shutDownOnSignals(parts: ShutdownParts, exit: (code: number) => void = process.exit): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      parts.log.warn({ signal }, "shutdown: second signal, exiting at once");
      exit(1);
      return;
    }
    stopping = true;
    parts.log.info({ signal }, "shutdown: no new connections; finishing requests in flight");
    shutDown(parts).then(
      () => exit(0),
      (error: unknown) => {
        parts.log.error({ err: error }, "shutdown failed");
        exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
