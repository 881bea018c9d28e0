import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import type { Database } from "../../../db/schema";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { startLoginSession } from "../accounts/login-session.server";
import { createUser } from "../accounts/users.server";
import type { LineSnapshot } from "./cart";
import { addCartLine, cartIdForSession, cartLinesForSession, MAX_LINE_QUANTITY } from "./cart.server";
import { detachCartAtLogout, mergeCartsAtLogin } from "./merge.server";

let seq = 0;
const sid = () => `session-${String(++seq).padStart(4, "0")}-${"x".repeat(20)}`;

async function product(db: Kysely<Database>): Promise<number> {
  const n = ++seq;
  const row = await db
    .insertInto("products")
    .values({
      slug: `p-${n}`,
      name: `Product ${n}`,
      price_cents: 1000,
      from_price_cents: null,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

function snapshot(productId: number, unit: number): LineSnapshot {
  return {
    productId,
    productName: "x",
    definitionVersion: null,
    options: [],
    values: {},
    priceExcl: String(unit),
    unitExclCents: unit,
    unitInclCents: unit,
  };
}

async function add(db: Kysely<Database>, session: string, key: string, productId: number, quantity: number) {
  const cartId = (await cartIdForSession(db, session, true))!;
  await addCartLine(
    db,
    cartId,
    {
      lineKey: key,
      productId,
      definitionVersion: null,
      quantity,
      unitExclCents: 1000,
      unitInclCents: 1210,
      snapshot: snapshot(productId, 1000),
    },
    5_000_000,
  );
}

const quantities = async (db: Kysely<Database>, session: string) =>
  Object.fromEntries((await cartLinesForSession(db, session)).map((l) => [l.lineKey, l.quantity]));

async function user(db: Kysely<Database>) {
  return (await createUser(db, { email: `u${++seq}@example.nl`, password: "x".repeat(12) }))!.id;
}

describeEachEngine("cart merge at login", (db) => {
  it("a guest cart becomes the user's cart on the new session id", async () => {
    const u = await user(db());
    const p = await product(db());
    const guest = sid();
    await add(db(), guest, "a", p, 2);
    const session = await startLoginSession(db(), guest, u);
    const cartId = await mergeCartsAtLogin(db(), session, u);
    expect(await cartIdForSession(db(), session, false)).toBe(cartId);
    expect(await quantities(db(), session)).toEqual({ a: 2 });
    const row = await db()
      .selectFrom("carts")
      .selectAll()
      .where("id", "=", cartId!)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(u);
  });

  it("merges the guest cart into the user's earlier cart: same line adds up, capped; others kept", async () => {
    const u = await user(db());
    const p = await product(db());
    // Device 1: logs in, fills a cart, logs out.
    const first = await startLoginSession(db(), sid(), u);
    await mergeCartsAtLogin(db(), first, u);
    await add(db(), first, "same", p, 3);
    await add(db(), first, "big", p, MAX_LINE_QUANTITY - 1);
    await add(db(), first, "only-earlier", p, 1);
    await detachCartAtLogout(db(), first, u);
    expect(await cartIdForSession(db(), first, false)).toBeUndefined();
    // Device 2: a guest cart, then login.
    const guest = sid();
    await add(db(), guest, "same", p, 2);
    await add(db(), guest, "big", p, 5);
    await add(db(), guest, "only-guest", p, 4);
    const session = await startLoginSession(db(), guest, u);
    await mergeCartsAtLogin(db(), session, u);
    expect(await quantities(db(), session)).toEqual({
      same: 5,
      big: MAX_LINE_QUANTITY,
      "only-earlier": 1,
      "only-guest": 4,
    });
    const carts = await db().selectFrom("carts").select("id").where("user_id", "=", u).execute();
    expect(carts).toHaveLength(1);
    expect(await cartIdForSession(db(), guest, false)).toBeUndefined();
  });

  it("picks up a cart made during a logged-in session on another device (no user_id on it yet)", async () => {
    const u = await user(db());
    const p = await product(db());
    const deviceA = await startLoginSession(db(), sid(), u);
    await add(db(), deviceA, "a", p, 1); // the cart module creates it without user_id
    const session = await startLoginSession(db(), sid(), u);
    await mergeCartsAtLogin(db(), session, u);
    expect(await quantities(db(), session)).toEqual({ a: 1 });
  });

  it("never merges another account's cart, and an empty login creates no cart", async () => {
    const alice = await user(db());
    const bob = await user(db());
    const p = await product(db());
    const aliceSession = await startLoginSession(db(), sid(), alice);
    await add(db(), aliceSession, "alice-line", p, 1);
    await mergeCartsAtLogin(db(), aliceSession, alice);
    // Bob logs in on Alice's browser without her logging out.
    const bobSession = await startLoginSession(db(), aliceSession, bob);
    expect(await mergeCartsAtLogin(db(), bobSession, bob)).toBeUndefined();
    expect(await quantities(db(), bobSession)).toEqual({});
    // Alice's cart still waits for her next login.
    const next = await startLoginSession(db(), sid(), alice);
    await mergeCartsAtLogin(db(), next, alice);
    expect(await quantities(db(), next)).toEqual({ "alice-line": 1 });
  });
});
