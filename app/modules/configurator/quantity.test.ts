import { describe, expect, it } from "vitest";
import { effectiveStep, raiseToMin, stepQuantity } from "./quantity";

describe("quantity plus/minus (spec §5.2)", () => {
  it.each([
    ["", {}, 1, 1],
    ["abc", {}, 1, 1],
    ["3", { step: "any" }, 1, 4],
    ["3", { step: "" }, 1, 4],
    ["3", { step: "-2" }, 1, 4],
    ["3", { step: 2 }, 1, 5],
    ["9", { max: 10, step: 5 }, 1, 14],
    ["10", { max: 10 }, 1, 10],
    ["12", { max: 10 }, 1, 10],
    ["0.1", { step: "0.2" }, 1, 0.3],
  ])("plus: %j %j → %d", (value, bounds, dir, expected) => {
    expect(stepQuantity(value, bounds, dir as 1)).toBe(expected);
  });

  it.each([
    ["5", {}, 4],
    ["1", { min: 1 }, 1],
    ["0", { min: 1 }, 1],
    ["0", {}, 0],
    ["", {}, 0],
    ["-3", {}, -3],
    ["0.5", { step: 1 }, -0.5],
    ["6", { min: 1, step: 2 }, 4],
  ])("minus: %j %j → %d", (value, bounds, expected) => {
    expect(stepQuantity(value, bounds, -1)).toBe(expected);
  });

  it("defaults the step to 1", () => {
    expect(effectiveStep("any")).toBe(1);
    expect(effectiveStep(undefined)).toBe(1);
    expect(effectiveStep("0")).toBe(1);
    expect(effectiveStep("3")).toBe(3);
  });

  it("raises a quantity below its min on load", () => {
    expect(raiseToMin("0", 1)).toBe(1);
    expect(raiseToMin("", 1)).toBe(1);
    expect(raiseToMin("5", 1)).toBe(5);
    expect(raiseToMin("0", -1)).toBe(0);
  });
});
