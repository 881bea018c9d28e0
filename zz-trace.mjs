import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox"] });
for (const p of (process.env.PAGES ?? "/").split(",")) {
  const out = await lighthouse("http://localhost:3301" + p, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const name = p.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
  const tr = out.artifacts.Trace ?? out.artifacts.traces?.defaultPass;
  fs.writeFileSync(`/tmp/trace-${name}.json`, JSON.stringify(tr));
  console.log(name, Math.round(out.lhr.categories.performance.score * 100), out.lhr.audits["total-blocking-time"].displayValue, out.lhr.audits["largest-contentful-paint"].displayValue, "bi", out.lhr.environment.benchmarkIndex);
}
await chrome.kill();
