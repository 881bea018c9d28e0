import fc from "fast-check";
import pino from "pino";
import { expect, it } from "vitest";
import { validationMessages as m } from "~/i18n/nl.validation";
import type { AjaxContext } from "~/routes/api/ajax.server";
import { SLIDING_DOOR_SLUG, seedSampleShop, seedSlidingDoor } from "../../../db/seed/index";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { useFakeGeocoder } from "../../../tests/helpers/fake-geocoder";
import { addToCart, priceCalc } from "./ajax-actions.server";
import { dayNumber, shopToday, weekdayOf, ymdOf } from "./calendar-days";
import { getCurrentDefinition, saveDefinition } from "./definitions.server";
import { fieldName, type Option, type OptionDefinitionInput } from "./options.schema";

useFakeGeocoder();

/**
 * Server validation of the catalogue (decision 026) per option type through the real background actions
 * (`uni_cpo_price_calc`, `uni_cpo_add_to_cart`), and a fast-check fuzz of the price call with every option type
 * of the sample sliding door: never a 5xx, never a throw.
 */

/** A weekday (not Sunday) `ahead` days from today. */
function weekday(ahead: number): string {
  let n = (dayNumber(shopToday()) as number) + ahead;
  if (weekdayOf(n) === 0) n++;
  return ymdOf(n);
}

const catalogueDefinition: OptionDefinitionInput = {
  basePrice: "10",
  mainFormula: "{uni_cpo_price} + {uni_cpo_aantal} + {uni_cpo_rail} + {uni_cpo_maat}",
  options: [
    { slug: "email", type: "text_input", label: "E-mail", validation: { format: "email", notBlank: true } },
    { slug: "email2", type: "text_input", label: "Herhaal", validation: { equalTo: "email" } },
    { slug: "tekst", type: "textarea", label: "Tekst", validation: { words: [2, 4], length: [5, 60] } },
    { slug: "aantal", type: "number", label: "Aantal", validation: { range: [1, 10] } },
    {
      slug: "maxaantal",
      type: "text_input",
      numeric: true,
      label: "Max",
      validation: { compare: { field: "aantal", op: "gte" }, format: "integer" },
    },
    {
      slug: "extra",
      type: "checkbox",
      label: "Extra",
      suboptions: [
        { slug: "a", label: "A", rate: "1" },
        { slug: "b", label: "B", rate: "2" },
        { slug: "c", label: "C", rate: "3" },
      ],
      validation: { check: [2, 3] },
    },
    { slug: "begin", type: "date", label: "Begin", minDaysAhead: 1 },
    {
      slug: "eind",
      type: "date",
      label: "Eind",
      minDaysAhead: 1,
      validation: { compare: { field: "begin", op: "gt" } },
    },
    { slug: "rail", type: "range_slider", label: "Rail", min: 100, max: 200, step: 10 },
    {
      slug: "maat",
      type: "matrix",
      label: "Maat",
      columns: ["1", "2"],
      rows: ["1"],
      cells: [["5", ""]],
    },
  ],
};

const valid = () => ({
  uni_cpo_email: "jan@example.nl",
  uni_cpo_email2: "jan@example.nl",
  uni_cpo_tekst: "twee woorden",
  uni_cpo_aantal: "3",
  uni_cpo_maxaantal: "4",
  uni_cpo_extra: ["a", "b"],
  uni_cpo_begin: weekday(5),
  uni_cpo_eind: weekday(9),
  uni_cpo_rail: "150",
  uni_cpo_maat_col: "1",
  uni_cpo_maat_row: "1",
});

