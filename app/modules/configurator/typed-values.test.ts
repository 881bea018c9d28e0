import { describe, expect, it } from "vitest";
import { validationMessages as m } from "~/i18n/nl.validation";
import { dayNumber } from "./calendar-days";
import { collectOptionData } from "./collect";
import { evaluatePrice } from "./formula";
import { parseOptionDefinition, type RangeSliderOption } from "./options.schema";
import { slidingDoorDefinition } from "./sample-sliding-door";
import { typedValueLabel } from "./typed-labels";
import { companionAdjustment, companionValue, dateBounds } from "./typed-values";

// Friday 1 January 2027 is "today" in these tests.
const today = "2027-01-01";
const def = parseOptionDefinition({
  basePrice: "0",
  mainFormula: "{uni_cpo_price}",
  options: [
    {
      slug: "day",
      type: "date",
      label: "Dag",
      minDaysAhead: 21,
      maxDaysAhead: 60,
      disabledWeekdays: [0],
    },
    { slug: "at", type: "date", label: "Moment", withTime: true, minDate: "2027-01-01" },
    { slug: "time", type: "date", label: "Tijd", mode: "time" },
    { slug: "stay", type: "date", label: "Verblijf", mode: "range", dayNight: true },
    { slug: "window", type: "date", label: "Venster", mode: "range" },
    { slug: "days", type: "date", label: "Dagen", mode: "multiple", maxDays: 2 },
    { slug: "rail", type: "range_slider", label: "Rail", min: 1000, max: 2000, step: 10, unit: "mm" },
    { slug: "span", type: "range_slider", label: "Bereik", min: 0, max: 10, step: 0.5, double: true },
    {
      slug: "size",
      type: "range_slider",
      label: "Maat",
      min: 1,
      max: 3,
      list: [
        { value: "1", label: "Klein" },
        { value: "2", label: "Middel" },
        { value: "3", label: "Groot" },
      ],
    },
    {
      slug: "grid",
      type: "matrix",
      label: "Maat",
      columnLabel: "Breedte",
      rowLabel: "Hoogte",
      columns: ["800", "900"],
      rows: ["2000", "2100"],
      cells: [
        ["100", "110"],
        ["120", ""],
      ],
    },
  ],
});

const collect = (data: Record<string, unknown>) => collectOptionData(def, data, { today });

