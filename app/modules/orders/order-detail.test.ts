import { describe, expect, it } from "vitest";
import { dutchDecimal, lineConfiguration } from "./order-detail";

describe("an order line's configuration from its snapshot", () => {
  it("splits the typed sizes from the chosen options and keeps version and prices", () => {
    const snapshot = JSON.stringify({
      definitionVersion: 3,
      options: [
        { field: "uni_cpo_height", label: "Netto glashoogte in mm", value: "2000", valueLabel: "2000" },
        { field: "uni_cpo_width", label: "Netto glasbreedte in mm", value: "812.5", valueLabel: "812.5" },
        { field: "uni_cpo_handle", label: "Greep", value: "rvs-32", valueLabel: "RVS 32 cm", rate: "39" },
        { field: "uni_cpo_extra", label: "Extra's", value: "a,b", valueLabel: "Zachtsluiter, Valdorpel" },
        { field: "uni_cpo_name", label: "Gravure", value: "Fam. Jansen", valueLabel: "Fam. Jansen" },
      ],
      priceExcl: "611.981",
      unitExclCents: 61198,
      unitInclCents: 74050,
    });
    expect(lineConfiguration(snapshot)).toEqual({
      definitionVersion: 3,
      measurements: [
        { label: "Netto glashoogte in mm", value: "2000", rate: "" },
        { label: "Netto glasbreedte in mm", value: "812.5", rate: "" },
      ],
      options: [
        { label: "Greep", value: "RVS 32 cm", rate: "39" },
        { label: "Extra's", value: "Zachtsluiter, Valdorpel", rate: "" },
        { label: "Gravure", value: "Fam. Jansen", rate: "" },
      ],
      priceExcl: "611.981",
      unitExclCents: 61198,
      unitInclCents: 74050,
    });
  });

  it.each([["{}"], ["niet json"], [null], ['{"options": "x"}'], ["[]"]])(
    "a simple or unreadable snapshot (%j) shows no configuration instead of failing",
    (snapshot) => {
      expect(lineConfiguration(snapshot)).toEqual({
        definitionVersion: null,
        measurements: [],
        options: [],
        priceExcl: "",
        unitExclCents: null,
        unitInclCents: null,
      });
    },
  );

  it("skips options without a label or a value", () => {
    const c = lineConfiguration(JSON.stringify({ options: [{ label: "Slot" }, { value: "x" }, null] }));
    expect(c.options).toEqual([]);
  });

  it("writes rates with a decimal comma", () => {
    expect(dutchDecimal("107.129")).toBe("107,129");
    expect(dutchDecimal("39")).toBe("39");
  });
});
