import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { STANDARD_VAT_PERCENT } from "~/utils/money";
import type { Database } from "../../../db/schema";
import type { LineSnapshot } from "./cart";
import { type CartLimitBreach, cartLimitBreach, type LimitedLine } from "./limits";

export interface CartLine {
  id: number;
  lineKey: string;
  productId: number;
  productSlug: string;
  productName: string;
  productImage: string;
  definitionVersion: number | null;
  quantity: number;
  unitExclCents: number;
  unitInclCents: number;
  /** The line's btw rate in percent (from its snapshot; 21 when the snapshot has none). */
  vatRate: number;
  snapshot: LineSnapshot;
}

import { MAX_LINE_QUANTITY } from "./cart-form";

export { MAX_LINE_QUANTITY };

/** The cart id of a session, creating the cart when asked. */
export async function cartIdForSession(
  db: Kysely<Database>,
  sessionId: string,
  create: boolean,
): Promise<number | undefined> {
  const found = await db
    .selectFrom("carts")
    .select("id")
    .where("session_id", "=", sessionId)
    .executeTakeFirst();
  if (found || !create) return found?.id;
  const now = new Date().toISOString();
  await db
    .insertInto("carts")
    .values({ session_id: sessionId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("session_id").doNothing())
    .execute();
  const row = await db
    .selectFrom("carts")
    .select("id")
    .where("session_id", "=", sessionId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The key of a cart line: the same product, definition version and configuration give the same key. */
export function lineKeyFor(
  productId: number,
  version: number | null,
  values: Record<string, unknown>,
): string {
  const canonical = JSON.stringify(
    Object.keys(values)
      .sort()
      .map((k) => [k, values[k]]),
  );
  return createHash("sha256")
    .update(`${productId}|${version ?? ""}|${canonical}`)
    .digest("hex")
    .slice(0, 32);
}

/** The lines of a cart as the limits need them. */
async function limitedLines(db: Kysely<Database>, cartId: number): Promise<LimitedLine[]> {
  const rows = await db
    .selectFrom("cart_lines")
    .select(["line_key", "quantity", "unit_incl_cents"])
    .where("cart_id", "=", cartId)
    .execute();
  return rows.map((r) => ({ lineKey: r.line_key, quantity: r.quantity, unitInclCents: r.unit_incl_cents }));
}

/**
 * Locks the cart for the rest of the transaction by writing its row first (a row lock on PostgreSQL, the write
 * lock on SQLite): concurrent changes of one cart queue here, so the limits checked after it hold.
 */
async function lockCart(trx: Kysely<Database>, cartId: number): Promise<void> {
  await trx
    .updateTable("carts")
    .set({ updated_at: new Date().toISOString() })
    .where("id", "=", cartId)
    .execute();
}

/**
 * Adds a line, or adds its quantity to the line with the same key (that line keeps its price snapshot).
 * Refused, changing nothing, when the cart would break a limit (limits.ts): returns the breach, else null.
 */
export async function addCartLine(
  db: Kysely<Database>,
  cartId: number,
  line: {
    lineKey: string;
    productId: number;
    definitionVersion: number | null;
    quantity: number;
    unitExclCents: number;
    unitInclCents: number;
    snapshot: LineSnapshot;
  },
  maxTotalInclCents: number,
): Promise<CartLimitBreach | null> {
  return db.transaction().execute(async (trx) => {
    await lockCart(trx, cartId);
    const before = await limitedLines(trx, cartId);
    const existing = before.find((l) => l.lineKey === line.lineKey);
    const quantity = (existing?.quantity ?? 0) + line.quantity;
    const after = existing
      ? before.map((l) => (l === existing ? { ...l, quantity } : l))
      : [...before, { lineKey: line.lineKey, quantity, unitInclCents: line.unitInclCents }];
    const breach = cartLimitBreach(before, after, maxTotalInclCents);
    if (breach) return breach;
    await trx
      .insertInto("cart_lines")
      .values({
        cart_id: cartId,
        line_key: line.lineKey,
        product_id: line.productId,
        definition_version: line.definitionVersion,
        quantity,
        unit_excl_cents: line.unitExclCents,
        unit_incl_cents: line.unitInclCents,
        snapshot: JSON.stringify(line.snapshot),
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(["cart_id", "line_key"]).doUpdateSet({ quantity }))
      .execute();
    return null;
  });
}

export async function listCartLines(db: Kysely<Database>, cartId: number): Promise<CartLine[]> {
  const rows = await db
    .selectFrom("cart_lines")
    .innerJoin("products", "products.id", "cart_lines.product_id")
    .select([
      "cart_lines.id",
      "cart_lines.line_key",
      "cart_lines.product_id",
      "cart_lines.definition_version",
      "cart_lines.quantity",
      "cart_lines.unit_excl_cents",
      "cart_lines.unit_incl_cents",
      "cart_lines.snapshot",
      "products.slug",
      "products.name",
      "products.image",
    ])
    .where("cart_lines.cart_id", "=", cartId)
    .orderBy("cart_lines.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    lineKey: r.line_key,
    productId: r.product_id,
    productSlug: r.slug,
    productName: r.name,
    productImage: r.image,
    definitionVersion: r.definition_version,
    quantity: r.quantity,
    unitExclCents: r.unit_excl_cents,
    unitInclCents: r.unit_incl_cents,
    ...withVatRate(JSON.parse(r.snapshot) as LineSnapshot),
  }));
}

/** Lines of the session's cart (empty when it has none); reads nothing more than needed. */
export async function cartLinesForSession(db: Kysely<Database>, sessionId: string): Promise<CartLine[]> {
  const id = await cartIdForSession(db, sessionId, false);
  return id === undefined ? [] : listCartLines(db, id);
}

/**
 * Sets the quantities of lines of the session's cart in one transaction (0 removes the line). All or nothing:
 * when a key is not a line of this cart, nothing changes and the unknown keys are returned; when the cart
 * would break a limit (limits.ts), nothing changes and the breach is returned.
 */
export async function updateCartQuantities(
  db: Kysely<Database>,
  sessionId: string,
  quantities: Record<string, number>,
  maxTotalInclCents: number,
): Promise<{ ok: true } | { ok: false; unknown: string[] } | { ok: false; breach: CartLimitBreach }> {
  const keys = Object.keys(quantities);
  const cartId = await cartIdForSession(db, sessionId, false);
  if (cartId === undefined) return keys.length ? { ok: false, unknown: keys } : { ok: true };
  if (!keys.length) return { ok: true };
  return db.transaction().execute(async (trx) => {
    await lockCart(trx, cartId);
    const before = await limitedLines(trx, cartId);
    const known = new Set(before.map((l) => l.lineKey));
    const unknown = keys.filter((k) => !known.has(k));
    if (unknown.length) return { ok: false as const, unknown };
    const wanted = (key: string) => Math.min(Math.max(0, Math.trunc(quantities[key])), MAX_LINE_QUANTITY);
    const after = before
      .map((l) => (Object.hasOwn(quantities, l.lineKey) ? { ...l, quantity: wanted(l.lineKey) } : l))
      .filter((l) => l.quantity > 0);
    const breach = cartLimitBreach(before, after, maxTotalInclCents);
    if (breach) return { ok: false as const, breach };
    for (const key of keys) {
      const q = wanted(key);
      if (q === 0) {
        await trx
          .deleteFrom("cart_lines")
          .where("cart_id", "=", cartId)
          .where("line_key", "=", key)
          .execute();
      } else {
        await trx
          .updateTable("cart_lines")
          .set({ quantity: q })
          .where("cart_id", "=", cartId)
          .where("line_key", "=", key)
          .execute();
      }
    }
    return { ok: true as const };
  });
}

/** Removes one line of the session's cart by its key; false when the cart has no such line. */
export async function removeCartLine(
  db: Kysely<Database>,
  sessionId: string,
  lineKey: string,
): Promise<boolean> {
  const cartId = await cartIdForSession(db, sessionId, false);
  if (cartId === undefined) return false;
  const result = await db
    .deleteFrom("cart_lines")
    .where("cart_id", "=", cartId)
    .where("line_key", "=", lineKey)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  await db
    .updateTable("carts")
    .set({ updated_at: new Date().toISOString() })
    .where("id", "=", cartId)
    .execute();
  return true;
}

/** A line's snapshot and its btw rate (21 % for a snapshot from before rates per product). */
function withVatRate(snapshot: LineSnapshot): { snapshot: LineSnapshot; vatRate: number } {
  return { snapshot, vatRate: snapshot.vatRate ?? STANDARD_VAT_PERCENT };
}
