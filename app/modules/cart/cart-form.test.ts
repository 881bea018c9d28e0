import { describe, expect, it } from "vitest";
import { parseCartForm, parseLineQuantity, planQuantities, quantityFieldName } from "./cart-form";

const A = "a".repeat(32);
const B = "b".repeat(32);

describe("parseLineQuantity", () => {
  it("accepts whole numbers 0…999", () => {
    expect(parseLineQuantity("0")).toBe(0);
    expect(parseLineQuantity(" 12 ")).toBe(12);
    expect(parseLineQuantity("999")).toBe(999);
    expect(parseLineQuantity(3)).toBe(3);
  });
  it("refuses negative, fractional, absurd and non-numeric quantities", () => {
    for (const bad of ["-1", "1.5", "1,5", "1000", "99999999999", "1e3", "abc", "", " ", "0x10"]) {
      expect(parseLineQuantity(bad), bad).toBeNull();
    }
    expect(parseLineQuantity(null)).toBeNull();
    expect(parseLineQuantity(undefined)).toBeNull();
  });
});

describe("parseCartForm", () => {
  it("reads the WooCommerce quantity fields and the update intent", () => {
    const parsed = parseCartForm([
      ["_csrf", "x"],
      [quantityFieldName(A), "2"],
      [quantityFieldName(B), "5"],
      ["intent", "update"],
    ]);
    expect(parsed).toEqual({ kind: "update", quantities: { [A]: "2", [B]: "5" } });
  });
  it("defaults to update (Enter in a quantity field)", () => {
    expect(parseCartForm([[quantityFieldName(A), "4"]])).toEqual({
      kind: "update",
      quantities: { [A]: "4" },
    });
  });
  it("reads − / + and remove buttons", () => {
    expect(parseCartForm([["intent", `inc:${A}`]])).toEqual({
      kind: "update",
      quantities: {},
      step: { key: A, dir: 1 },
    });
    expect(parseCartForm([["intent", `dec:${A}`]])).toMatchObject({ step: { key: A, dir: -1 } });
    expect(parseCartForm([["intent", `remove:${B}`]])).toEqual({ kind: "remove", key: B });
    expect(
      parseCartForm([
        ["intent", "remove"],
        ["cart_item_key", A],
      ]),
    ).toEqual({ kind: "remove", key: A });
  });
  it("reads the listing's add form", () => {
    expect(
      parseCartForm([
        ["intent", "add"],
        ["add-to-cart", "7"],
      ]),
    ).toEqual({
      kind: "add",
      productId: "7",
      quantity: "1",
    });
    expect(
      parseCartForm([
        ["intent", "add"],
        ["product_id", "7"],
        ["quantity", "3"],
      ]),
    ).toMatchObject({
      productId: "7",
      quantity: "3",
    });
  });
  it("refuses unknown intents and malformed keys", () => {
    expect(parseCartForm([["intent", "explode"]])).toEqual({ kind: "invalid" });
    expect(parseCartForm([["intent", "remove"]])).toEqual({ kind: "invalid" });
    expect(parseCartForm([["intent", "inc:<script>"]])).toEqual({ kind: "invalid" });
    expect(parseCartForm([["intent", `remove:${"x".repeat(65)}`]])).toEqual({ kind: "invalid" });
  });
});

describe("planQuantities", () => {
  const current = { [A]: 2, [B]: 1 };
  it("applies typed quantities; 0 stays 0 (the line is removed)", () => {
    expect(planQuantities({ [A]: "5", [B]: "0" }, undefined, current)).toEqual({
      ok: true,
      quantities: { [A]: 5, [B]: 0 },
    });
  });
  it("steps from the typed value, else from the stored quantity (§5.2)", () => {
    expect(planQuantities({ [A]: "7" }, { key: A, dir: 1 }, current)).toEqual({
      ok: true,
      quantities: { [A]: 8 },
    });
    expect(planQuantities({}, { key: B, dir: -1 }, current)).toEqual({ ok: true, quantities: { [B]: 0 } });
    expect(planQuantities({ [A]: "999" }, { key: A, dir: 1 }, current)).toEqual({
      ok: true,
      quantities: { [A]: 999 },
    });
    expect(planQuantities({ [A]: "0" }, { key: A, dir: -1 }, current)).toEqual({
      ok: true,
      quantities: { [A]: 0 },
    });
  });
  it("refuses the whole update for an unknown line", () => {
    expect(planQuantities({ [A]: "3", nope: "1" }, undefined, current)).toEqual({
      ok: false,
      reason: "unknown_line",
      keys: ["nope"],
    });
    expect(planQuantities({}, { key: "nope", dir: 1 }, current)).toMatchObject({ reason: "unknown_line" });
  });
  it("refuses the whole update for one bad quantity", () => {
    expect(planQuantities({ [A]: "3", [B]: "-4" }, undefined, current)).toEqual({
      ok: false,
      reason: "invalid_quantity",
      keys: [B],
    });
    expect(planQuantities({ [A]: "abc" }, { key: A, dir: 1 }, current)).toMatchObject({
      reason: "invalid_quantity",
      keys: [A],
    });
  });
});
