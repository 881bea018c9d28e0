import { describe, expect, it } from "vitest";
import { parseListingQuery } from "./catalog.schema";

const q = (s: string) => parseListingQuery(new URLSearchParams(s));

describe("listing query", () => {
  it("accepts every WooCommerce orderby value", () => {
    for (const o of ["menu_order", "popularity", "rating", "date", "price", "price-desc"]) {
      expect(q(`orderby=${o}`).orderby).toBe(o);
    }
  });
  it.each(["orderby=nonsense", "orderby=", "orderby=price%00", "orderby[]=price"])(
    "falls back to menu_order for %s",
    (s) => expect(q(s).orderby).toBe("menu_order"),
  );
  it.each(["page=abc", "page=-1", "page=0", "page=1.5", "page=1e9", "page="])(
    "falls back to page 1 for %s",
    (s) => expect(q(s).page).toBe(1),
  );
  it("reads a valid page", () => expect(q("page=3").page).toBe(3));
});
