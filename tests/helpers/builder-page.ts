import { expect, type Locator, type Page } from "@playwright/test";

/** The option builder page (/beheer/producten/{id}/opties) as a shop owner uses it. */

/** The fieldset of option `n` (1-based), named "Optie n: …". */
export const builderOption = (page: Page, n: number) =>
  page.getByRole("group", { name: new RegExp(`^Optie ${n}\\b`) });

/** The fieldset of suboption `n` (1-based) of an option. */
export const builderSuboption = (option: Locator, n: number) =>
  option.getByRole("group", { name: `Keuze ${n}`, exact: true });

/**
 * Waits until React has hydrated the builder (its form carries `data-hydrated`); without JavaScript the page is
 * ready as it is. A click before hydration would post the plain form while the script takes over the page.
 */
export async function builderReady(page: Page) {
  const scripted = await page.evaluate(() => document.documentElement.classList.contains("js"));
  if (scripted) await page.locator('form.builder[data-hydrated="true"]').waitFor();
}

/** Adds an option of the type with this Dutch name ("Tekstveld", "Keuzelijst", "Getal" …). */
export async function addBuilderOption(page: Page, type: string) {
  await builderReady(page);
  const count = await page.locator("fieldset.builder-option").count();
  await page.getByLabel("Type", { exact: true }).last().selectOption({ label: type });
  await page.getByRole("button", { name: "Optie toevoegen" }).click();
  await expect(page.locator("fieldset.builder-option")).toHaveCount(count + 1);
}

/** Fills fields of an option or suboption by their labels. */
export async function fillBuilderFields(scope: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await scope.getByLabel(label, { exact: true }).first().fill(value);
}
