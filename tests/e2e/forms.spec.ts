import { expect, type Page, test } from "@playwright/test";
import { ACCOUNT, newEmail, ownIp, register } from "../helpers/account";

import { ADMIN_LOGIN } from "../helpers/admin";
import { addDoor, CHECKOUT, fillAddress, SAMPLE } from "./checkout-helpers";

/** The register form refuses a bad e-mail and a short password: errors beside the fields, tied by ARIA. */
async function refusedRegister(page: Page, js: boolean) {
  await page.goto(ACCOUNT);
  const email = page.locator("#reg_email");
  // Constraint attributes come from the zod schema (getZodConstraint): required vs optional.
  await expect(email).toHaveAttribute("required", "");
  await expect(page.locator("#reg_password")).toHaveAttribute("required", "");
  await expect(page.locator("#reg_first_name")).not.toHaveAttribute("required", "");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await email.fill("geen-mailadres");
  await page.locator("#reg_password").fill("kort");
  await page.locator("#reg_first_name").fill("Bram");
  await page.getByRole("button", { name: "Registreren" }).click();

  await expect(page.locator("#reg_email-error")).toHaveText("Vul een geldig e-mailadres in.");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-describedby", "reg_email-error");
  await expect(email).toBeFocused();
  const password = page.locator("#reg_password");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAttribute("aria-describedby", "reg_password-error reg_password-help");
  // With JS the browser refused it before sending; a server answer never echoes a password.
  await expect(password).toHaveValue(js ? "kort" : "");
  await expect(page.locator("#reg_first_name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#reg_first_name")).toHaveValue("Bram");
  // The login form next to it is untouched.
  await expect(page.locator("#username")).not.toHaveAttribute("aria-invalid", "true");
}

/** The addresses form: the first field in error (in form order) gets focus. */
async function refusedAddresses(page: Page) {
  await page.goto("/mijn-account/adressen");
  await page.locator("#billing_first_name").fill("Anna");
  await page.locator("#billing_last_name").fill("de Vries");
  await page.locator("#billing_postcode").fill("rommel");
  await page.locator("#billing_house_number").fill("12");
  await page.locator("#billing_address_1").fill("Kerkstraat");
  await page.getByRole("button", { name: "Adressen opslaan" }).click();
  const postcode = page.locator("#billing_postcode");
  await expect(postcode).toHaveAttribute("aria-invalid", "true");
  await expect(postcode).toHaveAttribute("aria-describedby", "billing_postcode-error billing_postcode-help");
  await expect(postcode).toBeFocused();
  await expect(page.locator("#billing_city")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#billing_company")).not.toHaveAttribute("required", "");
  await expect(page.locator("#billing_city")).toHaveAttribute("required", "");
  await expect(postcode).toHaveValue("rommel");
}

/**
 * The checkout (one address schema, Conform's reply): a bad postcode and a blank city come back beside their
 * fields, the first in form order gets focus, everything typed is kept and the cart survives.
 */
async function refusedCheckout(page: Page, js: boolean) {
  await addDoor(page, SAMPLE, js);
  await page.goto(CHECKOUT);
  const postcode = page.locator("#billing_postcode");
  // Constraint attributes from the schema: required vs optional.
  await expect(page.locator("#billing_first_name")).toHaveAttribute("required", "");
  await expect(page.locator("#billing_company")).not.toHaveAttribute("required", "");
  await expect(page.locator("#order_comments")).not.toHaveAttribute("required", "");
  await fillAddress(page, { billing_postcode: "1234 SS", billing_city: "" });
  await page.locator("#order_comments").fill("Graag eerst bellen.");
  await page.locator("#made_to_measure").check();
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Bestellen en betalen" }).click();
  expect((await response).status()).toBe(400);

  await expect(page.locator("#billing_postcode-error")).toHaveText(
    "Vul een geldige Nederlandse postcode in, bijvoorbeeld 1234 AB.",
  );
  await expect(postcode).toHaveAttribute("aria-invalid", "true");
  await expect(postcode).toHaveAttribute("aria-describedby", "billing_postcode-error billing_postcode-help");
  await expect(postcode).toBeFocused();
  await expect(page.locator("#billing_city-error")).toHaveText("Dit veld is verplicht.");
  await expect(page.locator("#billing_city")).toHaveAttribute("aria-describedby", "billing_city-error");
  await expect(page.locator("#terms")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#billing_first_name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#billing_first_name")).not.toHaveAttribute("aria-describedby");
  // Typed values kept, the cart too.
  await expect(postcode).toHaveValue("1234 SS");
  await expect(page.locator("#billing_house_number_suffix")).toHaveValue("A");
  await expect(page.locator("#billing_email")).toHaveValue("jan@example.nl");
  await expect(page.locator("#order_comments")).toHaveValue("Graag eerst bellen.");
  await expect(page.locator("#made_to_measure")).toBeChecked();
  await expect(page.locator("#terms")).not.toBeChecked();
  await expect(page.locator(".order-review__line")).toHaveCount(1);
}

async function refusedAdminLogin(page: Page) {
  await page.goto(ADMIN_LOGIN);
  await page.getByRole("button", { name: "Inloggen" }).click();
  const email = page.locator("#email");
  await expect(page.locator("#email-error")).toHaveText("Vul je e-mailadres in.");
  await expect(page.locator("#password-error")).toHaveText("Vul je wachtwoord in.");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-describedby", "email-error");
  await expect(email).toBeFocused();
}

for (const js of [true, false]) {
  test.describe(js ? "forms with JavaScript" : "forms without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("register: ARIA ties, schema constraints, focus on the first error, values kept", async ({
      page,
      context,
    }) => {
      await ownIp(context);
      await refusedRegister(page, js);
    });

    test("addresses: focus on the first field in error", async ({ page, context }) => {
      await ownIp(context);
      await register(page, newEmail());
      await refusedAddresses(page);
    });

    test("checkout: a bad postcode beside its field, focus on the first error, values and cart kept", async ({
      page,
    }) => {
      await refusedCheckout(page, js);
    });

    test("admin login: empty fields get Dutch errors and the first gets focus", async ({ page, context }) => {
      await ownIp(context);
      await refusedAdminLogin(page);
    });
  });
}
