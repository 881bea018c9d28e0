import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import {
  ACCOUNT,
  cookie,
  logIn,
  logOut,
  newEmail,
  ORDERS,
  orderFor,
  ownIp,
  PASSWORD,
  RATE_LIMITED,
  register,
  withDb,
} from "../helpers/account";

/** register → log out → log in → see the order in the orders table (and its detail page). */
async function journey(page: Page, context: BrowserContext) {
  await ownIp(context);
  const email = newEmail();
  await page.goto("/");
  await page.locator(".header-account").click();
  await expect(page).toHaveURL(new RegExp(`${ACCOUNT}$`));
  await register(page, email);
  expect(await cookie(context, "maatglas_logged_in")).toBe("1");
  const order = await orderFor(email);
  const other = await orderFor(null); // a guest's order: never shown to this account
  await logOut(page);
  expect(await cookie(context, "maatglas_logged_in")).toBeUndefined();
  await page.goto(ORDERS);
  await expect(page).toHaveURL(new RegExp(`${ACCOUNT}$`));

  const before = await cookie(context, "maatglas_sid");
  await logIn(page, email);
  await expect(page.getByText("Hallo Anna")).toBeVisible();
  expect(await cookie(context, "maatglas_sid")).not.toBe(before); // session id rotated at login
  await page
    .getByRole("navigation", { name: "Accountmenu" })
    .getByRole("link", { name: "Bestellingen" })
    .click();
  const row = page.locator(`tr[data-order-id="${order.id}"]`);
  await expect(row).toContainText(order.number);
  await expect(row).toContainText("In de wacht");
  await expect(row).toContainText("€ 740,50");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await row.getByRole("link", { name: `Bestelling ${order.number} bekijken` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bestelling ${order.number}`);
  await expect(page.getByText("Glazen deur op maat", { exact: true })).toBeVisible();
  await expect(page.getByText("2000 mm")).toBeVisible();
  await expect(page.locator("address").first()).toContainText("3511 AB Utrecht");
  const response = await page.goto(`${ORDERS}/${other.id}`);
  expect(response?.status()).toBe(404);
}

/** The page has hydrated (the header is part of it: it marks itself once React has taken it over). */
async function hydrated(page: Page) {
  await page.locator('.header-cart-wrap[data-hydrated="true"]').waitFor();
}

test("register → log out → log in → the orders table shows the user's order", async ({ page, context }) => {
  await journey(page, context);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the same register, logout, login and orders table", async ({ page, context }) => {
    await journey(page, context);
  });
});

test("bad input keeps what was typed and shows Dutch messages beside the fields", async ({
  page,
  context,
}) => {
  await ownIp(context);
  await page.goto(ACCOUNT);
  await hydrated(page);
  await page.locator("#reg_email").fill("geen-mailadres");
  await page.locator("#reg_password").fill("kort");
  await page.locator("#reg_first_name").fill("Bram");
  await page.getByRole("button", { name: "Registreren" }).click();
  await expect(page.locator("#reg_password-error")).toHaveText("Kies een wachtwoord van minimaal 10 tekens.");
  await expect(page.locator("#reg_email-error")).toHaveText("Vul een geldig e-mailadres in.");
  await expect(page.locator("#reg_email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#reg_email")).toHaveValue("geen-mailadres");
  await expect(page.locator("#reg_first_name")).toHaveValue("Bram");
  // The help text slides open on focus and closes on Escape or when another field gets focus (§2.4).
  const help = page.locator("#reg_password-help");
  await page.locator("#reg_password").focus();
  await expect(help).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
  await page.locator("#reg_password").click();
  await expect(help).toBeVisible();
  await page.locator("#reg_first_name").focus();
  await expect(help).toBeHidden();
  // The password field has a show/hide toggle (§2.4).
  await page.locator("#reg_password").fill("zichtbaar-wachtwoord");
  const toggle = page.locator("[data-field=password] .password-input__toggle").last();
  await toggle.click();
  await expect(page.locator("#reg_password")).toHaveAttribute("type", "text");
  await toggle.click();
  await expect(page.locator("#reg_password")).toHaveAttribute("type", "password");
});

test("5 wrong passwords from one address lock that address out of the account; the owner elsewhere logs in", async ({
  page,
  context,
}) => {
  await ownIp(context);
  const email = newEmail();
  await register(page, email);
  await logOut(page);
  for (let i = 1; i <= 4; i++) {
    await logIn(page, email, `fout-wachtwoord-${i}`);
    await expect(page.getByRole("alert")).toHaveText("Het e-mailadres of wachtwoord is onjuist.");
  }
  await logIn(page, email, "fout-wachtwoord-5");
  await expect(page.getByRole("alert")).toContainText(RATE_LIMITED);
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText(RATE_LIMITED);
  await expect(page.getByText("Hallo Anna")).toHaveCount(0);
  // The owner on another address (a new IP) is not locked out.
  await ownIp(context);
  await logIn(page, email, PASSWORD);
  await expect(page.getByText("Hallo Anna")).toBeVisible();
});

test("password reset by e-mailed link: same answer for unknown addresses, link works once", async ({
  page,
  context,
}) => {
  await ownIp(context);
  const email = newEmail();
  await register(page, email);
  await logOut(page);
  const sent = "Als er een account bestaat met dit e-mailadres, ontvang je een e-mail";

  await page.goto(ACCOUNT);
  await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
  await page.locator("#user_login").fill(newEmail());
  await page.getByRole("button", { name: "Wachtwoord herstellen" }).click();
  await expect(page.getByRole("status")).toContainText(sent);

  await page.goto("/mijn-account/wachtwoord-vergeten");
  await page.locator("#user_login").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Wachtwoord herstellen" }).click();
  await expect(page.getByRole("status")).toContainText(sent);

  const mail = await withDb((db) =>
    db
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "password_reset")
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow(),
  );
  const link = /https?:\/\/\S+wachtwoord-herstellen\?token=\S+/.exec(mail.text_body)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  const stored = await withDb((db) => db.selectFrom("password_resets").select("token_hash").execute());
  expect(stored.map((r) => r.token_hash)).not.toContain(url.searchParams.get("token"));

  await page.goto(url.pathname + url.search);
  await page.locator("#password_1").fill("nieuw-wachtwoord-2026");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByRole("status")).toContainText("Je wachtwoord is gewijzigd.");
  await logIn(page, email, "nieuw-wachtwoord-2026");
  await expect(page.getByText("Hallo Anna")).toBeVisible();

  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("alert")).toContainText("Deze link is ongeldig of verlopen.");
  await expect(page.locator("#password_1")).toHaveCount(0);
});

test("axe: no serious or critical violations on the account pages", async ({ page, context }) => {
  test.slow(); // four pages, each analysed in full
  await ownIp(context);
  const check = async () => {
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  };
  await page.goto(ACCOUNT);
  await check();
  const email = newEmail();
  await register(page, email);
  await check();
  await orderFor(email);
  await page.goto(ORDERS);
  await check();
  await page.goto("/mijn-account/adressen");
  await check();
});

test("375 px: the orders table scrolls sideways inside its box, the page does not", async ({
  page,
  context,
}) => {
  await ownIp(context);
  await page.setViewportSize({ width: 375, height: 740 });
  const email = newEmail();
  await register(page, email);
  await orderFor(email);
  await page.goto(ORDERS);
  const wrap = page.locator(".account-orders-wrap");
  await expect(wrap).toBeVisible();
  const m = await wrap.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      overflowX: style.overflowX,
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      right: el.getBoundingClientRect().right,
      docWidth: document.documentElement.scrollWidth,
      bodyWidth: document.body.scrollWidth,
    };
  });
  expect(m.overflowX).toBe("auto");
  expect(m.scrollWidth).toBeGreaterThan(m.clientWidth);
  expect(m.right).toBeLessThanOrEqual(375);
  expect(m.docWidth).toBeLessThanOrEqual(375);
  expect(m.bodyWidth).toBeLessThanOrEqual(375);
  await wrap.evaluate((el) => el.scrollTo({ left: 200 }));
  await expect.poll(() => wrap.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // The "Bekijken" button at the far right is reachable by scrolling the box.
  await page.getByRole("link", { name: /Bestelling .* bekijken/ }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("link", { name: /Bestelling .* bekijken/ })).toBeInViewport();
});

test("saved addresses: Dutch postcode normalised, errors beside the fields, typed values kept", async ({
  page,
  context,
}) => {
  await ownIp(context);
  await register(page, newEmail());
  await page.goto("/mijn-account/adressen");
  await hydrated(page);
  await page.locator("#billing_first_name").fill("Anna");
  await page.locator("#billing_last_name").fill("de Vries");
  await page.locator("#billing_postcode").fill("0123 ab");
  await page.locator("#billing_house_number").fill("12a");
  await page.locator("#billing_address_1").fill("Kerkstraat");
  await page.getByRole("button", { name: "Adressen opslaan" }).click();
  await expect(page.locator("#billing_postcode-error")).toHaveText(
    "Vul een geldige Nederlandse postcode in, bijvoorbeeld 1234 AB.",
  );
  await expect(page.locator("#billing_city-error")).toHaveText("Dit veld is verplicht.");
  await expect(page.locator("#billing_address_1")).toHaveValue("Kerkstraat");
  await page.locator("#billing_postcode").fill(" 3511ab ");
  await page.locator("#billing_city").fill("Utrecht");
  await page.getByRole("button", { name: "Adressen opslaan" }).click();
  await expect(page.getByRole("status")).toHaveText("Je adressen zijn opgeslagen.");
  await page.reload();
  await expect(page.locator("#billing_postcode")).toHaveValue("3511 AB");
  await expect(page.locator("#billing_house_number")).toHaveValue("12");
  await expect(page.locator("#billing_house_number_suffix")).toHaveValue("a");
});
