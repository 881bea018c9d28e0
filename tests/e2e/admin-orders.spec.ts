import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { loginAsAdmin } from "../helpers/admin";
import { orderOutbox, orderState, paidOrder } from "../helpers/admin-orders";
import {
  addDoor,
  cartToCheckout,
  fillAddress,
  orderIdFrom,
  orderNumber,
  SAMPLE,
  tickConfirmations,
} from "./checkout-helpers";

const LIST = "/beheer/bestellingen";

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test("a shop owner finds a paid order, reads its configuration, moves it on with mails, notes, CSV and werkbon", async ({
  browser,
  page,
}) => {
  // A whole working day in one journey (shopping, two status changes, notes, a resend, CSV, print) on a shared machine.
  test.setTimeout(120_000);
  // The shopper buys the sample door with iDEAL (test gateway) in a browser of their own.
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await addDoor(shop, SAMPLE);
  await cartToCheckout(shop);
  await fillAddress(shop, {
    billing_last_name: "Werkplaats",
    billing_postcode: "9711 XZ",
    billing_city: "Groningen",
  });
  await shop.getByRole("radio", { name: "iDEAL" }).check();
  await tickConfirmations(shop);
  await shop.getByRole("button", { name: "Bestellen en betalen" }).click();
  await shop.getByLabel("Betaald").check();
  await shop.getByRole("button", { name: "Doorgaan" }).click();
  await expect(shop).toHaveURL(/bestelling-ontvangen/);
  const number = (await orderNumber(shop).textContent()) ?? "";
  const id = orderIdFrom(shop.url());
  await shopper.close();

  // Find it by number and by postcode (typed without its space).
  await loginAsAdmin(page, LIST);
  await expect(page.getByRole("heading", { level: 1, name: "Bestellingen" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Zoeken" }).fill(number);
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator(`tr[data-order="${number}"]`)).toContainText("In behandeling");
  await expect(page.locator(`tr[data-order="${number}"]`)).toContainText("€ 740,50");
  await page.getByRole("searchbox", { name: "Zoeken" }).fill("9711xz");
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator(`tr[data-order="${number}"]`)).toContainText("Jan Werkplaats");
  await expectAxeClean(page);

  // The CSV of the current filter.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporteren als CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^bestellingen-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) as string, "utf8");
  const rows = csv.split("\r\n");
  expect(rows[0].startsWith("\uFEFFNummer;Datum;Status;Naam")).toBe(true);
  expect(rows).toHaveLength(3);
  expect(rows[1]).toContain(`${number};`);
  expect(rows[1]).toContain(";In behandeling;Jan Werkplaats;jan@example.nl;9711 XZ;Groningen;iDEAL;740,50;");

  // The order page: the configuration from the snapshot.
  await page.getByRole("link", { name: number }).click();
  await expect(page).toHaveURL(`${LIST}/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Bestelling ${number}` })).toBeVisible();
  const line = page.locator("article[data-line]");
  // The seed's second version of the door links each handle to its image (the gallery's image changers).
  await expect(line).toContainText("Definitieversie 2");
  await expect(line).toContainText("Netto glashoogte in mm:2000");
  await expect(line).toContainText("Netto glasbreedte in mm:800");
  await expect(line.getByRole("row", { name: /Greep/ })).toContainText("RVS rond 180 cm");
  await expect(line.getByRole("row", { name: /Slot/ })).toContainText("€ 123,981");
  await expect(line).toContainText("Stukprijs incl. btw:€ 740,50");
  await expect(page.locator(`section[aria-label="Betalingen"]`)).toContainText("iDEAL");
  await expect(page.locator(`section[aria-label="Betalingen"]`)).toContainText("paid");
  await expect(page.getByRole("link", { name: "Terugbetalen" })).toHaveAttribute(
    "href",
    `${LIST}/${id}/terugbetalen`,
  );
  await expectAxeClean(page);

  // Only the allowed next statuses are offered; refunding is not a status choice.
  const choices = await page.locator("#status option").allTextContents();
  expect(choices).toEqual(["—", "In productie", "Verzonden", "Afgerond"]);

  await page.locator("#status").selectOption({ label: "In productie" });
  await page.getByRole("button", { name: "Status wijzigen" }).click();
  await expect(page.locator("#order-done")).toHaveText(
    "De status is gewijzigd in „In productie”. De klant krijgt een e-mail.",
  );
  await expect(page.locator("#order-status")).toHaveText("In productie");

  await page.locator("#status").selectOption({ label: "Verzonden" });
  await page.getByLabel("Track & trace (code of link, optioneel)").fill("3SMAAT1234567");
  await page.getByRole("button", { name: "Status wijzigen" }).click();
  await expect(page.locator("#order-status")).toHaveText("Verzonden");
  await expect(page.locator("#order-history")).toContainText("Status: In productie → Verzonden");
  await expect(page.locator("#order-history")).toContainText("3SMAAT1234567");
  await expect(page.locator("#order-history")).toContainText("beheer@maatglas.test");

  // Notes: an empty one is refused in Dutch; internal and customer notes are stored, the latter e-mailed.
  await page.getByRole("button", { name: "Notitie toevoegen" }).click();
  await expect(page.locator("#note-error")).toHaveText("Vul een notitie in.");
  await page.getByLabel("Interne notitie").fill("Glas besteld bij de leverancier.");
  await page.getByRole("button", { name: "Notitie toevoegen" }).click();
  await expect(page.locator("#order-done")).toHaveText("De interne notitie is toegevoegd.");
  await page.getByLabel("Notitie aan de klant").fill("Uw deur wordt donderdag bezorgd.");
  await page.getByRole("button", { name: "Notitie versturen" }).click();
  await expect(page.locator("#order-done")).toContainText("mailen");
  await expect(page.locator("#order-history")).toContainText(
    "Interne notitie: Glas besteld bij de leverancier.",
  );
  await expect(page.locator("#order-history")).toContainText(
    "Notitie aan klant: Uw deur wordt donderdag bezorgd.",
  );

  // The mails of the outbox, shown on the page; one resent.
  const mails = await orderOutbox(id);
  const byRef = (ref: string) => mails.find((m) => m.reference === ref);
  expect(byRef(`${id}:in-production`)).toMatchObject({
    kind: "order_status",
    to_address: "jan@example.nl",
    subject: `Je bestelling ${number} is in productie`,
  });
  expect(byRef(`${id}:shipped`)?.text_body).toContain("Track & trace: 3SMAAT1234567");
  expect(mails.filter((m) => m.kind === "order_note")).toHaveLength(1);
  expect(mails.filter((m) => m.kind === "note")).toHaveLength(0);
  await expect(
    page.getByRole("cell", { name: `Je bestelling ${number} is verzonden`, exact: true }),
  ).toBeVisible();
  await page
    .getByRole("button", { name: `Opnieuw versturen: Je bestelling ${number} is in productie` })
    .click();
  await expect(page.locator("#order-done")).toHaveText("De e-mail staat opnieuw in de wachtrij.");
  expect(
    (await orderOutbox(id)).filter((m) => m.subject === `Je bestelling ${number} is in productie`),
  ).toHaveLength(2);

  const state = await orderState(id);
  expect(state.status).toBe("shipped");
  expect(state.track_trace).toBe("3SMAAT1234567");
  expect(state.audit.map((a) => a.action)).toEqual([
    "order.status",
    "order.status",
    "order.note",
    "order.customer_note",
    "order.email_resend",
  ]);

  // The workshop's print view.
  await page.getByRole("link", { name: "Werkbon afdrukken" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Werkbon ${number}` })).toBeVisible();
  const sheet = page.locator(".werkbon-page");
  await expect(sheet).toHaveCount(1);
  await expect(sheet).toContainText("Deur 1 van 1");
  await expect(sheet).toContainText("Jan Werkplaats");
  await expect(sheet).toContainText("9711 XZ");
  await expect(sheet.locator(".werkbon-measure")).toContainText("2000");
  await expect(sheet.locator(".werkbon-options")).toContainText("RVS rond 180 cm");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".admin-side")).toBeHidden();
  await expect(page.getByRole("button", { name: "Afdrukken" })).toBeHidden();
});

test("the werkbon prints one sheet per door, none for a ready-made fitting; an unknown order answers 404", async ({
  page,
}) => {
  const order = await paidOrder({ quantity: 2, withHandle: true });
  await loginAsAdmin(page, LIST);
  await page.goto(`${LIST}/${order.id}/print`);
  await expect(page.locator(".werkbon-page")).toHaveCount(2);
  await expect(page.locator(".werkbon-page").nth(1)).toContainText("Deur 2 van 2");
  await expect(page.locator(".werkbon")).not.toContainText("Deurgreep mat zwart 32 cm");
  // On paper each door starts a new page (the last one leaves no blank page behind it).
  await page.emulateMedia({ media: "print" });
  const breaks = await page
    .locator(".werkbon-page")
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).breakAfter));
  expect(breaks).toEqual(["page", "auto"]);
  for (const url of [`${LIST}/999999`, `${LIST}/999999/print`, `${LIST}/abc`]) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
  }
});

test("a double payment is flagged in the list and offers the one-click refund form on the order page", async ({
  page,
}) => {
  const order = await paidOrder({ doublePayment: true, lastName: "Dubbel" });
  await loginAsAdmin(page, LIST);
  await page.goto(`${LIST}?q=Dubbel`);
  await expect(page.locator(`tr[data-order="${order.number}"]`)).toContainText("Dubbele betaling");
  await page.goto(`${LIST}/${order.id}`);
  await expect(page.getByRole("heading", { name: "Deze bestelling is twee keer betaald" })).toBeVisible();
  const form = page.locator(`form[action="${LIST}/${order.id}/terugbetalen"]`);
  await expect(form.locator('input[name="intent"]')).toHaveValue("double-payment");
  await expect(form.locator('input[name="_csrf"]')).not.toHaveValue("");
  await expect(form.getByRole("button", { name: "Dubbele betaling terugbetalen" })).toBeVisible();
});

test("the list is usable at 768 px: filters and orders reachable, no page-wide sideways scroll", async ({
  page,
}) => {
  const order = await paidOrder({ lastName: "Tablet" });
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsAdmin(page, LIST);
  await expect(page.getByRole("searchbox", { name: "Zoeken" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Zoeken" }).fill("Tablet");
  await page.getByRole("searchbox", { name: "Zoeken" }).press("Enter");
  await expect(page.getByRole("link", { name: order.number })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Every column (total included) fits: the table does not need sideways scrolling either.
  await page.goto(LIST);
  const wrap = page.locator(".admin-table-wrap");
  expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expect(page.getByRole("columnheader", { name: "Totaal" })).toBeInViewport();
  await page.getByRole("searchbox", { name: "Zoeken" }).fill("Tablet");
  await page.getByRole("searchbox", { name: "Zoeken" }).press("Enter");
  await page.getByRole("link", { name: order.number }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Bestelling ${order.number}` })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("status change and a refused empty note work as plain form posts", async ({ page }) => {
    const order = await paidOrder({ lastName: "ZonderJs" });
    await loginAsAdmin(page, LIST);
    await page.goto(`${LIST}/${order.id}`);
    await page.locator("#status").selectOption({ label: "Verzonden" });
    await page.locator("#track_trace").fill("https://jouw.postnl.nl/track?b=3SNOJS");
    await page.getByRole("button", { name: "Status wijzigen" }).click();
    await expect(page).toHaveURL(`${LIST}/${order.id}?gelukt=status`);
    await expect(page.locator("#order-status")).toHaveText("Verzonden");
    await expect(page.locator("#order-done")).toContainText("Verzonden");

    // An empty customer note: refused with a 400 and the Dutch message beside the field; nothing mailed.
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Notitie versturen" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.locator("#customer_note-error")).toHaveText("Vul een notitie in.");

    const mails = await orderOutbox(order.id);
    expect(mails.map((m) => m.reference)).toEqual([`${order.id}:shipped`]);
    expect(mails[0].text_body).toContain("https://jouw.postnl.nl/track?b=3SNOJS");
    expect((await orderState(order.id)).events.map((e) => [e.kind, e.from_status, e.to_status])).toEqual([
      ["status", "processing", "shipped"],
    ]);
  });
});
