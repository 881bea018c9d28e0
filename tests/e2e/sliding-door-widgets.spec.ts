import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { loginAsAdmin } from "../helpers/admin";
import { createBuilderProduct } from "../helpers/builder";
import { builderOption } from "../helpers/builder-page";
import { createConfigurableProduct } from "../helpers/configurable-product";

/**
 * The JavaScript behaviour of the sliding door's widgets (issue 13, decisions 022 and 026): the date calendar
 * (week from Sunday, Sundays and days before the minimum disabled), the range slider's companion input (clamp,
 * step rounding, list match), the price matrix (click selects, click again clears) and a rule of the validation
 * catalogue showing its Dutch message beside the field; axe at phone and desktop width.
 */

const DOOR = "/product/glazen-schuifdeur-op-maat";
const DAY_MS = 86_400_000;

/** Today in the shop's time zone as a UTC day number. */
function shopDay(): number {
  const ymd = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
  return Date.parse(`${ymd}T00:00:00Z`) / DAY_MS;
}
const ymdOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: number) => new Date(day * DAY_MS).getUTCDay();

async function openDoor(page: Page, path = DOOR) {
  await page.goto(path);
  // The option form's island is hydrated once the reset button shows.
  await expect(page.getByRole("button", { name: "Formulier wissen" })).toBeVisible({ timeout: 15_000 });
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test.describe("sliding door widgets with JavaScript", () => {
  test("the installation date calendar starts on Sunday, disables Sundays and days before the minimum", async ({
    page,
  }) => {
    await openDoor(page);
    const field = page.locator('[data-field="uni_cpo_montagedatum"]');
    await field.getByRole("button", { name: "Kies in kalender" }).click();
    const calendar = field.locator(".rdp-root");
    await expect(calendar).toBeVisible();
    const weekdays = calendar.locator(".rdp-weekday");
    await expect(weekdays).toHaveCount(7);
    await expect(weekdays.first()).toHaveText("zo");
    await expect(weekdays.first()).toHaveAttribute("aria-label", "zondag");
    await expect(weekdays.nth(1)).toHaveText("ma");

    // The calendar opens on the month of the first day that may be picked: today + 21 days.
    const first = shopDay() + 21;
    let pickable = first;
    while (weekdayOf(pickable) === 0) pickable++;
    await expect(calendar.locator(`[data-day="${ymdOf(pickable)}"]`)).not.toHaveAttribute(
      "data-disabled",
      "true",
    );
    await expect(calendar.locator(`[data-day="${ymdOf(first - 1)}"]`).first()).toHaveAttribute(
      "data-disabled",
      "true",
    );
    const sundays = calendar.locator("td[data-day]:not([data-outside])");
    const count = await sundays.count();
    let checked = 0;
    for (let i = 0; i < count; i++) {
      const cell = sundays.nth(i);
      const day = await cell.getAttribute("data-day");
      if (day && new Date(`${day}T00:00:00Z`).getUTCDay() === 0) {
        await expect(cell).toHaveAttribute("data-disabled", "true");
        await expect(cell.getByRole("button")).toBeDisabled();
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);

    // Picking a day fills the plain date input, the one the form posts.
    await calendar.locator(`[data-day="${ymdOf(pickable)}"] button`).click();
    await expect(field.locator('input[name="uni_cpo_montagedatum"]')).toHaveValue(ymdOf(pickable));
    await expect(field.locator(".field-error")).toHaveCount(0);
  });

  test("the rail's companion input clamps to min and max and rounds to the step; the slider follows", async ({
    page,
  }) => {
    await openDoor(page);
    const input = page.locator("#uni_cpo_rail_lengte");
    const slider = page.locator('[data-field="uni_cpo_rail_lengte"] input[type="range"]');
    const typeIn = async (text: string, expected: string) => {
      await input.fill(text);
      await input.press("Tab");
      await expect(input).toHaveValue(expected);
      await expect(slider).toHaveValue(expected);
    };
    await typeIn("2405", "2410");
    await typeIn("2404", "2400");
    await typeIn("2401,5", "2400");
    await typeIn("99999", "4000");
    // A changed number is said beside the field, not changed silently; the slider's move clears it.
    const note = page.locator('[data-field="uni_cpo_rail_lengte"] .slider-note');
    await expect(note).toHaveText("Aangepast naar 4000 mm: kies van 1600 tot 4000 mm.");
    await typeIn("10", "1600");
    await expect(note).toHaveText("Aangepast naar 1600 mm: kies van 1600 tot 4000 mm.");
    await typeIn("2405", "2410");
    await expect(note).toHaveText("Aangepast naar 2410 mm: in stappen van 10 mm.");
    await typeIn("2500", "2500");
    await expect(note).toBeEmpty();
    await typeIn("10", "1600");
    await slider.fill("3000");
    await expect(input).toHaveValue("3000");
    await expect(note).toBeEmpty();
  });

  test("the price matrix: a click selects a cell, a second click clears value, row and column", async ({
    page,
  }) => {
    await openDoor(page);
    const matrix = page.locator('[data-field="uni_cpo_standaardmaat"]');
    const cell = matrix.getByRole("radio", { name: "1000 × 2215" });
    await cell.click();
    await expect(cell).toBeChecked();
    await expect(matrix.locator("td[data-selected]")).toHaveCount(1);
    await cell.click();
    await expect(cell).not.toBeChecked();
    await expect(matrix.locator("td[data-selected]")).toHaveCount(0);
    await expect(matrix.locator('input[type="radio"]:checked')).toHaveCount(0);
    // A size that is not sold has no radio at all.
    await expect(matrix.getByText("niet leverbaar")).toHaveCount(1);
    await matrix.getByRole("radio", { name: "900 × 2015" }).click();
    await expect(matrix.getByRole("radio", { name: "900 × 2015" })).toBeChecked();
  });

  test("a validation rule's Dutch message shows beside the field and goes when the value is fixed", async ({
    page,
  }) => {
    await openDoor(page);
    const engraving = page.locator("#uni_cpo_gravure");
    await engraving.fill("x".repeat(41));
    await engraving.press("Tab");
    const error = page.locator('[data-field-error="uni_cpo_gravure"]');
    await expect(error).toHaveText("Deze waarde is te lang. Gebruik 40 tekens of minder.");
    await expect(engraving).toHaveAttribute("aria-describedby", /uni_cpo_gravure-error/);
    await engraving.fill("Familie Jansen");
    await engraving.press("Tab");
    await expect(error).toHaveCount(0);
  });

  test("a slider with a list matches typed text case-insensitively; catalogue rules check on the client", async ({
    page,
  }) => {
    const product = await createConfigurableProduct("lijst en regels", {
      options: [
        {
          slug: "glas",
          type: "range_slider",
          label: "Glasdikte",
          required: true,
          min: 0,
          max: 2,
          list: [
            { value: "8", label: "Dun" },
            { value: "10", label: "Normaal" },
            { value: "12", label: "Dik" },
          ],
          unit: "mm",
        },
        {
          slug: "email",
          type: "text_input",
          label: "E-mail voor de tekening",
          validation: { format: "email" },
        },
        {
          slug: "email2",
          type: "text_input",
          label: "Herhaal het e-mailadres",
          validation: { equalTo: "email" },
        },
      ],
      mainFormula: "{uni_cpo_price} + {uni_cpo_glas}",
    });
    await openDoor(page, product.path);
    const input = page.locator("#uni_cpo_glas");
    for (const [typed, shown] of [
      ["dIK", "Dik"],
      ["normaal", "Normaal"],
      ["8", "Dun"],
    ]) {
      await input.fill(typed);
      await input.press("Tab");
      await expect(input).toHaveValue(shown);
    }
    // Text that matches no entry leaves the value as it was.
    await input.fill("reuzendik");
    await input.press("Tab");
    await expect(input).toHaveValue("Dun");

    const email = page.locator("#uni_cpo_email");
    await email.fill("jan@");
    await email.press("Tab");
    await expect(page.locator('[data-field-error="uni_cpo_email"]')).toHaveText(
      "Deze waarde moet een geldig e-mailadres zijn.",
    );
    await email.fill("jan@example.nl");
    await page.locator("#uni_cpo_email2").fill("piet@example.nl");
    await page.locator("#uni_cpo_email2").press("Tab");
    await expect(page.locator('[data-field-error="uni_cpo_email"]')).toHaveCount(0);
    await expect(page.locator('[data-field-error="uni_cpo_email2"]')).toHaveText(
      "Deze waarde moet hetzelfde zijn.",
    );
  });

  for (const width of [375, 1280]) {
    test(`axe: the sliding door with an open calendar and an error has no serious violations at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openDoor(page);
      const field = page.locator('[data-field="uni_cpo_montagedatum"]');
      await field.getByRole("button", { name: "Kies in kalender" }).click();
      await expect(field.locator(".rdp-root")).toBeVisible();
      await page.locator("#uni_cpo_gravure").fill("x".repeat(41));
      await page.locator("#uni_cpo_gravure").press("Tab");
      await expect(page.locator('[data-field-error="uni_cpo_gravure"]')).toBeVisible();
      await expectAxeClean(page);
      // Nothing spills sideways on a phone: the page is no wider than the window.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("validation rules and date settings in the builder, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a rule is picked with its bound, refused beside its row when wrong, and enforced by the server", async ({
    page,
  }) => {
    const product = await createBuilderProduct("Regels zonder JS", {
      basePrice: "100",
      mainFormula: "{uni_cpo_price}",
      options: [
        { slug: "tekst", type: "text_input", label: "Tekst op het glas", required: true },
        { slug: "dag", type: "date", label: "Leverdag", minDaysAhead: 3 },
      ],
    });
    await loginAsAdmin(page, `/beheer/producten/${product.id}/opties`);
    const text = builderOption(page, 1);
    // The rules are folded while there are none; the summary opens them (no JavaScript needed).
    await text.locator("summary", { hasText: "Validatieregels" }).click();
    const rules = text.locator("details[data-checks]");
    // A reversed pair is refused beside its row; everything typed stays.
    await rules.getByLabel("Validatieregel", { exact: true }).selectOption({ label: "Aantal tekens tussen" });
    await rules.getByLabel("Waarde, grens of slug", { exact: true }).fill("9");
    await rules.getByLabel("Tweede grens", { exact: true }).fill("3");
    await page.getByRole("button", { name: "Opslaan als nieuwe versie" }).click();
    await expect(page.locator('[data-error-for="o.0.v.0.a"]')).toHaveText(
      "De eerste grens mag niet groter zijn dan de tweede.",
    );
    await expect(text.getByLabel("Tweede grens", { exact: true }).first()).toHaveValue("3");

    // Fixed, plus a second rule from the new empty row.
    await text.getByLabel("Waarde, grens of slug", { exact: true }).first().fill("3");
    await text.getByLabel("Tweede grens", { exact: true }).first().fill("30");
    await text
      .getByLabel("Validatieregel", { exact: true })
      .last()
      .selectOption({ label: "Minimaal aantal woorden" });
    await text.getByLabel("Waarde, grens of slug", { exact: true }).last().fill("2");
    // The date's settings are real fields: no installation on Saturdays and Sundays.
    const date = builderOption(page, 2);
    await date.getByLabel("zaterdag", { exact: true }).check();
    await date.getByLabel("zondag", { exact: true }).check();
    await date.getByLabel("Vroegst: dagen na vandaag", { exact: true }).fill("5");
    await page.getByRole("button", { name: "Opslaan als nieuwe versie" }).click();
    await expect(page.locator("#builder-saved")).toHaveText("Opgeslagen als versie 2.");
    await expect(date.getByLabel("zaterdag", { exact: true })).toBeChecked();
    await expect(date.getByLabel("maandag", { exact: true })).not.toBeChecked();
    await expect(date.getByLabel("Vroegst: dagen na vandaag", { exact: true })).toHaveValue("5");
    await expect(text.getByLabel("Validatieregel", { exact: true })).toHaveCount(3);

    // The shop refuses one word with the rule's Dutch message beside the field, and keeps what was typed.
    await page.goto(`/product/${product.slug}`);
    await page.getByLabel(/Tekst op het glas/).fill("Jansen");
    await page.getByRole("button", { name: "In winkelmand" }).click();
    await expect(page.locator('[data-field-error="uni_cpo_tekst"]')).toHaveText(
      "Deze waarde is te kort. Gebruik 2 woorden of meer.",
    );
    await expect(page.getByLabel(/Tekst op het glas/)).toHaveValue("Jansen");
  });
});
