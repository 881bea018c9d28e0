import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect, it } from "vitest";
import { validationMessages as m } from "~/i18n/nl.validation";
import { SLIDING_DOOR_SLUG, seedSampleShop, seedSlidingDoor } from "../../../db/seed/index";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { createFakePdok } from "../../../tests/mocks/pdok";
import { dayNumber, shopToday, weekdayOf, ymdOf } from "./calendar-days";
import { getCurrentDefinition } from "./definitions.server";
import { configureAndPrice, snapshotOf } from "./price-call.server";

/** A day `ahead` days from today that is not a Sunday. */
function weekday(ahead: number): string {
  let n = (dayNumber(shopToday()) as number) + ahead;
  if (weekdayOf(n) === 0) n++;
  return ymdOf(n);
}

// The distance by postcode asks the (fake) PDOK geocoder.
const pdok = setupServer(...createFakePdok().handlers);
beforeAll(() => pdok.listen({ onUnhandledFrame: "error" }));
afterAll(() => pdok.close());

describeEachEngine("the sample sliding door (dates, range slider, price matrix)", (db) => {
  let productId = 0;
  const config = () => ({
    product_id: String(productId),
    quantity: "1",
    uni_cpo_standaardmaat: "1", // the browser's cell value is never read
    uni_cpo_standaardmaat_col: "1000",
    uni_cpo_standaardmaat_row: "2215",
    uni_cpo_rail_lengte: "2400",
    uni_cpo_montagedatum: weekday(30),
    uni_cpo_leverperiode_start: weekday(40),
    uni_cpo_leverperiode_end: ymdOf((dayNumber(weekday(40)) as number) + 10),
    uni_cpo_extras: ["wandstop"],
    uni_cpo_gravure: "AB C",
    uni_cpo_montageadres: "Coolsingel 40, 3011AD Rotterdam",
    uni_cpo_montageadres_latlng: "51.9225,4.4792",
    uni_cpo_afstand: "3011 AD",
  });

  it("is seeded once, with its definition and 'vanaf' price", async () => {
    await seedSampleShop(db());
    expect(await seedSlidingDoor(db())).toBe(true);
    expect(await seedSlidingDoor(db())).toBe(false);
    const product = await db()
      .selectFrom("products")
      .selectAll()
      .where("slug", "=", SLIDING_DOOR_SLUG)
      .executeTakeFirstOrThrow();
    productId = product.id;
    // 95 + the cheapest cell 489 + the shortest rail 1600 × 0,09, a window of 7+ days and no extras.
    expect(product.from_price_cents).toBe(72_800);
    const slugs = (await getCurrentDefinition(db(), productId))?.definition.options.map((o) => o.slug);
    expect(slugs).toEqual([
      "standaardmaat",
      "rail_lengte",
      "profielkleur",
      "decor",
      "extras",
      "gravure",
      "montagedatum",
      "leverperiode",
      "montageadres",
      "afstand",
      "total",
      "foto_opening",
    ]);
  });

  it("prices a configuration from the stored cell value, the rail, the extras and the engraving", async () => {
    const c = await configureAndPrice(db(), config());
    expect(c.kind).toBe("priced");
    if (c.kind !== "priced") return;
    // 95 + 599 + 2400 × 0,09 + 25 + 3 characters × 2,50 + 0 (a 10-day window) + 46,9 km × 0,50
    // (Utrecht 3521 AZ – Rotterdam 3011 AD as the crow flies) = 965,95 excl. → 1168,80 incl.
    expect(c.result.ok && c.result.priceExcl?.toString()).toBe("965.95");
    expect(c.data.price_vars.raw_price).toBe(1168.8);
    expect(c.data.formatted_vars).toMatchObject({
      uni_cpo_standaardmaat: "599",
      uni_cpo_standaardmaat_col: "1000",
      uni_cpo_standaardmaat_row: "2215",
      uni_cpo_rail_lengte_from: "2400",
      uni_cpo_leverperiode_duration: 10,
      uni_cpo_gravure_count: 3,
      uni_cpo_gravure_count_spaces: 4,
      uni_cpo_extras_count: 1,
      uni_cpo_afstand: "46.9",
      uni_cpo_afstand_origin: "3521 AZ",
      uni_cpo_afstand_postcode: "3011 AD",
      uni_cpo_montageadres_latlng: "51.922500,4.479200",
    });
    const lines = Object.fromEntries(snapshotOf(c).options.map((o) => [o.field, o.valueLabel]));
    expect(lines.uni_cpo_standaardmaat).toBe("Breedte 1000 × Hoogte 2215");
    expect(lines.uni_cpo_rail_lengte).toBe("2400 mm");
    expect(lines.uni_cpo_leverperiode).toMatch(/^\d+ \p{L}+ \d{4} - \d+ \p{L}+ \d{4} \(10 dagen\)$/u);
    expect(lines.uni_cpo_montageadres).toBe("Coolsingel 40, 3011AD Rotterdam");
    expect(lines.uni_cpo_afstand).toBe("3011 AD (46,9 km hemelsbreed)");
    expect(lines.uni_cpo_montagedatum).toMatch(/^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag) \d+ /);
  });

  it("checks the date rules again on the server: too early, a Sunday", async () => {
    let sunday = (dayNumber(shopToday()) as number) + 30;
    while (weekdayOf(sunday) !== 0) sunday++;
    const early = await configureAndPrice(db(), { ...config(), uni_cpo_montagedatum: weekday(3) });
    expect(early.kind === "invalid" && early.data.errors.uni_cpo_montagedatum).toMatch(
      /^Kies een datum vanaf /,
    );
    const onSunday = await configureAndPrice(db(), { ...config(), uni_cpo_montagedatum: ymdOf(sunday) });
    expect(onSunday.kind === "invalid" && onSunday.data.errors.uni_cpo_montagedatum).toBe(
      m.dateWeekday("zondag"),
    );
  });

  it("refuses a size that is not sold and a rail off the slider's steps", async () => {
    const c = await configureAndPrice(db(), {
      ...config(),
      uni_cpo_standaardmaat_col: "800",
      uni_cpo_rail_lengte: "2405",
    });
    expect(c.kind === "invalid" && c.data.errors).toEqual({
      uni_cpo_standaardmaat: m.matrixCell,
      uni_cpo_rail_lengte: m.step(10),
    });
  });
});
