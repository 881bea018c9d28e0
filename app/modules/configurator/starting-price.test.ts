import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { evaluatePrice } from "./formula";
import { parseOptionDefinition } from "./options.schema";
import { priceVars } from "./pricing";
import { sampleDoorDefinition } from "./sample-door";
import { startingPrice } from "./starting-price";

describe("startingPrice", () => {
  it("is the sample door's cheapest configuration: 0.8 m² minimum, cheapest handle and hinges, no lock", () => {
    // 0.8 × 185 + 39 + 57 + 0 = 244 excl. → € 295,24 incl.
    expect(startingPrice(sampleDoorDefinition)?.toString()).toBe("244");
    expect(
      priceVars({ priceExcl: "1", quantity: 1, startingPriceExcl: startingPrice(sampleDoorDefinition) })
        .starting_price,
    ).toBe("€ 295,24");
  });

  it("is no higher than any sampled configuration of the door", () => {
    const lowest = startingPrice(sampleDoorDefinition)!;
    for (let h = 1500; h <= 2600; h += 100) {
      for (let w = 400; w <= 1200; w += 100) {
        const r = evaluatePrice(sampleDoorDefinition, {
          uni_cpo_height: String(h),
          uni_cpo_width: String(w),
          uni_cpo_handle: "mat-rvs-40",
          uni_cpo_hinges: "rvs",
          uni_cpo_lock: "geen",
        });
        expect(r.ok && r.priceExcl!.greaterThanOrEqualTo(lowest)).toBe(true);
      }
    }
  });

  it("skips disabled and zero-priced configurations and respects minPrice", () => {
    const def = parseOptionDefinition({
      basePrice: "10",
      mainFormula: "{uni_cpo_size}",
      minPrice: "3",
      rules: [{ condition: "{uni_cpo_kind} == 0", formula: "disable" }],
      options: [
        { slug: "size", type: "number", label: "Maat", validation: { min: 1, max: 5 } },
        {
          slug: "kind",
          type: "select",
          label: "Soort",
          required: true,
          suboptions: [
            { slug: "none", label: "Geen", rate: "0" },
            { slug: "one", label: "Een", rate: "1" },
          ],
        },
      ],
    });
    expect(startingPrice(def)).toEqual(new Decimal(3));
  });

  it("is null when nothing can be priced", () => {
    const def = parseOptionDefinition({ basePrice: "1", mainFormula: "disable", options: [] });
    expect(startingPrice(def)).toBeNull();
  });
});
