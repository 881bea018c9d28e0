import { describe, expect, it } from "vitest";
import { diffDefinitions } from "./builder-diff";
import { type OptionDefinition, parseOptionDefinition } from "./options.schema";
import { sampleDoorDefinition } from "./sample-door";

const edit = (change: (d: OptionDefinition) => void) => {
  const d = structuredClone(sampleDoorDefinition);
  change(d);
  return parseOptionDefinition(d);
};

describe("diffDefinitions", () => {
  it("finds no change between equal definitions", () => {
    expect(
      diffDefinitions(
        sampleDoorDefinition,
        edit(() => {}),
      ),
    ).toEqual([]);
  });

  it("reports a rate change with the suboption and both rates", () => {
    const after = edit((d) => {
      const lock = d.options.find((o) => o.slug === "lock")!;
      if ("suboptions" in lock) lock.suboptions[1].rate = "120";
    });
    expect(diffDefinitions(sampleDoorDefinition, after)).toEqual([
      {
        kind: "option-changed",
        slug: "lock",
        label: "Slot",
        fields: [],
        rates: [{ slug: "design-slot", label: "Designslot", from: "107.129", to: "120" }],
        suboptionsAdded: [],
        suboptionsRemoved: [],
        suboptionsChanged: [],
      },
    ]);
  });

  it("reports changed option fields, added and removed suboptions and options", () => {
    const after = edit((d) => {
      d.options[0].label = "Hoogte";
      d.options[0].required = false;
      const hinges = d.options[3];
      if ("suboptions" in hinges) {
        hinges.suboptions = hinges.suboptions.filter((s) => s.slug !== "goud");
        hinges.suboptions.push({ slug: "koper", label: "Koper", rate: "80" });
        hinges.suboptions[0].label = "Roestvrij staal";
      }
      d.options = d.options.filter((o) => o.slug !== "total");
      d.options.push({
        slug: "opmerking",
        type: "textarea",
        label: "Opmerking",
        required: false,
        is_dynamic_label: false,
      });
    });
    const diff = diffDefinitions(sampleDoorDefinition, after);
    expect(diff).toContainEqual(
      expect.objectContaining({ kind: "option-changed", slug: "height", fields: ["label", "required"] }),
    );
    expect(diff).toContainEqual(
      expect.objectContaining({
        kind: "option-changed",
        slug: "hinges",
        suboptionsAdded: ["koper"],
        suboptionsRemoved: ["goud"],
        suboptionsChanged: ["rvs"],
      }),
    );
    expect(diff).toContainEqual({ kind: "option-added", slug: "opmerking", label: "Opmerking" });
    expect(diff).toContainEqual({ kind: "option-removed", slug: "total", label: "Totaal {# total #}" });
    expect(diff.some((e) => e.kind === "options-reordered")).toBe(false);
  });

  it("reports formula, price settings, rules, derived values and order", () => {
    const after = edit((d) => {
      d.mainFormula = "{uni_cpo_price} * 2";
      d.minPrice = "100";
      d.rules = [{ condition: "{uni_cpo_height} > 2500", formula: "disable" }];
      d.derived = [{ slug: "opp", formula: "{uni_cpo_height} * {uni_cpo_width}" }];
      d.options = [d.options[1], d.options[0], ...d.options.slice(2)];
    });
    const diff = diffDefinitions(sampleDoorDefinition, after);
    expect(diff).toContainEqual({
      kind: "value",
      field: "mainFormula",
      from: sampleDoorDefinition.mainFormula,
      to: "{uni_cpo_price} * 2",
    });
    expect(diff).toContainEqual({ kind: "value", field: "minPrice", from: "", to: "100" });
    expect(diff).toContainEqual({
      kind: "rule",
      index: 0,
      change: "added",
      to: "{uni_cpo_height} > 2500 → disable",
    });
    expect(diff).toContainEqual({
      kind: "derived",
      slug: "opp",
      change: "added",
      to: "{uni_cpo_height} * {uni_cpo_width}",
    });
    expect(diff).toContainEqual(
      expect.objectContaining({
        kind: "options-reordered",
        to: ["width", "height", "handle", "hinges", "lock", "total"],
      }),
    );
    // And back: the removals.
    const back = diffDefinitions(after, sampleDoorDefinition);
    expect(back).toContainEqual({
      kind: "rule",
      index: 0,
      change: "removed",
      from: "{uni_cpo_height} > 2500 → disable",
    });
    expect(back).toContainEqual({
      kind: "derived",
      slug: "opp",
      change: "removed",
      from: "{uni_cpo_height} * {uni_cpo_width}",
    });
  });
});
