import { chromium } from "playwright";
import fs from "node:fs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const home = fs.readFileSync("/tmp/home.html", "utf8");
const text = home.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
console.log("text chars", text.length);
const cases = {
  tiny: "<p>Hallo wereld</p>",
  text1p: `<p>${text}</p>`,
  textManyP: text.split(". ").map((s) => `<p>${s}</p>`).join(""),
  textNoStar: `<p>${text.replace(/[★✓]/g, "*")}</p>`,
  homeNoStyleNoScript: home.replace(/<style([^>]*)>[\s\S]*?<\/style>/, "").replace(/<script[\s\S]*?<\/script>/g, ""),
};
const res = {};
for (let i = 0; i < 5; i++) for (const [k, html] of Object.entries(cases)) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } }); const page = await ctx.newPage();
  await page.route("http://x.test/", (r) => r.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
  await page.route(/^http:\/\/x\.test\/.+/, (r) => r.abort());
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  await page.goto("http://x.test/");
  await page.waitForTimeout(300);
  const ev = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  (res[k] ??= []).push(ev.filter(e=>e.name==="Layout"&&e.dur).reduce((s,e)=>s+e.dur,0)/1000);
  await ctx.close();
}
for (const [k, a] of Object.entries(res)) { a.sort((x,y)=>x-y); console.log(k.padEnd(20), a[2].toFixed(1), a.map(x=>x.toFixed(1)).join(" ")); }
await browser.close();
