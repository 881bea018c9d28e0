import { beforeAll, describe, expect, it } from "vitest";
import { seedDoorOptions, seedSampleShop } from "../../../db/seed/index";
import { ratingsFor, seedProductDetails } from "../../../db/seed/product-details";
import { sampleProducts } from "../../../db/seed/sample-shop";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { unpaidOrder } from "../../../tests/helpers/payment-orders";
import type { AuditActor } from "../audit/audit.server";
import { bumpShopVersion } from "../cache/shop-version.server";
import { listProducts } from "../catalog/catalog.server";
import { listForModeration, moderateReview, replyAsShop } from "./moderation.server";
import { productReviews } from "./product-reviews.server";
import { reviewFormSchema } from "./review-form";
import { REVIEW_LIMIT, reviewSummary, submitReview } from "./reviews.server";
import { REVIEWS_PER_PAGE } from "./threads";

const EDITOR: AuditActor = { userId: null, email: "redacteur@example.nl", ip: "127.0.0.1" };

function input(productId: number, over: Record<string, string> = {}) {
  return reviewFormSchema.parse({
    comment_post_ID: String(productId),
    comment_parent: "0",
    author: "Sanne",
    email: "Sanne@Example.nl",
    comment: "Mooie deur.",
    rating: "4",
    ...over,
  });
}

describe("ratingsFor", () => {
  it("gives `count` whole ratings 1–5 whose average rounds to the asked one", () => {
    for (const p of sampleProducts) {
      const r = ratingsFor(p.rating_average, p.rating_count);
      expect(r).toHaveLength(p.rating_count);
      expect(r.every((x) => Number.isInteger(x) && x >= 1 && x <= 5)).toBe(true);
      expect(Math.abs(r.reduce((a, b) => a + b, 0) / r.length - p.rating_average)).toBeLessThan(0.05);
    }
  });
});

