import { describe, expect, it } from "vitest";
import { parseOptionDefinition, type VisibilityCondition } from "./options.schema";
import { conditionHolds, hiddenOptions } from "./visibility";

const c = (op: VisibilityCondition["op"], value?: VisibilityCondition["value"]): VisibilityCondition => ({
  field: "x",
  op,
  value,
});

describe("conditionHolds", () => {
  it("eq / neq compare text, and numbers numerically", () => {
    expect(conditionHolds(c("eq", "grijs"), "grijs")).toBe(true);
    expect(conditionHolds(c("eq", "grijs"), "blank")).toBe(false);
    expect(conditionHolds(c("eq", 2000), "2000.0")).toBe(true);
    expect(conditionHolds(c("neq", "grijs"), "blank")).toBe(true);
    expect(conditionHolds(c("neq", "grijs"), undefined)).toBe(true);
    expect(conditionHolds(c("eq", "a"), ["b", "a"])).toBe(true);
    expect(conditionHolds(c("neq", "a"), ["b", "a"])).toBe(false);
  });

  it("in matches any listed value", () => {
    expect(conditionHolds(c("in", ["a", "b"]), "b")).toBe(true);
    expect(conditionHolds(c("in", ["a", "b"]), "z")).toBe(false);
    expect(conditionHolds(c("in", ["a", "b"]), ["z", "a"])).toBe(true);
    expect(conditionHolds(c("in", ["a"]), undefined)).toBe(false);
  });

  it("empty / not_empty treat blanks, empty lists and hidden options as empty", () => {
    for (const v of [undefined, "", "  ", []]) {
      expect(conditionHolds(c("empty"), v)).toBe(true);
      expect(conditionHolds(c("not_empty"), v)).toBe(false);
    }
    expect(conditionHolds(c("not_empty"), "0")).toBe(true);
  });

  it("gt / lt compare numbers and fail on non-numbers", () => {
    expect(conditionHolds(c("gt", 2000), "2000,5")).toBe(true);
    expect(conditionHolds(c("gt", "2000"), "2000")).toBe(false);
    expect(conditionHolds(c("lt", 10), "9.99")).toBe(true);
    expect(conditionHolds(c("lt", 10), "abc")).toBe(false);
    expect(conditionHolds(c("gt", 10), undefined)).toBe(false);
  });
});

describe("hiddenOptions", () => {
  const def = parseOptionDefinition({
    basePrice: "0",
    mainFormula: "0",
    options: [
      { slug: "size", type: "number", label: "Maat" },
      {
        slug: "frame",
        type: "radio",
        label: "Frame",
        suboptions: { ja: { label: "Ja", rate: "0" }, nee: { label: "Nee", rate: "0" } },
      },
      {
        slug: "frame_colour",
        type: "select",
        label: "Framekleur",
        visibility: { conditions: [{ field: "frame", op: "eq", value: "ja" }] },
        suboptions: [{ slug: "zwart", label: "Zwart", rate: "0" }],
      },
      {
        slug: "frame_finish",
        type: "textarea",
        label: "Afwerking",
        visibility: { conditions: [{ field: "frame_colour", op: "not_empty" }] },
      },
      {
        slug: "big_note",
        type: "textarea",
        label: "Let op",
        visibility: {
          match: "any",
          conditions: [
            { field: "size", op: "gt", value: 2000 },
            { field: "frame", op: "in", value: ["nee"] },
          ],
        },
      },
    ],
  });

  it("hides options whose conditions fail, cascading through hidden options", () => {
    const values = { uni_cpo_frame: "nee", uni_cpo_frame_colour: "zwart", uni_cpo_size: "100" };
    // frame_colour is hidden, so it counts as empty and frame_finish is hidden too, despite its sent value
    expect([...hiddenOptions(def, values)].sort()).toEqual(["frame_colour", "frame_finish"]);
    expect([...hiddenOptions(def, { ...values, uni_cpo_frame: "ja" })]).toEqual(["big_note"]);
  });

  it("shows an 'any' option when one condition holds", () => {
    expect(hiddenOptions(def, { uni_cpo_size: "2500" }).has("big_note")).toBe(false);
    expect(hiddenOptions(def, { uni_cpo_size: "1500" }).has("big_note")).toBe(true);
    expect(hiddenOptions(def, { uni_cpo_frame: "nee" }).has("big_note")).toBe(false);
  });

  it("terminates on circular rules", () => {
    const circular = parseOptionDefinition({
      basePrice: "0",
      mainFormula: "0",
      options: [
        {
          slug: "a",
          type: "textarea",
          label: "A",
          visibility: { conditions: [{ field: "b", op: "empty" }] },
        },
        {
          slug: "b",
          type: "textarea",
          label: "B",
          visibility: { conditions: [{ field: "a", op: "empty" }] },
        },
      ],
    });
    expect(() => hiddenOptions(circular, { uni_cpo_a: "x", uni_cpo_b: "y" })).not.toThrow();
  });
});
