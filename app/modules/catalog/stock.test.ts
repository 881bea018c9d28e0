import { describe, expect, it } from "vitest";
import {
  addRefusal,
  isSoldOut,
  LOW_STOCK_THRESHOLD,
  quantitiesByProduct,
  stockLabel,
  stockStatus,
} from "./stock";

describe("stock label", () => {
  it("shows nothing for untracked stock", () => {
    expect(stockLabel(null)).toBeNull();
    expect(stockLabel(undefined)).toBeNull();
    expect(stockStatus(null)).toEqual({ kind: "untracked" });
  });
  it.each([
    [0, "Uitverkocht"],
    [-2, "Uitverkocht"],
    [1, "Nog 1 op voorraad"],
    [3, "Nog 3 op voorraad"],
    [LOW_STOCK_THRESHOLD, `Nog ${LOW_STOCK_THRESHOLD} op voorraad`],
    [LOW_STOCK_THRESHOLD + 1, "Op voorraad"],
    [500, "Op voorraad"],
  ])("stock %i reads %s", (stock, label) => expect(stockLabel(stock)).toBe(label));
  it("is sold out at 0 or below only", () => {
    expect([null, -1, 0, 1, 6].map(isSoldOut)).toEqual([false, true, true, false, false]);
  });
});

describe("add within stock", () => {
  const p = (stock: number | null) => ({ name: "Greep", stock });
  it("always fits untracked stock", () => expect(addRefusal(p(null), 500, 499)).toBeNull());
  it("fits up to the stock, counting what the cart holds", () => {
    expect(addRefusal(p(3), 0, 3)).toBeNull();
    expect(addRefusal(p(3), 2, 1)).toBeNull();
  });
  it("refuses a sold-out product", () => {
    expect(addRefusal(p(0), 0, 1)).toBe("„Greep” is uitverkocht en kan niet worden besteld.");
  });
  it("refuses more than is left, saying how many are left", () => {
    expect(addRefusal(p(3), 0, 4)).toBe(
      "Er zijn nog maar 3 van „Greep” op voorraad; kies een kleiner aantal.",
    );
    expect(addRefusal(p(1), 0, 2)).toBe("Er is nog maar 1 van „Greep” op voorraad; kies een kleiner aantal.");
    expect(addRefusal(p(3), 3, 1)).toBe(
      "Je winkelmand bevat al alle 3 van „Greep” die op voorraad zijn; je kunt er niet meer bijleggen.",
    );
    expect(addRefusal(p(3), 2, 2)).toBe(
      "Er zijn 3 van „Greep” op voorraad en je winkelmand bevat er al 2; je kunt er nog hoogstens 1 bijleggen.",
    );
  });
  it("sums lines of the same product", () => {
    expect(
      quantitiesByProduct([
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
        { productId: 1, quantity: 3 },
      ]),
    ).toEqual(
      new Map([
        [1, 5],
        [2, 1],
      ]),
    );
  });
});
