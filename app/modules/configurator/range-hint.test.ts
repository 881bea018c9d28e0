import { describe, expect, it } from "vitest";
import { rangeHint } from "./range-hint";

describe("rangeHint: the allowed range at a numeric field", () => {
  it("shows both bounds with the label's unit (the sample door's height and width)", () => {
    expect(rangeHint("Netto glashoogte in mm", { min: 1500, max: 2600 })).toBe("1500–2600 mm");
    expect(rangeHint("Netto glasbreedte in mm", { min: 400, max: 1200 })).toBe("400–1200 mm");
  });
  it("shows one bound when only one is set, and decimals with a comma", () => {
    expect(rangeHint("Lengte in m", { min: 0.5 })).toBe("minimaal 0,5 m");
    expect(rangeHint("Aantal", { max: 12 })).toBe("maximaal 12");
  });
  it("shows nothing without bounds, and no unit when the label names none", () => {
    expect(rangeHint("Breedte in mm", undefined)).toBeNull();
    expect(rangeHint("Breedte in mm", {})).toBeNull();
    expect(rangeHint("Breedte", { min: 1, max: 2 })).toBe("1–2");
  });
});
