// `npm test`: lint, typecheck, unit + DB tests, production build, Playwright e2e — then one summary line.
// DB tests also run on PostgreSQL when TEST_DATABASE_URL is set (scripts/with-postgres.sh sets it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const results = path.join(root, "reports");
fs.mkdirSync(results, { recursive: true });
const vitestJson = path.join(results, "vitest.json");
const playwrightJson = path.join(results, "playwright.json");
for (const f of [vitestJson, playwrightJson]) fs.rmSync(f, { force: true });

const [major] = process.versions.node.split(".").map(Number);
if (major < 24) {
  console.error(`npm test needs Node 24 or newer (this is ${process.version}). See README.md.`);
  process.exit(1);
}

interface Step {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
  needs?: string;
}
const steps: Step[] = [
  { name: "lint", cmd: bin("biome"), args: ["check", "."] },
  { name: "typegen", cmd: bin("react-router"), args: ["typegen"] },
  { name: "typecheck", cmd: bin("tsc"), args: ["--noEmit"], needs: "typegen" },
  {
    name: "unit+db",
    cmd: bin("vitest"),
    args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
  },
  { name: "build", cmd: bin("react-router"), args: ["build"] },
  {
    name: "e2e",
    cmd: bin("playwright"),
    args: ["test"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    needs: "build",
  },
];

const status = new Map<string, boolean>();
for (const step of steps) {
  if (step.needs && !status.get(step.needs)) {
    console.log(`\n▶ ${step.name}: skipped (${step.needs} failed)`);
    status.set(step.name, false);
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const r = spawnSync(step.cmd, step.args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  const ok = r.status === 0;
  status.set(step.name, ok);
  console.log(`◀ ${step.name}: ${ok ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
if (fs.existsSync(vitestJson)) {
  const v = JSON.parse(fs.readFileSync(vitestJson, "utf8"));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
if (fs.existsSync(playwrightJson)) {
  const p = JSON.parse(fs.readFileSync(playwrightJson, "utf8")).stats ?? {};
  passed += (p.expected ?? 0) + (p.flaky ?? 0);
  flaky += p.flaky ?? 0;
  failed += p.unexpected ?? 0;
  skipped += p.skipped ?? 0;
}
const failedSteps = [...status].filter(([, ok]) => !ok).map(([name]) => name);
console.log(`\nsteps: ${[...status].map(([n, ok]) => `${n} ${ok ? "ok" : "FAILED"}`).join(", ")}`);
console.log(
  `engines: sqlite${process.env.TEST_DATABASE_URL ? " + postgres" : " (set TEST_DATABASE_URL for postgres)"}`,
);
if (flaky > 0)
  console.log(`flaky: ${flaky} e2e test(s) passed only on retry — see the Playwright output above`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length === 0 && failed === 0 && passed > 0 ? 0 : 1);
