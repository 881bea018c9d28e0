import { describe, expect, it } from "vitest";
import { BLOCK_PROPS } from "./blocks.schema";
import { excerpt } from "./review-strips.server";

describe("the reviews strip", () => {
  it("checks its props: a product slug or all, 1 to 12 reviews", () => {
    const schema = BLOCK_PROPS.ReviewsStrip;
    expect(schema.parse({ id: "r1" })).toEqual({ id: "r1", title: "", product: "", count: 3 });
    expect(schema.parse({ id: "r1", product: "glazen-deur-op-maat", count: "12" }).count).toBe(12);
    expect(schema.safeParse({ id: "r1", count: 0 }).success).toBe(false);
    expect(schema.safeParse({ id: "r1", count: 13 }).success).toBe(false);
    expect(schema.safeParse({ id: "r1", product: "Glazen deur!" }).success).toBe(false);
    expect(schema.safeParse({ id: "r1", product: "../admin" }).success).toBe(false);
  });

  it("shows a review's opening words, cut at a word", () => {
    expect(excerpt("  Mooie   deur,\n\nsnel geleverd. ")).toBe("Mooie deur, snel geleverd.");
    const long = "Het glas is prachtig en de montage ging vlot. ".repeat(10);
    const cut = excerpt(long, 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut).toBe("Het glas is prachtig en de montage ging vlot. Het glas is…");
  });
});
