import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { type Db, openDb } from "../../db/dialect.server";
import {
  addBuilderOption,
  builderOption,
  builderSuboption,
  fillBuilderFields,
} from "../helpers/builder-page";
import { adminLogin } from "../helpers/people";
import { cartToCheckout, fillAddress, orderIdFrom, orderNumber, tickConfirmations } from "./checkout-helpers";
import { freshDataDir, type OwnServer, startServer } from "./own-server";

/**
 * Issue 10's owner journey, start to end, on a shop server of its own — on SQLite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it): a new configurable product "Glazen taatsdeur op maat" is built in the
 * back office (two size fields, a select with rates, a formula), published and bought on the storefront; the owner
 * finds the order with its full configuration, moves it to "In productie" and "Verzonden" (e-mails in the outbox),
 * refunds part of it through the test environment, and finds every step in the audit log.
 */

const OWNER = { email: "eigenaar@maatglas.test", password: "eigenaar-wachtwoord-e2e" };
const NAME = "Glazen taatsdeur op maat";

const engines = ["sqlite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])] as const;

for (const engine of engines) {
  test.describe(`the owner's journey (${engine})`, () => {
    let server: OwnServer;
    let dataDir: string;
    let databaseUrl = "";
    let db: Db;

    test.beforeAll(async () => {
      dataDir = freshDataDir(`journey-${engine}`);
      if (engine === "postgres") {
        // A database of its own on the test cluster: the server migrates and seeds it like a fresh shop.
        const base = new URL(process.env.TEST_DATABASE_URL as string);
        const name = `journey_${randomBytes(5).toString("hex")}`;
        const admin = new pg.Client({ connectionString: base.href });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        base.pathname = `/${name}`;
        databaseUrl = base.href;
      }
      server = await startServer({
        dataDir,
        env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, DATABASE_URL: databaseUrl },
      });
      db = openDb(databaseUrl || undefined, dataDir);
    });

    test.afterAll(async () => {
      await db?.close();
      await server?.kill();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) {
        const base = new URL(process.env.TEST_DATABASE_URL as string);
        const admin = new pg.Client({ connectionString: base.href });
        await admin.connect();
        await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
        await admin.end();
      }
    });

    test("build Glazen taatsdeur op maat, sell it, produce, ship and partly refund it — all audited", async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const origin = `http://localhost:${server.port}`;
      const owner = await browser.newContext({ baseURL: origin });
      const page = await owner.newPage();
      await adminLogin(page, origin, OWNER.email, OWNER.password);

      // 1. The product, as a draft (a configurable product cannot be published before it has options).
      await page.goto("/beheer/producten/nieuw");
      await page.getByLabel("Naam", { exact: true }).fill(NAME);
      await page.getByRole("radio", { name: "Op maat (opties)" }).check();
      await page.locator("#price").fill("450,00");
      await page.getByRole("radio", { name: "exclusief btw" }).check();
      await page.getByRole("radio", { name: "Concept" }).check();
      await page.getByRole("button", { name: "Product aanmaken" }).click();
      await expect(page.getByText("Het product is aangemaakt.")).toBeVisible();
      const productId = Number(/\/beheer\/producten\/(\d+)/.exec(page.url())?.[1]);
      const slug = await page.getByLabel("Slug (adres)").inputValue();
      expect(slug).toBe("glazen-taatsdeur-op-maat");
      await page.getByRole("button", { name: "Publiceren" }).click();
      await expect(
        page.getByText(
          "Een product op maat kan pas gepubliceerd worden als het opties en een formule heeft.",
          {
            exact: false,
          },
        ),
      ).toBeVisible();
      expect((await fetch(`${origin}/product/${slug}`)).status).toBe(404);

      // 2. Its options and formula through the builder.
      await page.goto(`/beheer/producten/${productId}/opties`);
      await addBuilderOption(page, "Tekstveld");
      await addBuilderOption(page, "Tekstveld");
      await addBuilderOption(page, "Keuzelijst");
      const height = builderOption(page, 1);
      await fillBuilderFields(height, {
        Label: "Hoogte in mm",
        Slug: "hoogte",
        Minimum: "1500",
        Maximum: "2600",
      });
      await height.getByLabel("Verplicht").check();
      const width = builderOption(page, 2);
      await fillBuilderFields(width, {
        Label: "Breedte in mm",
        Slug: "breedte",
        Minimum: "400",
        Maximum: "1200",
      });
      await width.getByLabel("Verplicht").check();
      const handle = builderOption(page, 3);
      await fillBuilderFields(handle, { Label: "Greep", Slug: "greep" });
      await handle.getByRole("button", { name: "Keuze toevoegen" }).click();
      await fillBuilderFields(builderSuboption(builderOption(page, 3), 1), {
        Label: "RVS",
        Slug: "rvs",
        "Tarief (excl. btw)": "39",
      });
      await fillBuilderFields(builderSuboption(builderOption(page, 3), 2), {
        Label: "Zwart",
        Slug: "zwart",
        "Tarief (excl. btw)": "59",
      });
      await page
        .getByLabel("Formule", { exact: true })
        .first()
        .fill("{uni_cpo_hoogte} * {uni_cpo_breedte} / 1000000 * 450 + {uni_cpo_greep}");
      await page.getByRole("button", { name: "Opslaan als nieuwe versie" }).click();
      await expect(page.locator("#builder-saved")).toHaveText("Opgeslagen als versie 1.");

      // 3. Published.
      await page.goto(`/beheer/producten/${productId}`);
      await page.getByRole("button", { name: "Publiceren" }).click();
      await expect(page.getByText("Het product is gepubliceerd.")).toBeVisible();

      // 4. A shopper buys it: 2000 × 800 mm with the black handle, paid with iDEAL in the test environment.
      const shopperContext = await browser.newContext({ baseURL: origin });
      const shop = await shopperContext.newPage();
      await shop.goto(`/product/${slug}`);
      await shop.getByLabel("Hoogte in mm").fill("2000");
      await shop.getByLabel("Breedte in mm").fill("800");
      await shop.getByLabel("Greep").selectOption({ label: "Zwart" });
      // 1.6 m² × 450 + 59 = 779 excl. btw = € 942,59 incl. 21 % btw.
      await expect(shop.locator(".price-tag__amount")).toHaveText("€ 942,59");
      await shop.getByRole("button", { name: "In winkelmand" }).click();
      await expect(shop.locator(".cart-added")).toContainText("is toegevoegd aan je winkelmand.");
      await cartToCheckout(shop);
      await fillAddress(shop, { billing_last_name: "Taats", billing_postcode: "3511 AB" });
      await shop.getByRole("radio", { name: "iDEAL" }).check();
      await tickConfirmations(shop);
      await shop.getByRole("button", { name: "Bestellen en betalen" }).click();
      await shop.getByLabel("Betaald").check();
      await shop.getByRole("button", { name: "Doorgaan" }).click();
      await expect(shop).toHaveURL(/bestelling-ontvangen/);
      const number = ((await orderNumber(shop).textContent()) ?? "").trim();
      const orderId = orderIdFrom(shop.url());
      await shopperContext.close();

      // 5. The owner finds the order with its full configuration.
      await page.goto("/beheer/bestellingen");
      await page.getByRole("searchbox", { name: "Zoeken" }).fill(number);
      await page.getByRole("button", { name: "Filteren" }).click();
      await expect(page.locator("tbody tr")).toHaveCount(1);
      await page.getByRole("link", { name: number }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Bestelling ${number}` })).toBeVisible();
      const line = page.locator("article[data-line]");
      await expect(line).toContainText(NAME);
      await expect(line).toContainText("Definitieversie 1");
      await expect(line).toContainText("Hoogte in mm:2000");
      await expect(line).toContainText("Breedte in mm:800");
      await expect(line.getByRole("row", { name: /Greep/ })).toContainText("Zwart");
      await expect(line).toContainText("Stukprijs incl. btw:€ 942,59");

      // 6. In productie, then Verzonden with track & trace; each mails the customer through the outbox.
      await page.locator("#status").selectOption({ label: "In productie" });
      await page.getByRole("button", { name: "Status wijzigen" }).click();
      await expect(page.locator("#order-status")).toHaveText("In productie");
      await page.locator("#status").selectOption({ label: "Verzonden" });
      await page.getByLabel("Track & trace (code of link, optioneel)").fill("3STAATS0001");
      await page.getByRole("button", { name: "Status wijzigen" }).click();
      await expect(page.locator("#order-status")).toHaveText("Verzonden");
      const mails = await db.kysely
        .selectFrom("email_outbox")
        .select(["reference", "to_address", "text_body"])
        .where("reference", "in", [`${orderId}:in-production`, `${orderId}:shipped`])
        .orderBy("id")
        .execute();
      expect(mails.map((m) => m.reference)).toEqual([`${orderId}:in-production`, `${orderId}:shipped`]);
      expect(mails[1].text_body).toContain("3STAATS0001");

      // 7. A partial refund through the test environment; the order stays "Verzonden".
      await page.getByRole("link", { name: "Terugbetalen" }).click();
      await page.getByLabel("Bedrag (€)").fill("100,00");
      await page.getByLabel("Omschrijving").fill("Kras in het glas");
      await page.getByRole("button", { name: "Terugbetalen", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/beheer/bestellingen/${orderId}\\?terugbetaald=1$`));
      await expect(page.locator("#order-status")).toHaveText("Verzonden");
      const refunds = await db.kysely
        .selectFrom("refunds")
        .select(["amount_cents", "status", "provider"])
        .where("order_id", "=", orderId)
        .execute();
      expect(refunds).toEqual([{ amount_cents: 10000, status: "refunded", provider: "test" }]);

      // 8. Every step in the audit log, by the owner, with the definition's version.
      const audit = await db.kysely
        .selectFrom("audit_log")
        .select(["action", "entity_type", "entity_id", "actor", "details"])
        .where((eb) =>
          eb.or([
            eb.and([eb("entity_type", "=", "product"), eb("entity_id", "=", String(productId))]),
            eb.and([eb("entity_type", "=", "order"), eb("entity_id", "=", String(orderId))]),
          ]),
        )
        .orderBy("id")
        .execute();
      expect(audit.map((a) => a.action)).toEqual([
        "product.create",
        "definition.save",
        "product.publish",
        "order.status",
        "order.status",
        "order.refund",
      ]);
      expect(new Set(audit.map((a) => a.actor))).toEqual(new Set([OWNER.email]));
      expect(JSON.parse(audit[1].details)).toMatchObject({ productId, version: 1 });
      await page.goto("/beheer/logboek?actie=order.refund");
      await expect(page.locator("tbody")).toContainText("Terugbetaling");
      await expect(page.locator("tbody")).toContainText(number);
      await owner.close();
    });
  });
}
