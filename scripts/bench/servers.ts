// The processes a bench run measures: the production build of the shop and a bare node:http server.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export { freePort } from "../free-port.ts";

const root = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];

export function stopAll() {
  for (const c of children) c.kill("SIGTERM");
}

async function waitFor(url: string, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

export function ensureBuild() {
  if (fs.existsSync(path.join(root, "build/server/index.js")) && !process.env.BENCH_REBUILD) return;
  const r = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (r.status !== 0) process.exit(1);
}

export async function startShop(port: number): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maatglas-bench-"));
  // BENCH_SHOP_FLAGS: Node options for the shop process only (e.g. `--trace-gc`), to look into a figure.
  const flags = (process.env.BENCH_SHOP_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...flags, "server/index.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return base;
}

export async function startBare(port: number): Promise<string> {
  const code = `require("node:http").createServer((req, res) => {
    if (req.url === "/json") { res.writeHead(200, {"content-type": "application/json"}); res.end(JSON.stringify({success: true, data: {price: "€ 740,50"}})); return; }
    res.writeHead(200, {"content-type": "text/plain"}); res.end("hello");
  }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", code], { stdio: "inherit" });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/`);
  return `http://127.0.0.1:${port}`;
}

/** Per-connection headers a replay must not copy. */
export const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** A recorded answer the bare "same bytes" server replays: status 200, these headers, this body. */
export interface RecordedAnswer {
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * A bare node:http server that answers each path with a recorded answer (the same headers and bytes a shop page
 * had), so a cached page can be compared with the cheapest possible server sending the same thing.
 */
export async function startBareBytes(port: number, answers: Record<string, RecordedAnswer>): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "maatglas-bench-bytes-")), "answers.json");
  const stored = Object.fromEntries(
    Object.entries(answers).map(([p, a]) => [p, { headers: a.headers, body: a.body.toString("base64") }]),
  );
  fs.writeFileSync(file, JSON.stringify(stored));
  const code = `const answers = JSON.parse(require("node:fs").readFileSync(${JSON.stringify(file)}, "utf8"));
  for (const a of Object.values(answers)) a.body = Buffer.from(a.body, "base64");
  require("node:http").createServer((req, res) => {
    const a = answers[req.url];
    if (!a) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, a.headers); res.end(a.body);
  }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", code], { stdio: "inherit" });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}${Object.keys(answers)[0] ?? "/"}`);
  return `http://127.0.0.1:${port}`;
}

/**
 * The bare React baseline of a server-rendered page (scripts/bench/bare-ssr.ts): the shop's own build renders
 * `page` with renderToString from loader data captured once from the running shop, without middleware,
 * database or session.
 */
export async function startBareSsr(port: number, shop: string, page: string): Promise<string> {
  const child = spawn(
    process.execPath,
    [path.join(root, "scripts/bench/bare-ssr.ts"), String(port), path.join(root, "build"), shop, page],
    { cwd: root, env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "inherit", "inherit"] },
  );
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/`);
  return `http://127.0.0.1:${port}`;
}
