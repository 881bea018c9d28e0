// `npm start`: builds when the build is missing or older than the sources, then serves the shop.
// Migrations run and the sample shop is seeded (once) by the server itself on start.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "build/server/index.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const m = fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs;
    if (m > newest) newest = m;
  }
  return newest;
}

function needsBuild(): boolean {
  if (!fs.existsSync(built)) return true;
  const buildTime = fs.statSync(built).mtimeMs;
  const sources = ["app", "server", "db", "public"]
    .map((d) => path.join(root, d))
    .filter((d) => fs.existsSync(d));
  const configs = ["vite.config.ts", "react-router.config.ts", "package.json"].map((f) => path.join(root, f));
  return (
    sources.some((d) => newestMtime(d) > buildTime) ||
    configs.some((f) => fs.existsSync(f) && fs.statSync(f).mtimeMs > buildTime)
  );
}

if (needsBuild()) {
  console.log("Building Maatglas (first start or changed sources)…");
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import("../server/index.ts");