describe("date options (spec §3.7, §9.3)", () => {
  it("a single date is kept as Y-MM-DD; min/max days ahead and disabled weekdays are enforced", () => {
    expect(collect({ uni_cpo_day: "2027-01-22" }).values.uni_cpo_day).toBe("2027-01-22");
    expect(collect({ uni_cpo_day: "2027-01-21" }).errors.uni_cpo_day).toBe(m.dateMin("22 januari 2027"));
    expect(collect({ uni_cpo_day: "2027-03-03" }).errors.uni_cpo_day).toBe(m.dateMax("2 maart 2027"));
    // 24 January 2027 is a Sunday.
    expect(collect({ uni_cpo_day: "2027-01-24" }).errors.uni_cpo_day).toBe(m.dateWeekday("zondag"));
    expect(collect({ uni_cpo_day: "2027-02-30" }).errors.uni_cpo_day).toBe(m.dateiso);
    expect(collect({ uni_cpo_day: "22-01-2027" }).errors.uni_cpo_day).toBe(m.dateiso);
  });

  it("bounds follow today, so the same day is refused later", () => {
    const option = def.options[0] as Parameters<typeof dateBounds>[0];
    expect(dateBounds(option, "2027-01-01")).toEqual({
      min: dayNumber("2027-01-22"),
      max: dayNumber("2027-03-02"),
    });
    expect(collectOptionData(def, { uni_cpo_day: "2027-01-22" }, { today: "2027-01-02" }).ok).toBe(false);
  });

  it("date with time: Y-MM-DD H:mm, minute step 5, datetime-local accepted", () => {
    expect(collect({ uni_cpo_at: "2027-02-01T09:05" }).values.uni_cpo_at).toBe("2027-02-01 9:05");
    expect(collect({ uni_cpo_at: "2027-02-01 14:30" }).values.uni_cpo_at).toBe("2027-02-01 14:30");
    expect(collect({ uni_cpo_at: "2027-02-01 9:07" }).errors.uni_cpo_at).toBe(m.timeStep(5));
    expect(collect({ uni_cpo_at: "2027-02-01" }).errors.uni_cpo_at).toBe(m.dateTimeMissing);
    expect(collect({ uni_cpo_at: "2026-12-31 9:00" }).errors.uni_cpo_at).toBe(m.dateMin("1 januari 2027"));
  });

  it("time only: H:mm without a leading zero, step 5", () => {
    expect(collect({ uni_cpo_time: "08:15" }).values.uni_cpo_time).toBe("8:15");
    expect(collect({ uni_cpo_time: "24:00" }).errors.uni_cpo_time).toBe(m.time);
    expect(collect({ uni_cpo_time: "8:16" }).errors.uni_cpo_time).toBe(m.timeStep(5));
  });

  it("a range gives {name}, _start, _end and _duration; day-night mode counts days + 1", () => {
    const r = collect({
      uni_cpo_stay_start: "2027-06-01",
      uni_cpo_stay_end: "2027-06-03",
      uni_cpo_window_start: "2027-06-01",
      uni_cpo_window_end: "2027-06-03",
    });
    expect(r.values).toMatchObject({
      uni_cpo_stay: "2027-06-01 - 2027-06-03",
      uni_cpo_stay_start: "2027-06-01",
      uni_cpo_stay_end: "2027-06-03",
      uni_cpo_stay_duration: 3,
      uni_cpo_window_duration: 2,
    });
    expect(collect({ uni_cpo_window_start: "2027-06-03", uni_cpo_window_end: "2027-06-01" }).errors).toEqual({
      uni_cpo_window: m.dateOrder,
    });
    expect(collect({ uni_cpo_window_start: "2027-06-03" }).errors.uni_cpo_window).toBe(m.dateBoth);
  });

  it("multiple dates give a sorted, unique _days list, at most maxDays", () => {
    const r = collect({ uni_cpo_days_days: ["2027-03-02", "2027-03-01", "2027-03-02"] });
    expect(r.values.uni_cpo_days_days).toEqual(["2027-03-01", "2027-03-02"]);
    expect(r.values.uni_cpo_days).toBe("2027-03-01, 2027-03-02");
    const three = collect({ uni_cpo_days_days: ["2027-03-01", "2027-03-02", "2027-03-03"] });
    expect(three.errors.uni_cpo_days).toBe(m.maxDays(2));
  });

  it("required dates report 'required', which silent mode hides", () => {
    const req = parseOptionDefinition({
      basePrice: "0",
      mainFormula: "{uni_cpo_price}",
      options: [{ slug: "d", type: "date", label: "D", mode: "range", required: true }],
    });
    expect(collectOptionData(req, {}).errors).toEqual({ uni_cpo_d: m.required });
    expect(collectOptionData(req, {}, { silent: true }).errors).toEqual({});
  });
});

describe("range slider (spec §3.7, §5.3)", () => {
  const rail = def.options.find((o) => o.slug === "rail") as RangeSliderOption;
  const size = def.options.find((o) => o.slug === "size") as RangeSliderOption;

  it("the companion input clamps to min/max and rounds to the nearest step", () => {
    expect(companionValue(rail, "1234")).toBe("1230");
    expect(companionValue(rail, "1236")).toBe("1240");
    expect(companionValue(rail, "50")).toBe("1000");
    expect(companionValue(rail, "99999")).toBe("2000");
    expect(companionValue(rail, "1500,4")).toBe("1500");
    expect(companionValue(rail, "abc")).toBeNull();
  });

  it("says why a typed number was changed: out of range, or rounded to a step", () => {
    const adjusted = (typed: string) => companionAdjustment(rail, typed, companionValue(rail, typed));
    expect(adjusted("50")).toBe("range");
    expect(adjusted("99999")).toBe("range");
    expect(adjusted("1234")).toBe("step");
    expect(adjusted("1500,4")).toBe("step");
    expect(adjusted("1500")).toBeNull();
    expect(adjusted("1500,0")).toBeNull();
    expect(adjusted("abc")).toBeNull();
    expect(companionAdjustment(size, "groot", "3")).toBeNull();
  });

  it("with a list, the companion input matches labels and values case-insensitively", () => {
    expect(companionValue(size, "groot")).toBe("3");
    expect(companionValue(size, "MIDDEL")).toBe("2");
    expect(companionValue(size, "1")).toBe("1");
    expect(companionValue(size, "reus")).toBeNull();
  });

  it("sends {name}, _from and _to; the server refuses what the slider cannot take", () => {
    expect(collect({ uni_cpo_rail: "1230" }).values).toMatchObject({
      uni_cpo_rail: "1230",
      uni_cpo_rail_from: "1230",
      uni_cpo_rail_to: "1230",
    });
    expect(collect({ uni_cpo_rail: "1235" }).errors.uni_cpo_rail).toBe(m.step(10));
    expect(collect({ uni_cpo_rail: "2010" }).errors.uni_cpo_rail).toBe(m.max(2000));
    expect(collect({ uni_cpo_size: "Groot" }).values.uni_cpo_size).toBe("3");
    expect(collect({ uni_cpo_size: "4" }).errors.uni_cpo_size).toBe(m.notInList);
  });

  it("double: {name} is the span, from must not exceed to", () => {
    expect(collect({ uni_cpo_span_from: "2.5", uni_cpo_span_to: "7" }).values).toMatchObject({
      uni_cpo_span: "4.5",
      uni_cpo_span_from: "2.5",
      uni_cpo_span_to: "7",
    });
    expect(collect({ uni_cpo_span_from: "8", uni_cpo_span_to: "7" }).errors.uni_cpo_span).toBe(m.rangeOrder);
  });
});

