import { chromium } from "@playwright/test";
const base = "http://localhost:3201";
const mode = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 1100 } });
await page.goto(base + "/beheer/instellingen/betalingen");
await page.getByLabel("E-mailadres").fill("admin@example.nl");
await page.getByLabel("Wachtwoord").fill("geheim-wachtwoord-123");
await page.getByRole("button", { name: "Inloggen" }).click();
await page.waitForURL(/betalingen/);
if (mode === "set") {
  await page.getByLabel("Mollie", { exact: true }).check();
  await page.locator("#live_api_key").fill("live_Zu9Kq3WmT7vBx2PnLc8RfYh5JdSa4E");
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await page.locator("#settings-saved").waitFor();
} else if (mode === "reset") {
  await page.getByLabel("Testomgeving (geen echte betalingen)").check();
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await page.locator("#settings-saved").waitFor();
}
console.log(mode, await page.locator("#payment-status").textContent());
const shop = await browser.newPage();
await shop.goto(base + "/product/glazen-deur-op-maat");
const r = await shop.evaluate(async () => {
  const cfg = JSON.parse(document.getElementById("maatglas-config").textContent);
  return cfg.ajax_url;
});
await browser.close();
