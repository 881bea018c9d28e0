import { describe, expect, it } from "vitest";
import { dayNumber, shopToday, weekdayOf, ymdOf } from "./calendar-days";
import { collectOptionData } from "./collect";
import { formPayload } from "./form-payload";
import { parseOptionDefinition } from "./options.schema";
import { slidingDoorDefinition } from "./sample-sliding-door";

/**
 * Spec §3.7, issue 13 point 5: what each widget of the option form contributes to the collected data, and the
 * same data whether the browser sends JSON or the form posts its fields without JavaScript.
 */

function weekday(ahead: number): string {
  let n = (dayNumber(shopToday()) as number) + ahead;
  if (weekdayOf(n) === 0) n++;
  return ymdOf(n);
}

const other = parseOptionDefinition({
  basePrice: "1",
  mainFormula: "{uni_cpo_price}",
  options: [
    { slug: "breedte", type: "text_input", label: "Breedte", numeric: true },
    { slug: "aantal", type: "number", label: "Aantal" },
    { slug: "notitie", type: "textarea", label: "Notitie" },
    {
      slug: "glas",
      type: "select",
      label: "Glas",
      suboptions: [
        { slug: "helder", label: "Helder", rate: "0" },
        { slug: "mat", label: "Mat", rate: "10" },
      ],
    },
  ],
});

describe("collected data per widget (§3.7)", () => {
  it("text: {name}, {name}_count (no whitespace) and {name}_count_spaces (all characters)", () => {
    const r = collectOptionData(other, { uni_cpo_notitie: "Twee  woorden\nen é" });
    expect(r.values).toMatchObject({
      uni_cpo_notitie: "Twee  woorden\nen é",
      uni_cpo_notitie_count: 14,
      uni_cpo_notitie_count_spaces: 18,
    });
  });

  it("numeric text and number: a decimal comma becomes a dot; counts follow the normalised value", () => {
    const r = collectOptionData(other, { uni_cpo_breedte: " 812,5 ", uni_cpo_aantal: "3" });
    expect(r.values).toMatchObject({
      uni_cpo_breedte: "812.5",
      uni_cpo_breedte_count: 5,
      uni_cpo_aantal: "3",
      uni_cpo_aantal_count: 1,
    });
  });

  it("select and radio: the chosen slug; checkbox: the list plus {name}_count", () => {
    const r = collectOptionData(slidingDoorDefinition, {
      uni_cpo_decor: "strepen",
      uni_cpo_extras: ["soft-close", "wandstop"],
    });
    expect(r.values).toMatchObject({
      uni_cpo_decor: "strepen",
      uni_cpo_extras: ["soft-close", "wandstop"],
      uni_cpo_extras_count: 2,
    });
    expect(collectOptionData(other, { uni_cpo_glas: "mat" }).values.uni_cpo_glas).toBe("mat");
  });

  it("date range, slider, matrix and colour give their own §3.7 entries", () => {
    const start = weekday(40);
    const end = ymdOf((dayNumber(start) as number) + 6);
    const r = collectOptionData(slidingDoorDefinition, {
      uni_cpo_leverperiode_start: start,
      uni_cpo_leverperiode_end: end,
      uni_cpo_rail_lengte: "2400",
      uni_cpo_standaardmaat_col: "900",
      uni_cpo_standaardmaat_row: "2115",
      uni_cpo_profielkleur: "#C0FFEE",
    });
    expect(r.values).toMatchObject({
      uni_cpo_leverperiode_start: start,
      uni_cpo_leverperiode_end: end,
      uni_cpo_leverperiode_duration: 6,
      uni_cpo_rail_lengte: "2400",
      uni_cpo_rail_lengte_from: "2400",
      uni_cpo_rail_lengte_to: "2400",
      uni_cpo_standaardmaat: "539",
      uni_cpo_standaardmaat_col: "900",
      uni_cpo_standaardmaat_row: "2115",
      uni_cpo_profielkleur: "#c0ffee",
    });
  });

  it("the form without JavaScript collects the same data as the browser's JSON", () => {
    const json = {
      uni_cpo_standaardmaat_col: "1000",
      uni_cpo_standaardmaat_row: "2015",
      uni_cpo_rail_lengte: "2000",
      uni_cpo_montagedatum: weekday(30),
      uni_cpo_leverperiode_start: weekday(40),
      uni_cpo_leverperiode_end: weekday(50),
      uni_cpo_extras: ["wandstop"],
      uni_cpo_gravure: "Fam. Jansen",
      uni_cpo_profielkleur: "#336699",
      uni_cpo_decor: "motief",
      uni_cpo_montageadres: "Dam 1, 1012JS Amsterdam",
      uni_cpo_montageadres_latlng: "52.3731,4.8926",
      uni_cpo_afstand: "1012 JS",
    };
    const form = new FormData();
    form.append("uni_cpo_standaardmaat_cell", "1000|2015");
    for (const [k, v] of Object.entries(json)) {
      if (k.startsWith("uni_cpo_standaardmaat")) continue;
      if (Array.isArray(v)) for (const x of v) form.append(`${k}[]`, x);
      else form.append(k, v);
    }
    const fromJson = collectOptionData(slidingDoorDefinition, json);
    const fromForm = collectOptionData(slidingDoorDefinition, formPayload(form));
    expect(fromJson.ok).toBe(true);
    expect(fromForm).toEqual(fromJson);
  });
});
