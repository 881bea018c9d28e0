import { expect, it } from "vitest";
import { seedSampleShop } from "../../../db/seed/index";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { addProductToCart } from "./add-product.server";
import { cartLinesForSession, removeCartLine, updateCartQuantities } from "./cart.server";
import { fragmentsAnswer } from "./fragments.server";

const MAX_TOTAL = 5_000_000;

describeEachEngine("cart lines: add, update, remove", (db) => {
  const me = "session-me";
  const other = "session-other";
  let simpleId = 0;
  let simple2Id = 0;
  let doorId = 0;

  it("adds a simple product at its price from the database", async () => {
    await seedSampleShop(db());
    const products = await db()
      .selectFrom("products")
      .select(["id", "slug", "type", "price_cents"])
      .execute();
    const simple = products.filter((p) => p.type === "simple");
    simpleId = simple[0].id;
    simple2Id = simple[1].id;
    doorId = products.find((p) => p.slug === "glazen-deur-op-maat")?.id ?? 0;
    const added = await addProductToCart(db(), me, { productId: String(simpleId), quantity: "2" });
    expect(added.kind).toBe("added");
    const lines = await cartLinesForSession(db(), me);
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(2);
    expect(lines[0].unitExclCents).toBe(simple[0].price_cents);
    expect(lines[0].snapshot).toMatchObject({ productId: simpleId, definitionVersion: null, options: [] });
    // The same product again adds up on the same line.
    await addProductToCart(db(), me, { productId: simpleId, quantity: undefined });
    expect((await cartLinesForSession(db(), me))[0].quantity).toBe(3);
  });

  it("sends configurable products to their page and refuses bad input", async () => {
    expect(await addProductToCart(db(), me, { productId: doorId, quantity: "1" })).toEqual({
      kind: "needs_options",
      productUrl: "/product/glazen-deur-op-maat",
    });
    expect((await addProductToCart(db(), me, { productId: "999999", quantity: "1" })).kind).toBe("not_found");
    expect((await addProductToCart(db(), me, { productId: "abc", quantity: "1" })).kind).toBe("not_found");
    for (const q of ["0", "-1", "1.5", "100000", "veel"]) {
      expect((await addProductToCart(db(), me, { productId: simpleId, quantity: q })).kind, q).toBe(
        "invalid_quantity",
      );
    }
    expect(await cartLinesForSession(db(), me)).toHaveLength(1);
  });

  it("updates quantities of the session's own lines only, all or nothing", async () => {
    await addProductToCart(db(), me, { productId: simple2Id, quantity: "1" });
    await addProductToCart(db(), other, { productId: simpleId, quantity: "1" });
    const [a, b] = await cartLinesForSession(db(), me);
    const [theirs] = await cartLinesForSession(db(), other);
    // The other session's line has the same key (same product) but lives in another cart: untouched.
    expect(theirs.lineKey).toBe(a.lineKey);

    expect(await updateCartQuantities(db(), me, { [a.lineKey]: 5, [b.lineKey]: 4 }, MAX_TOTAL)).toEqual({
      ok: true,
    });
    let mine = await cartLinesForSession(db(), me);
    expect(mine.map((l) => l.quantity)).toEqual([5, 4]);
    expect((await cartLinesForSession(db(), other))[0].quantity).toBe(1);

    // An unknown key refuses the whole update.
    expect(await updateCartQuantities(db(), me, { [a.lineKey]: 9, nope: 1 }, MAX_TOTAL)).toEqual({
      ok: false,
      unknown: ["nope"],
    });
    mine = await cartLinesForSession(db(), me);
    expect(mine.map((l) => l.quantity)).toEqual([5, 4]);
    // A session without a cart knows no lines.
    expect(await updateCartQuantities(db(), "nobody", { [a.lineKey]: 1 }, MAX_TOTAL)).toEqual({
      ok: false,
      unknown: [a.lineKey],
    });
  });

  it("quantity 0 removes the line", async () => {
    const [, b] = await cartLinesForSession(db(), me);
    expect(await updateCartQuantities(db(), me, { [b.lineKey]: 0 }, MAX_TOTAL)).toEqual({ ok: true });
    expect(await cartLinesForSession(db(), me)).toHaveLength(1);
  });

  it("removes a line by key, scoped to the session's cart", async () => {
    const [a] = await cartLinesForSession(db(), me);
    expect(await removeCartLine(db(), "nobody", a.lineKey)).toBe(false);
    expect(await removeCartLine(db(), me, "unknown-key")).toBe(false);
    expect(await removeCartLine(db(), me, a.lineKey)).toBe(true);
    expect(await removeCartLine(db(), me, a.lineKey)).toBe(false);
    expect(await cartLinesForSession(db(), me)).toHaveLength(0);
    expect(await cartLinesForSession(db(), other)).toHaveLength(1);
  });

  it("renders fragments with the header's components and the cart hash", async () => {
    const lines = await cartLinesForSession(db(), other);
    const answer = fragmentsAnswer(lines, "token");
    expect(answer.cart_hash).toMatch(/^[a-f0-9]{32}$/);
    expect(answer.cart).toMatchObject({ count: 1, hash: answer.cart_hash });
    expect(answer.fragments["span.header-cart__count"]).toContain('data-count="1"');
    const mini = answer.fragments["div.widget_shopping_cart_content"];
    expect(mini).toContain(lines[0].productName);
    expect(mini).toContain(`name="cart_item_key" value="${lines[0].lineKey}"`);
    expect(mini).toContain('name="_csrf" value="token"');
    expect(fragmentsAnswer([], "t").cart_hash).toBe("");
  });
});
