import { describe, expect, it } from "vitest";
import { reviewFormSchema, typedValues } from "./review-form";
import {
  buildThreads,
  commentPageOf,
  commentPageUrl,
  pageCountOf,
  type ReviewRow,
  summarise,
  threadPage,
} from "./threads";

const base = {
  comment_post_ID: "7",
  comment_parent: "0",
  author: " Eva ",
  email: "Eva@Example.NL ",
  comment: " Top ",
  rating: "5",
};

describe("reviewFormSchema", () => {
  it("accepts a review with a rating 1–5, trimmed, the address lower-cased", () => {
    for (const rating of ["1", "2", "3", "4", "5"]) {
      expect(reviewFormSchema.parse({ ...base, rating })).toMatchObject({
        comment_post_ID: 7,
        comment_parent: 0,
        author: "Eva",
        email: "eva@example.nl",
        comment: "Top",
        rating: Number(rating),
      });
    }
  });
  it.each([undefined, "", "0", "6", "4.5", "abc"])(
    "refuses a review with rating %j: 'Selecteer een beoordeling'",
    (rating) => {
      const r = reviewFormSchema.safeParse({ ...base, rating });
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => [i.path[0], i.message])).toContainEqual([
        "rating",
        "Selecteer een beoordeling",
      ]);
    },
  );
  it("takes a reply without a rating (and ignores one sent)", () => {
    expect(reviewFormSchema.parse({ ...base, comment_parent: "12", rating: "" }).rating).toBeNull();
    expect(reviewFormSchema.parse({ ...base, comment_parent: "12", rating: "5" }).rating).toBeNull();
  });
  it("names each missing or wrong field in Dutch", () => {
    const r = reviewFormSchema.safeParse({ ...base, author: " ", email: "geen-adres", comment: "" });
    const messages = Object.fromEntries(r.error?.issues.map((i) => [String(i.path[0]), i.message]) ?? []);
    expect(messages).toEqual({
      author: "Vul je naam in.",
      email: "Vul een geldig e-mailadres in.",
      comment: "Schrijf je beoordeling.",
    });
    expect(reviewFormSchema.safeParse({ ...base, comment: "x".repeat(5001) }).success).toBe(false);
  });
  it("keeps the typed values for the form after a refusal", () => {
    const form = new FormData();
    form.set("author", "Eva");
    form.set("comment", "Tekst");
    expect(typedValues(form)).toEqual({
      author: "Eva",
      email: "",
      comment: "Tekst",
      rating: "",
      comment_parent: "0",
    });
  });
});

const row = (id: number, parent: number | null, day: number, rating: number | null = 5): ReviewRow => ({
  id,
  parent_id: parent,
  rating,
  author_name: `a${id}`,
  content: "x",
  verified: 0,
  shop_reply: 0,
  created_at: `2025-01-${String(day).padStart(2, "0")}T10:00:00.000Z`,
});

describe("threads", () => {
  it("puts the newest review first and each reply under its parent, oldest first, at any depth", () => {
    const threads = buildThreads([
      row(1, null, 1, 4),
      row(2, null, 3, 2),
      row(3, 1, 5, null),
      row(4, 1, 4, null),
      row(5, 3, 6, null),
      row(6, 99, 7, null),
    ]);
    expect(threads.map((t) => t.id)).toEqual([2, 1]);
    expect(threads[1].replies.map((r) => r.id)).toEqual([4, 3]);
    expect(threads[1].replies[1].replies.map((r) => r.id)).toEqual([5]);
    expect(summarise(threads)).toEqual({ average: 3, count: 2 });
    expect(summarise([])).toBeNull();
  });
  it("pages threads by 10 and refuses a page past the last", () => {
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(pageCountOf(23)).toBe(3);
    expect(pageCountOf(0)).toBe(1);
    expect(threadPage(many, 1)).toHaveLength(10);
    expect(threadPage(many, 3)).toEqual([20, 21, 22]);
    expect(threadPage(many, 4)).toBeNull();
    expect(threadPage(many, 0)).toBeNull();
    expect(threadPage([], 1)).toEqual([]);
  });
  it("reads comment-page-N and cpage=N, and refuses anything else", () => {
    expect(commentPageOf(undefined, null)).toBe(1);
    expect(commentPageOf("comment-page-3", null)).toBe(3);
    expect(commentPageOf(undefined, "2")).toBe(2);
    expect(commentPageOf("comment-page-0", null)).toBeNull();
    expect(commentPageOf("reviews", null)).toBeNull();
    expect(commentPageOf("comment-page-x", null)).toBeNull();
    expect(commentPageOf(undefined, "-1")).toBeNull();
    expect(commentPageOf(undefined, "abc")).toBeNull();
  });
  it("links page 1 to the product itself and others to comment-page-N", () => {
    expect(commentPageUrl("/product/x", 1)).toBe("/product/x#reviews");
    expect(commentPageUrl("/product/x", 2)).toBe("/product/x/comment-page-2#reviews");
  });
});
