// Starts the HTTP server. Production: `node server/index.ts` after `react-router build`;
// development: `node server/index.ts --dev` (Vite middleware, no build needed).
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { createApp as CreateApp } from "./app.ts";
import { shutDownOnSignals } from "./shutdown.ts";

const development = process.argv.includes("--dev");
const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

async function load(): Promise<{ createApp: typeof CreateApp; outer?: (app: unknown) => unknown }> {
  if (!development) {
    return import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  }
  process.env.NODE_ENV ??= "development";
  const vite = await import("vite");
  const express = (await import("express")).default;
  const devServer = await vite.createServer({ server: { middlewareMode: true }, root });
  const mod = await devServer.ssrLoadModule(path.join(root, "server/app.ts"));
  return {
    createApp: mod.createApp,
    outer: (app) =>
      express()
        .use(devServer.middlewares)
        .use(app as never),
  };
}

async function main() {
  const { createApp, outer } = await load();
  const { listener, log, config, database, stopJobs } = await createApp(
    development ? { development: true } : { staticDir: path.join(buildDir, "client") },
  );
  // The fast path for background calls and the page cache, else the Express app (server/app.ts); in
  // development behind Vite.
  const handler = (outer ? outer(listener) : listener) as typeof listener;
  const server = http.createServer(handler).listen(config.PORT, config.HOST, () => {
    log.info(`Maatglas serving http://localhost:${config.PORT}`);
  });
  shutDownOnSignals({ server, stopJobs, closeDb: () => database.close(), log });
}

main().catch((error: unknown) => {
  if ((error as Error)?.name === "EnvError") console.error((error as Error).message);
  else console.error("Maatglas could not start:", error);
  process.exit(1);
});