describeEachEngine("reviews", (db) => {
  let productId = 0;
  let doorId = 0;
  beforeAll(async () => {
    await seedSampleShop(db());
    await seedDoorOptions(db());
    expect(await seedProductDetails(db())).toBe(true);
    expect(await seedProductDetails(db())).toBe(false);
    const order = await unpaidOrder(db(), { status: "processing" });
    await db()
      .updateTable("orders")
      .set({ paid_at: new Date().toISOString() })
      .where("id", "=", order.id)
      .execute();
    const p = await db()
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "pay-door")
      .executeTakeFirstOrThrow();
    productId = p.id;
    const d = await db()
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "glazen-deur-op-maat")
      .executeTakeFirstOrThrow();
    doorId = d.id;
  });

  it("seeds the sample ratings as approved reviews, so the products' figures are theirs", async () => {
    const door = sampleProducts[0];
    const summary = await reviewSummary(db(), doorId);
    expect(summary?.count).toBe(door.rating_count);
    expect(summary?.average).toBeCloseTo(door.rating_average, 1);
    const row = await db()
      .selectFrom("products")
      .select(["rating_average", "rating_count"])
      .where("id", "=", doorId)
      .executeTakeFirstOrThrow();
    expect(row.rating_count).toBe(door.rating_count);
    const page = await productReviews(db(), doorId, 1);
    expect(page?.attributes.map((a) => a.name)).toEqual([
      "Glassoort",
      "Glasdikte",
      "Glashoogte",
      "Glasbreedte",
      "Levertijd",
    ]);
    expect(page?.threads).toHaveLength(REVIEWS_PER_PAGE);
    expect(page?.pageCount).toBe(Math.ceil(door.rating_count / REVIEWS_PER_PAGE));
    expect(await productReviews(db(), doorId, 99)).toBeNull();
  });

  it("holds a review for moderation, marks a buyer's address as verified, and shows it only once approved", async () => {
    expect(await reviewSummary(db(), productId)).toBeNull();
    const bought = await submitReview(db(), input(productId, { email: "KLANT@example.nl" }), {
      ip: "10.0.0.1",
      userId: null,
    });
    const other = await submitReview(db(), input(productId, { rating: "2" }), {
      ip: "10.0.0.2",
      userId: null,
    });
    expect(bought.kind).toBe("held");
    expect(other.kind).toBe("held");
    const rows = await db()
      .selectFrom("reviews")
      .selectAll()
      .where("product_id", "=", productId)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.status, r.verified, r.author_email])).toEqual([
      ["pending", 1, "klant@example.nl"],
      ["pending", 0, "sanne@example.nl"],
    ]);
    await bumpShopVersion(db());
    expect(await reviewSummary(db(), productId)).toBeNull();

    const pending = await listForModeration(db(), "pending", 1);
    expect(pending.rows.map((r) => r.id)).toEqual([rows[1].id, rows[0].id]);
    expect(pending.counts.pending).toBe(2);

    expect(await moderateReview(db(), EDITOR, rows[0].id, "approve")).toBe(true);
    expect(await moderateReview(db(), EDITOR, rows[1].id, "approve")).toBe(true);
    // The back office's write bumps the version (bump-after-writes); the cached summary follows it.
    expect(await reviewSummary(db(), productId)).toBeNull();
    await bumpShopVersion(db());
    expect(await reviewSummary(db(), productId)).toEqual({ average: 3, count: 2 });
    const product = await db()
      .selectFrom("products")
      .select(["rating_average", "rating_count"])
      .where("id", "=", productId)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ rating_average: 3, rating_count: 2 });
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_type", "=", "review")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["review.approve", "review.approve"]);

    expect(await moderateReview(db(), EDITOR, rows[1].id, "spam")).toBe(true);
    await bumpShopVersion(db());
    expect(await reviewSummary(db(), productId)).toEqual({ average: 4, count: 1 });
    expect(await moderateReview(db(), EDITOR, 999_999, "approve")).toBe(false);
  });

  it("threads replies under their review, marks the shop's reply, and refuses a reply to a review not shown", async () => {
    const root = await db()
      .selectFrom("reviews")
      .select("id")
      .where("product_id", "=", productId)
      .where("status", "=", "approved")
      .executeTakeFirstOrThrow();
    const spam = await db()
      .selectFrom("reviews")
      .select("id")
      .where("product_id", "=", productId)
      .where("status", "=", "spam")
      .executeTakeFirstOrThrow();
    const refused = await submitReview(db(), input(productId, { comment_parent: String(spam.id) }), {
      ip: "10.0.0.3",
      userId: null,
    });
    expect(refused.kind).toBe("parent_gone");
    const reply = await submitReview(
      db(),
      input(productId, { comment_parent: String(root.id), rating: "" }),
      { ip: "10.0.0.3", userId: null },
    );
    if (reply.kind !== "held") throw new Error(reply.kind);
    const stored = await db()
      .selectFrom("reviews")
      .selectAll()
      .where("id", "=", reply.id)
      .executeTakeFirstOrThrow();
    expect([stored.parent_id, stored.rating, stored.status]).toEqual([root.id, null, "pending"]);
    await moderateReview(db(), EDITOR, reply.id, "approve");
    expect(
      await replyAsShop(db(), EDITOR, { parentId: reply.id, content: "Dank je!", shopName: "Maatglas" }),
    ).toBe(true);
    await bumpShopVersion(db());
    const page = await productReviews(db(), productId, 1);
    const thread = page?.threads.find((t) => t.id === root.id);
    expect(thread?.replies.map((r) => r.id)).toEqual([reply.id]);
    expect(thread?.replies[0].replies.map((r) => [r.author, r.shopReply, r.rating])).toEqual([
      ["Maatglas", true, null],
    ]);
    // Replies carry no rating: the figures are the reviews'.
    expect(page?.summary).toEqual({ average: 4, count: 1 });

    expect(await moderateReview(db(), EDITOR, root.id, "delete")).toBe(true);
    const left = await db()
      .selectFrom("reviews")
      .select("id")
      .where("id", "in", [root.id, reply.id])
      .execute();
    expect(left).toEqual([]);
    const shop = await db()
      .selectFrom("reviews")
      .select("id")
      .where("shop_reply", "=", 1)
      .where("product_id", "=", productId)
      .execute();
    expect(shop).toEqual([]);
    await bumpShopVersion(db());
    expect(await reviewSummary(db(), productId)).toBeNull();
  });

  it("refuses an unpublished or unknown product and limits one address", async () => {
    expect((await submitReview(db(), input(987_654), { ip: "10.0.0.9", userId: null })).kind).toBe(
      "not_found",
    );
    const results = [];
    for (let i = 0; i <= REVIEW_LIMIT.capacity; i++)
      results.push((await submitReview(db(), input(productId), { ip: "10.0.0.42", userId: null })).kind);
    expect(results.slice(0, REVIEW_LIMIT.capacity).every((k) => k === "held")).toBe(true);
    expect(results.at(-1)).toBe("rate_limited");
    expect((await submitReview(db(), input(productId), { ip: "10.0.0.43", userId: null })).kind).toBe("held");
  });

  it("orders the listing's rating sort by the approved reviews' figures", async () => {
    const listing = await listProducts(db(), { orderby: "rating", page: 1, perPage: 100 });
    const averages = listing.products.map((p) => p.rating_average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    const door = listing.products.find((p) => p.id === doorId);
    expect(door?.rating_count).toBe(sampleProducts[0].rating_count);
  });
});
