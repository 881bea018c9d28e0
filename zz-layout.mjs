import { chromium } from "playwright";
import fs from "node:fs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const url = "http://localhost:3301" + (process.env.P ?? "/");
async function run(variant) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: variant !== "nojs" });
  const page = await ctx.newPage();
  if (variant === "nofont") await page.route(/\.woff2$/, (r) => r.abort());
  if (variant === "nostyle" || variant.startsWith("css:") || variant.startsWith("re:") || variant.startsWith("add:")) await page.route(url, async (r) => {
    const res = await r.fetch(); let body = await res.text();
    if (variant === "nostyle") body = body.replace(/<style([^>]*)>[\s\S]*?<\/style>/, "<style$1></style>");
    else if (variant.startsWith("add:")) body = body.replace("</style>", process.env[variant.slice(4)] + "</style>");
    else if (variant.startsWith("re:")) body = body.replace(new RegExp(variant.slice(3), "g"), "*");
    else body = body.replace(/<style([^>]*)>([\s\S]*?)<\/style>/, (m, a, css) => `<style${a}>${css.replace(new RegExp(variant.slice(4), "g"), "x-none")}</style>`);
    await r.fulfill({ response: res, body });
  });
  await browser.startTracing(page, { categories: ["devtools.timeline", "blink"] });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(1500);
  const buf = await browser.stopTracing();
  const ev = JSON.parse(buf.toString()).traceEvents;
  const sum = (n) => ev.filter((e) => e.name === n && e.dur).reduce((s, e) => s + e.dur, 0) / 1000;
  const lays = ev.filter((e) => e.name === "Layout" && e.dur > 2000).map((e) => (e.dur / 1000).toFixed(1) + "(" + (e.args?.beginData?.dirtyObjects ?? "?") + "/" + (e.args?.beginData?.totalObjects ?? "?") + ")");
  await ctx.close();
  return `${variant.padEnd(14)} layout ${sum("Layout").toFixed(1)} style ${sum("UpdateLayoutTree").toFixed(1)} parse ${sum("ParseHTML").toFixed(1)} paint ${sum("Paint").toFixed(1)} script ${sum("EvaluateScript").toFixed(1)}+${sum("v8.callFunction").toFixed(1)}  big: ${lays.join(" ")}`;
}
const V=(process.env.V ?? "base,nofont,nostyle,nojs").split(","); const res={};
for (let i = 0; i < Number(process.env.N ?? 2); i++) for (const v of V) { const line = await run(v); (res[v] ??= []).push(Number(line.match(/layout ([\d.]+)/)[1])); if (process.env.VERBOSE) console.log(line); }
for (const v of V) { const a = res[v].sort((x,y)=>x-y); console.log(v.padEnd(14), "median layout", a[a.length>>1], "all", a.join(" ")); }
await browser.close();
