import { describe, expect, it } from "vitest";
import { nl } from "~/i18n/nl";
import { draftOfDefinition } from "./builder-definition";
import { draftFields, parseDraftForm } from "./builder-form";
import { applyTypeFields, typeFieldValues } from "./builder-type-fields";
import { validateDraft } from "./builder-validation";
import { parseOptionDefinition } from "./options.schema";
import { slidingDoorDefinition } from "./sample-sliding-door";

const e = nl.adminBuilder.typeFields.errors;
const sample = parseOptionDefinition(slidingDoorDefinition);
const dateIndex = sample.options.findIndex((o) => o.slug === "montagedatum");
const sliderIndex = sample.options.findIndex((o) => o.slug === "rail_lengte");

/** The builder's posted form with the date/slider fields of option `i` as the card renders them, then `change`d. */
function post(i: number, change: Record<string, string | string[]>) {
  const draft = draftOfDefinition(sample);
  const fields: [string, string][] = Object.entries(draftFields(draft));
  const option = draft.options[i];
  const shown = typeFieldValues(option.type as "date" | "range_slider", option.extra);
  const all: Record<string, string | string[]> = { present: "1", ...shown, ...change };
  for (const [key, value] of Object.entries(all)) {
    const list = Array.isArray(value) ? value : [value];
    // An unchecked box is not posted at all.
    for (const v of list)
      if (!(v === "" && ["withTime", "dayNight", "double"].includes(key)))
        fields.push([`o.${i}.t.${key}`, v]);
  }
  return validateDraft(parseDraftForm(fields));
}

describe("date and slider settings as real builder fields", () => {
  it("shows the stored settings in the fields", () => {
    const draft = draftOfDefinition(sample);
    expect(typeFieldValues("date", draft.options[dateIndex].extra)).toMatchObject({
      mode: "single",
      minDaysAhead: "21",
      maxDaysAhead: "365",
      disabledWeekdays: ["0"],
      withTime: "",
    });
    expect(typeFieldValues("range_slider", draft.options[sliderIndex].extra)).toMatchObject({
      double: "",
      unit: "mm",
      list: "",
    });
  });

  it("posting the fields unchanged saves the same definition", () => {
    const v = post(dateIndex, {});
    expect(v.ok && v.definition).toEqual(sample);
    const s = post(sliderIndex, {});
    expect(s.ok && s.definition).toEqual(sample);
  });

  it("weekday checkboxes, days ahead, mode and flags are written into the option", () => {
    const v = post(dateIndex, {
      mode: "range",
      dayNight: "on",
      minDaysAhead: "7",
      maxDaysAhead: "",
      disabledWeekdays: ["0", "6"],
      minDate: "2027-01-04",
    });
    expect(v.ok && v.definition.options[dateIndex]).toMatchObject({
      mode: "range",
      dayNight: true,
      withTime: false,
      minDaysAhead: 7,
      disabledWeekdays: [0, 6],
      minDate: "2027-01-04",
    });
    expect(v.ok && v.definition.options[dateIndex]).not.toHaveProperty("maxDaysAhead");
  });

  it("a slider's list is typed as 'value = label' lines; double and unit are fields", () => {
    const v = post(sliderIndex, { double: "on", unit: "cm", list: "1600 = Kort\n2400,5=Lang\n\n4000" });
    expect(v.ok && v.definition.options[sliderIndex]).toMatchObject({
      double: true,
      unit: "cm",
      list: [
        { value: "1600", label: "Kort" },
        { value: "2400.5", label: "Lang" },
        { value: "4000", label: "4000" },
      ],
    });
  });

  it("refuses bad settings in Dutch beside their own field", () => {
    const cases: [number, Record<string, string | string[]>, string, string][] = [
      [dateIndex, { minDaysAhead: "drie" }, "minDaysAhead", e.int],
      [dateIndex, { maxDaysAhead: "99999" }, "maxDaysAhead", e.int],
      [dateIndex, { maxDays: "0" }, "maxDays", e.maxDays],
      [dateIndex, { minDate: "5-3-2027" }, "minDate", e.date],
      [dateIndex, { disabledWeekdays: ["0", "1", "2", "3", "4", "5", "6"] }, "disabledWeekdays", e.weekdays],
      [dateIndex, { mode: "week" }, "mode", e.mode],
      [sliderIndex, { unit: "x".repeat(21) }, "unit", e.unit],
      [sliderIndex, { list: "kort = Kort" }, "list", e.list],
    ];
    for (const [i, change, key, message] of cases) {
      const v = post(i, change);
      expect(v.ok ? {} : v.errors, JSON.stringify(change)).toEqual({ [`o.${i}.t.${key}`]: message });
    }
  });

  it("without the marker (an older form, or another type) the settings JSON is left alone", () => {
    const extra = JSON.stringify({ mode: "range", minDaysAhead: 3 });
    expect(JSON.parse(applyTypeFields("date", extra, { mode: ["single"] }))).toMatchObject({
      mode: "single",
    });
    const draft = draftOfDefinition(sample);
    const fields = Object.entries(draftFields(draft));
    fields.push([`o.${dateIndex}.t.mode`, "range"]);
    const v = validateDraft(parseDraftForm(fields));
    expect(v.ok && v.definition.options[dateIndex]).toMatchObject({ mode: "single" });
  });
});
