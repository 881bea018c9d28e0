import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { loginAsAdmin } from "../helpers/admin";
import { createBuilderProduct, definitionAudit, simpleProductId } from "../helpers/builder";
import {
  addBuilderOption,
  builderOption,
  builderSuboption,
  fillBuilderFields,
} from "../helpers/builder-page";

const builderUrl = (id: number) => `/beheer/producten/${id}/opties`;
const option = builderOption;
const suboption = builderSuboption;
const addOption = addBuilderOption;
const fillOption = fillBuilderFields;

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test.describe("the option and formula builder", () => {
  test("builds Glazen taatsdeur op maat from an empty definition, versions it and sells it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const product = await createBuilderProduct("Glazen taatsdeur op maat");
    await loginAsAdmin(page, builderUrl(product.id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Opties en formule: Glazen taatsdeur op maat",
    );
    await expect(page.getByText("Dit product heeft nog geen opties.")).toBeVisible();
    await expect(page.locator("form.builder")).toHaveAttribute("data-hydrated", "true");

    await addOption(page, "Tekstveld");
    await addOption(page, "Tekstveld");
    await addOption(page, "Keuzelijst");
    const hoogte = option(page, 1);
    await fillOption(hoogte, { Label: "Hoogte in mm", Slug: "hoogte", Minimum: "1500", Maximum: "2600" });
    await hoogte.getByLabel("Verplicht").check();
    const breedte = option(page, 2);
    await fillOption(breedte, { Label: "Breedte in mm", Slug: "breedte", Minimum: "400", Maximum: "1200" });
    await breedte.getByLabel("Verplicht").check();
    const greep = option(page, 3);
    await fillOption(greep, { Label: "Greep", Slug: "greep" });
    await greep.getByRole("button", { name: "Keuze toevoegen" }).click();
    await expect(suboption(option(page, 3), 2)).toBeVisible();
    // Everything typed before the intent is still there.
    await expect(option(page, 1).getByLabel("Slug", { exact: true })).toHaveValue("hoogte");
    await fillOption(suboption(option(page, 3), 1), {
      Label: "RVS",
      Slug: "rvs",
      "Tarief (excl. btw)": "39",
    });
    await fillOption(suboption(option(page, 3), 2), {
      Label: "Zwart",
      Slug: "zwart",
      "Tarief (excl. btw)": "59",
    });

    // The live check: an unknown variable first, then the price of the test configuration.
    const formula = page.getByLabel("Formule", { exact: true }).first();
    await formula.fill("{uni_cpo_hoogte} * {uni_cpo_breedte} / 1000000 * 450 + {uni_cpo_grep}");
    await expect(page.locator('[data-error-for="mainFormula"]')).toHaveText(
      "Onbekende variabele: {uni_cpo_grep}",
    );
    await formula.fill("{uni_cpo_hoogte} * {uni_cpo_breedte} / 1000000 * 450 + {uni_cpo_greep}");
    await expect(page.locator('[data-error-for="mainFormula"]')).toHaveCount(0);
    // Test configuration: 1500 × 400 mm, RVS: 0.6 m² × 450 + 39 = 309 excl., 373,89 incl. btw.
    await expect(page.getByTestId("test-price")).toContainText(
      "Testprijs: € 373,89 incl. btw (€ 309,00 excl. btw)",
    );
    await expect(page.locator(".builder-variables")).toContainText("{uni_cpo_greep}");
    await expectAxeClean(page);

    await page.getByRole("button", { name: "Opslaan als nieuwe versie" }).click();
    await expect(page.locator("#builder-saved")).toHaveText("Opgeslagen als versie 1.");
    await expect(page.getByTestId("form-preview").getByLabel("Hoogte in mm")).toBeVisible();

    // A new rate makes version 2.
    await suboption(option(page, 3), 2).getByLabel("Tarief (excl. btw)").fill("69");
    await page.getByLabel("Notitie bij deze versie (optioneel)").fill("Zwarte greep duurder");
    await page.getByRole("button", { name: "Opslaan als nieuwe versie" }).click();
    await expect(page.locator("#builder-saved")).toHaveText("Opgeslagen als versie 2.");

    await page.getByRole("link", { name: "Versiegeschiedenis" }).click();
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("beheer@maatglas.test");
    await expect(rows.first()).toContainText("Zwarte greep duurder");
    await expect(page.getByTestId("definition-diff")).toContainText("Tarief Zwart: 59 → 69");
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Versie 1 terugzetten" }).click();
    await expect(page.getByText("Versie 1 is teruggezet als nieuwe versie 3.")).toBeVisible();
    await expect(rows).toHaveCount(3);
    await expect(page.getByTestId("definition-diff")).toContainText("Tarief Zwart: 69 → 59");
    expect(await definitionAudit(product.id)).toEqual([
      { action: "definition.save", details: { productId: product.id, version: 1, previousVersion: null } },
      { action: "definition.save", details: { productId: product.id, version: 2, previousVersion: 1 } },
      {
        action: "definition.restore",
        details: { productId: product.id, version: 3, previousVersion: 2, restoredFrom: 1 },
      },
    ]);

    // The storefront shows the options and prices the configuration with version 3 (= version 1).
    await page.goto(`/product/${product.slug}`);
    await page.getByLabel("Hoogte in mm").fill("2000");
    await page.getByLabel("Breedte in mm").fill("800");
    await page.getByLabel("Greep").selectOption({ label: "Zwart" });
    // 1.6 m² × 450 + 59 = 779 excl. = € 942,59 incl. btw.
    await expect(page.locator(".price-tag__amount")).toHaveText("€ 942,59");
  });

  test("keyboard reordering with Omhoog/Omlaag keeps the focus on the moved option", async ({ page }) => {
    const product = await createBuilderProduct("Volgorde", {
      basePrice: "10",
      mainFormula: "{uni_cpo_price} + {uni_cpo_c}",
      options: [
        { slug: "a", type: "number", label: "Eerste" },
        { slug: "b", type: "number", label: "Tweede" },
        { slug: "c", type: "select", label: "Derde", suboptions: [{ slug: "x", label: "X", rate: "1" }] },
      ],
    });
    await loginAsAdmin(page, builderUrl(product.id));
    await page.getByRole("button", { name: "Derde omhoog" }).focus();
    await page.keyboard.press("Enter");
    await expect(option(page, 2)).toHaveAccessibleName("Optie 2: Derde");
    await expect(page.getByRole("button", { name: "Derde omhoog" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(option(page, 1)).toHaveAccessibleName("Optie 1: Derde");
    // At the top "Omhoog" is disabled, so the focus moves to "Omlaag".
    await expect(page.getByRole("button", { name: "Derde omlaag" })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Derde staat nu op plaats 1." })).toBeAttached();
    await page.getByRole("button", { name: "Opslaan als nieuwe versie" }).click();
    await expect(page.locator("#builder-saved")).toHaveText("Opgeslagen als versie 2.");
    await page.goto(`${builderUrl(product.id)}/versies`);
    await expect(page.getByTestId("definition-diff")).toContainText("Nieuwe volgorde van de opties: c, a, b");
  });

  test("dragging an option's handle onto another option moves it there", async ({ page }) => {
    const product = await createBuilderProduct("Slepen", {
      basePrice: "10",
      mainFormula: "{uni_cpo_price}",
      options: [
        { slug: "a", type: "number", label: "Eerste" },
        { slug: "b", type: "number", label: "Tweede" },
        { slug: "c", type: "number", label: "Derde" },
      ],
    });
    await loginAsAdmin(page, builderUrl(product.id));
    await expect(page.locator("form.builder")).toHaveAttribute("data-hydrated", "true");
    // Source and target both on screen: a drag cannot leave the viewport.
    await page.setViewportSize({ width: 1280, height: 2000 });
    await page.locator('[data-drag-handle="2"]').dragTo(page.locator("#b-o-0-title"));
    await expect(option(page, 1)).toHaveAccessibleName("Optie 1: Derde");
    await expect(option(page, 2)).toHaveAccessibleName("Optie 2: Eerste");
    // With JS a variable of the list goes into the formula at the cursor.
    const formula = page.getByLabel("Formule", { exact: true }).first();
    await formula.fill("");
    await page.getByRole("button", { name: "{uni_cpo_c} invoegen in de formule" }).click();
    await formula.press("End");
    await formula.pressSequentially(" * 2");
    await expect(formula).toHaveValue("{uni_cpo_c} * 2");
    await expect(page.getByTestId("test-price")).toBeVisible();
  });

  test("saving right after typing shows the saved version: a live check still waiting does not undo it", async ({
    page,
  }) => {
    const product = await createBuilderProduct("Glazen pendeldeur op maat");
    await loginAsAdmin(page, builderUrl(product.id));
    await expect(page.locator("form.builder")).toHaveAttribute("data-hydrated", "true");
    // The save's answer is held back for 900 ms: longer than the live check's 400 ms wait after typing.
    await page.route("**/opties.data*", async (route) => {
      const body = route.request().postData() ?? "";
      if (route.request().method() === "POST" && body.includes("intent=save"))
        await new Promise((resolve) => setTimeout(resolve, 900));
      await route.continue();
    });
    // The posts in the order they leave: no live check may follow the save. (On a slow machine the 400 ms can pass
    // between typing and the click; a check that left before the save is then allowed, and must not undo it either.)
    const posts: string[] = [];
    page.on("request", (r) => {
      const body = r.method() === "POST" ? (r.postData() ?? "") : "";
      if (body.includes("intent=check")) posts.push("check");
      if (body.includes("intent=save")) posts.push("save");
    });
    const save = page.getByRole("button", { name: "Opslaan als nieuwe versie" });
    await save.scrollIntoViewIfNeeded();
    await page.getByLabel("Formule", { exact: true }).first().fill("{uni_cpo_price} + 10");
    await save.click();
    await expect(page.locator("#builder-saved")).toHaveText("Opgeslagen als versie 1.");
    await expect(page.getByText("Huidige versie: 1")).toBeVisible();
    await expect(page.getByLabel("Formule", { exact: true }).first()).toHaveValue("{uni_cpo_price} + 10");
    // A check the save failed to cancel would have left 400 ms after typing: before the save's answer (900 ms).
    expect(posts).toContain("save");
    expect(posts.slice(posts.indexOf("save"))).toEqual(["save"]);
  });

  test("a simple product has no builder", async ({ page }) => {
    await loginAsAdmin(page, "/beheer");
    const response = await page.goto(builderUrl(await simpleProductId()));
    expect(response?.status()).toBe(404);
    await expect(page.locator(".admin-notice")).toContainText("Dit is een eenvoudig product zonder opties.");
    expect((await page.goto(builderUrl(999_999)))?.status()).toBe(404);
    await expect(page.locator(".admin-notice")).toContainText("Dit product bestaat niet.");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adds an option, refuses a broken formula with everything kept, then saves", async ({ page }) => {
    const product = await createBuilderProduct("Zonder JS");
    await loginAsAdmin(page, builderUrl(product.id));
    await addOption(page, "Getal");
    await fillOption(option(page, 1), { Label: "Lengte", Slug: "lengte" });
    await page.getByLabel("Formule", { exact: true }).first().fill("{uni_cpo_lengte} * ");
    await page.getByRole("button", { name: "Opslaan als nieuwe versie" }).click();
    await expect(page.locator("#builder-refused")).toBeVisible();
    await expect(page.locator('[data-error-for="mainFormula"]')).toContainText("Syntaxfout");
    await expect(option(page, 1).getByLabel("Label", { exact: true })).toHaveValue("Lengte");
    await expect(page.getByLabel("Formule", { exact: true }).first()).toHaveValue("{uni_cpo_lengte} * ");

    await page.getByLabel("Formule", { exact: true }).first().fill("{uni_cpo_lengte} * 2");
    await page.getByRole("button", { name: "Controleren", exact: true }).click();
    await expect(page.getByTestId("test-price")).toContainText("€ 2,42 incl. btw");
    await page.getByRole("button", { name: "Opslaan als nieuwe versie" }).click();
    await expect(page.locator("#builder-saved")).toHaveText("Opgeslagen als versie 1.");
    await expect(option(page, 1)).toHaveAccessibleName("Optie 1: Lengte");
  });
});
