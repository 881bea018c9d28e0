import { expect, test } from "@playwright/test";
import { jsBytes, jsLine, PAGE_TYPES } from "../../scripts/bench/pages.ts";

// Issue 11 point 4: the JS a page loads stays within its gzip budget (100 KiB on the product page, 90 KiB on
// home, listing, category and content pages). Measured on the production build the e2e server serves, with the
// same function `npm run bench` prints from (scripts/bench/pages.ts).

const BUDGETED = PAGE_TYPES.filter((p) => p.budget !== null);

for (const page of BUDGETED) {
  test(`the ${page.kind} page ${page.path} loads at most ${page.budget} bytes of JS (gzip)`, async ({
    baseURL,
  }) => {
    const js = await jsBytes(new URL(page.path, baseURL).href);
    const files = js.list.map((f) => `  ${f.gzip} ${new URL(f.url).pathname}`).join("\n");
    expect(js.gzip, `${jsLine(page.path, js)}\n${files}`).toBeLessThanOrEqual(page.budget as number);
  });
}

// The measurement must cover what a browser really fetches: every script Chromium loads while opening the
// page (until the network is idle) is one of the files the budget counted.
for (const page of BUDGETED) {
  test(`the budget of ${page.path} counts every script the browser loads`, async ({ page: tab, baseURL }) => {
    const loaded = new Set<string>();
    tab.on("response", (res) => {
      if (res.request().resourceType() === "script") loaded.add(res.url());
    });
    await tab.goto(page.path, { waitUntil: "networkidle" });
    // The islands load after the page's load event; on a busy machine the network can be idle before they start.
    // Every budgeted page has the header island: once it has hydrated, the scripts are in (then idle again).
    await tab.locator('.header-cart-wrap[data-hydrated="true"]').waitFor();
    await tab.waitForLoadState("networkidle");
    const measured = new Set((await jsBytes(new URL(page.path, baseURL).href)).list.map((f) => f.url));
    expect(loaded.size).toBeGreaterThan(0);
    expect([...loaded].filter((url) => !measured.has(url))).toEqual([]);
  });
}