describe("price matrix (spec §3.7, §4.4)", () => {
  it("the cell value comes from the definition; a {name} sent by the browser is ignored", () => {
    const r = collect({ uni_cpo_grid: "1", uni_cpo_grid_col: "900", uni_cpo_grid_row: "2000" });
    expect(r.values).toMatchObject({
      uni_cpo_grid: "110",
      uni_cpo_grid_col: "900",
      uni_cpo_grid_row: "2000",
    });
  });

  it("the no-JS radio value col|row works the same; unknown heads and empty cells are refused", () => {
    expect(collect({ uni_cpo_grid_cell: "800|2100" }).values.uni_cpo_grid).toBe("120");
    expect(collect({ uni_cpo_grid_cell: "900|2100" }).errors.uni_cpo_grid).toBe(m.matrixCell);
    expect(collect({ uni_cpo_grid_col: "950", uni_cpo_grid_row: "2000" }).errors.uni_cpo_grid).toBe(
      m.invalidChoice,
    );
  });

  it("a cleared matrix sends nothing", () => {
    const r = collect({ uni_cpo_grid_col: "", uni_cpo_grid_row: "" });
    expect(r.ok).toBe(true);
    expect(r.values.uni_cpo_grid).toBe("");
    expect(r.values).not.toHaveProperty("uni_cpo_grid_col");
  });
});

describe("the sliding door prices with every new type", () => {
  const door = {
    uni_cpo_standaardmaat_col: "900",
    uni_cpo_standaardmaat_row: "2115",
    uni_cpo_rail_lengte: "2000",
    uni_cpo_montagedatum: "2027-02-01",
    uni_cpo_leverperiode_start: "2027-01-25",
    uni_cpo_leverperiode_end: "2027-01-29",
    uni_cpo_extras: ["soft-close"],
    uni_cpo_gravure: "Fam Jansen",
    uni_cpo_montageadres: "Dam 1, Amsterdam",
    uni_cpo_afstand: "1012 JS",
  };

  it("95 + 539 + 2000 × 0,09 + 95 + 9 characters × 2,50 + (7 − 4) × 15 + 20 km × 0,50 = 986,50", () => {
    const c = collectOptionData(slidingDoorDefinition, door, { today });
    expect(c.errors).toEqual({});
    expect(c.values).toMatchObject({ uni_cpo_gravure_count: 9, uni_cpo_gravure_count_spaces: 10 });
    // geo: before the server put the km in, the postcode is no distance: no price, never "0 km".
    const unresolved = evaluatePrice(slidingDoorDefinition, c.values);
    expect(unresolved.ok === false && unresolved.error.code).toBe("invalid_value");
    const r = evaluatePrice(slidingDoorDefinition, { ...c.values, uni_cpo_afstand: "20" });
    expect(r.ok && r.priceExcl?.toString()).toBe("986.5");
  });

  it("readable Dutch values for the cart line", () => {
    const c = collectOptionData(slidingDoorDefinition, door, { today });
    const label = (slug: string) =>
      typedValueLabel(
        slidingDoorDefinition.options.find((o) => o.slug === slug) as Parameters<typeof typedValueLabel>[0],
        c.values,
      );
    expect(label("montagedatum")).toBe("maandag 1 februari 2027");
    expect(label("leverperiode")).toBe("25 januari 2027 - 29 januari 2027 (4 dagen)");
    expect(label("rail_lengte")).toBe("2000 mm");
    expect(label("standaardmaat")).toBe("Breedte 900 × Hoogte 2115");
  });
});