describeEachEngine("validation catalogue on the server", (db) => {
  let catalogueId = 0;
  let doorId = 0;
  const ctx = (): AjaxContext => ({
    db: db(),
    sessionId: "validation-session-0000000001",
    secureCookies: false,
    log: pino({ level: "silent" }),
  });
  const call = (action: typeof priceCalc, productId: number, data: Record<string, unknown>) =>
    action(ctx(), {
      action: "x",
      security: "x",
      data: { product_id: String(productId), quantity: "1", ...data },
    });

  it("sets up a product using the catalogue on every rule-taking type, and the sliding door", async () => {
    await seedSampleShop(db());
    await seedSlidingDoor(db());
    const door = await db()
      .selectFrom("products")
      .select("id")
      .where("slug", "=", SLIDING_DOOR_SLUG)
      .executeTakeFirstOrThrow();
    doorId = door.id;
    const product = await db()
      .insertInto("products")
      .values({
        slug: "catalogus",
        name: "Catalogus",
        type: "configurable",
        price_cents: 1000,
        created_at: "2000-01-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    catalogueId = product.id;
    await saveDefinition(db(), catalogueId, catalogueDefinition);
    const ok = await call(priceCalc, catalogueId, valid());
    expect(ok.status).toBe(200);
  });

  const refusals: [string, Record<string, unknown>, Record<string, string>][] = [
    ["email (text)", { uni_cpo_email: "jan@", uni_cpo_email2: "jan@" }, { uni_cpo_email: m.email }],
    ["notblank (text)", { uni_cpo_email: "   " }, { uni_cpo_email: m.notblank }],
    ["equalto (text)", { uni_cpo_email2: "piet@example.nl" }, { uni_cpo_email2: m.equalto }],
    ["words (textarea)", { uni_cpo_tekst: "drie woorden hier nu nog" }, { uni_cpo_tekst: m.words(2, 4) }],
    ["length (textarea)", { uni_cpo_tekst: "a b" }, { uni_cpo_tekst: m.length(5, 60) }],
    ["range (number)", { uni_cpo_aantal: "11" }, { uni_cpo_aantal: m.range(1, 10) }],
    ["gte (numeric text)", { uni_cpo_maxaantal: "2" }, { uni_cpo_maxaantal: m.compare.gte("3") }],
    ["integer (numeric text)", { uni_cpo_maxaantal: "4,5" }, { uni_cpo_maxaantal: m.integer }],
    ["check (checkbox)", { uni_cpo_extra: ["a"] }, { uni_cpo_extra: m.check(2, 3) }],
    ["gt (date)", { uni_cpo_eind: weekday(5), uni_cpo_begin: weekday(5) }, { uni_cpo_eind: m.gt }],
    ["dateiso (date)", { uni_cpo_begin: "5 maart" }, { uni_cpo_begin: m.dateiso }],
    ["max (range slider)", { uni_cpo_rail: "210" }, { uni_cpo_rail: m.max(200) }],
    ["matrix cell not sold", { uni_cpo_maat_col: "2" }, { uni_cpo_maat: m.matrixCell }],
  ];

  for (const [name, change, errors] of refusals) {
    it(`refuses ${name} in the price call and in add-to-cart, with data.errors per field`, async () => {
      for (const action of [priceCalc, addToCart]) {
        const r = await call(action, catalogueId, { ...valid(), ...change });
        expect(r.status).toBe(400);
        const body = r.body as { success: boolean; data: { errors: Record<string, string> } };
        expect(body.success).toBe(false);
        expect(body.data.errors).toEqual(errors);
      }
    });
  }

  it("prices the valid configuration from the server's values only", async () => {
    const r = await call(priceCalc, catalogueId, { ...valid(), uni_cpo_maat: "9999", price: "0" });
    const body = r.body as { data: { price_vars: { raw_price: number } } };
    // 10 + 3 + 150 + 5 (the stored cell, not the browser's 9999) = 168 excl.; × 1,21 btw = 203,28.
    expect(body.data.price_vars.raw_price).toBe(203.28);
  });

  it("fuzz: the price call never answers 5xx or throws, for any payload over every sliding door option", async () => {
    const stored = await getCurrentDefinition(db(), doorId);
    const options = (stored?.definition.options ?? []).filter((o) => o.type !== "dynamic_notice");
    expect(options.length).toBeGreaterThan(5);
    const junk = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("", " ", "0", "-1", "1e309", "NaN", "2027-02-30", "<script>", "1,5", "x".repeat(200)),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    );
    const plausible = (o: Option): fc.Arbitrary<Record<string, unknown>> => {
      const name = fieldName(o.slug);
      switch (o.type) {
        case "matrix":
          return fc.record({
            [`${name}_col`]: fc.oneof(fc.constantFrom(...o.columns), junk),
            [`${name}_row`]: fc.oneof(fc.constantFrom(...o.rows), junk),
          });
        case "range_slider":
          return fc.record({
            [name]: fc.oneof(fc.integer({ min: o.min - 50, max: o.max + 50 }).map(String), junk),
          });
        case "date": {
          const day = fc.integer({ min: -5, max: 400 }).map(weekday);
          if (o.mode === "range")
            return fc.record({
              [`${name}_start`]: fc.oneof(day, junk),
              [`${name}_end`]: fc.oneof(day, junk),
            });
          if (o.mode === "multiple") return fc.record({ [`${name}_days`]: fc.oneof(fc.array(day), junk) });
          return fc.record({ [name]: fc.oneof(day, junk) });
        }
        case "checkbox":
        case "select":
        case "radio":
          return fc.record({
            [name]: fc.oneof(
              fc.subarray(o.suboptions.map((s) => s.slug)),
              fc.constantFrom(...o.suboptions.map((s) => s.slug)),
              junk,
            ),
          });
        default:
          // Text, numbers and the option types other work adds (uploads, map, distance, colour …): any value.
          return fc.record({ [name]: fc.oneof(fc.string({ maxLength: 60 }), junk), [`${name}_extra`]: junk });
      }
    };
    const payload = fc
      .tuple(
        ...options.map((o) => fc.option(plausible(o), { nil: undefined })),
        fc.oneof(fc.constant("1"), junk),
      )
      .map((parts) => {
        const quantity = parts.pop();
        return Object.assign({ quantity }, ...parts.filter(Boolean));
      });
    let priced = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(payload, async (data) => {
        const r = await priceCalc(ctx(), { data: { ...data, product_id: String(doorId) } });
        expect(r.status).toBeLessThan(500);
        const body = r.body as { success: boolean; data: { errors: Record<string, string> } };
        if (r.status === 200) priced++;
        else {
          refused++;
          expect(r.status).toBe(400);
          for (const [field, message] of Object.entries(body.data.errors)) {
            expect(field).toMatch(/^(uni_cpo_\w+|quantity)$/);
            expect(typeof message).toBe("string");
            expect(message.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 150 },
    );
    expect(priced + refused).toBe(150);
    expect(refused).toBeGreaterThan(0);
  });

  it("fuzz: a fully valid sliding door configuration is priced for every combination", async () => {
    const stored = await getCurrentDefinition(db(), doorId);
    const def = stored?.definition;
    const matrix = def?.options.find((o) => o.type === "matrix");
    if (matrix?.type !== "matrix") throw new Error("the sliding door has a matrix");
    const cells = matrix.rows.flatMap((row, r) =>
      matrix.columns.filter((_, c) => matrix.cells[r][c] !== "").map((col) => ({ col, row })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cells),
        fc.integer({ min: 160, max: 400 }).map((n) => String(n * 10)),
        fc.integer({ min: 21, max: 300 }),
        fc.integer({ min: 14, max: 300 }),
        fc.integer({ min: 0, max: 40 }),
        fc.subarray(["soft-close", "wandstop"]),
        fc.string({ maxLength: 40 }).filter((s) => s.trim() !== "" || s === ""),
        async (cell, rail, install, from, days, extras, engraving) => {
          const start = weekday(from);
          const end = ymdOf((dayNumber(start) as number) + days);
          const data = {
            product_id: String(doorId),
            quantity: "1",
            uni_cpo_standaardmaat_col: cell.col,
            uni_cpo_standaardmaat_row: cell.row,
            uni_cpo_rail_lengte: rail,
            uni_cpo_montagedatum: weekday(install),
            uni_cpo_leverperiode_start: start,
            uni_cpo_leverperiode_end: end,
            uni_cpo_extras: extras,
            uni_cpo_gravure: engraving,
            uni_cpo_montageadres: "Dam 1, 1012JS Amsterdam",
            uni_cpo_montageadres_latlng: "52.3731,4.8926",
            uni_cpo_afstand: "1012 JS",
          };
          const r = await priceCalc(ctx(), { data });
          const body = r.body as { data: { errors: Record<string, string> } };
          // Dates past the 365-day window are refused with a Dutch message; everything else is priced.
          const late = (dayNumber(end) as number) - (dayNumber(shopToday()) as number) > 365;
          if (late) expect(body.data.errors).toHaveProperty("uni_cpo_leverperiode");
          else expect({ status: r.status, errors: body.data.errors }).toEqual({ status: 200, errors: {} });
        },
      ),
      { numRuns: 60 },
    );
  });
});
