import { expect, test } from "@playwright/test";
import { loginAsAdmin } from "../helpers/admin";
import { createConfigurableProduct } from "../helpers/configurable-product";

test("the shop owner edits the 'Extra informatie' rows: a wrong line is named beside the field and kept, the saved rows show in the tab", async ({
  page,
}) => {
  const product = await createConfigurableProduct("extra informatie");
  await loginAsAdmin(page, `/beheer/producten/${product.id}`);
  const field = page.getByLabel("Extra informatie");
  await field.fill("Glassoort: gehard veiligheidsglas\nDikte 8 mm");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Regel 2: schrijf het kenmerk als ‘Naam: waarde’.")).toBeVisible();
  await expect(field).toHaveValue("Glassoort: gehard veiligheidsglas\nDikte 8 mm");
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill("Glassoort: gehard veiligheidsglas\nGlasdikte: 8 mm\nLevertijd: ca. 3 weken");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Het product is opgeslagen.")).toBeVisible();
  await expect(field).toHaveValue(
    "Glassoort: gehard veiligheidsglas\nGlasdikte: 8 mm\nLevertijd: ca. 3 weken",
  );

  await page.goto(`${product.path}#tab-additional_information`);
  const panel = page.locator("#tab-additional_information");
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Glassoort");
  await expect(panel).toContainText("gehard veiligheidsglas");
  await expect(panel).toContainText("Levertijd");
  await expect(panel).toContainText("ca. 3 weken");
});
