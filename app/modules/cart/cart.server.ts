import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../../db/schema";
import type { LineSnapshot } from "./cart";

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

/** Adds a line, or adds its quantity to the line with the same key (capped at MAX_LINE_QUANTITY). */
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
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("cart_lines")
      .values({
        cart_id: cartId,
        line_key: line.lineKey,
        product_id: line.productId,
        definition_version: line.definitionVersion,
        quantity: Math.min(line.quantity, MAX_LINE_QUANTITY),
        unit_excl_cents: line.unitExclCents,
        unit_incl_cents: line.unitInclCents,
        snapshot: JSON.stringify(line.snapshot),
        created_at: now,
      })
      .onConflict((oc) =>
        oc.columns(["cart_id", "line_key"]).doUpdateSet({
          // Portable min(): SQLite has no least(), PostgreSQL has no two-argument min().
          quantity: sql<number>`case when cart_lines.quantity + excluded.quantity > ${MAX_LINE_QUANTITY}
            then ${MAX_LINE_QUANTITY} else cart_lines.quantity + excluded.quantity end`,
        }),
      )
      .execute();
    await trx.updateTable("carts").set({ updated_at: now }).where("id", "=", cartId).execute();
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
    snapshot: JSON.parse(r.snapshot) as LineSnapshot,
  }));
}

/** Lines of the session's cart (empty when it has none); reads nothing more than needed. */
export async function cartLinesForSession(db: Kysely<Database>, sessionId: string): Promise<CartLine[]> {
  const id = await cartIdForSession(db, sessionId, false);
  return id === undefined ? [] : listCartLines(db, id);
}

/** Sets the quantities of lines of the session's cart in one transaction (0 removes the line). All or nothing:
 * when a key is not a line of this cart, nothing changes and the unknown keys are returned. */
export async function updateCartQuantities(
  db: Kysely<Database>,
  sessionId: string,
  quantities: Record<string, number>,
): Promise<{ ok: true } | { ok: false; unknown: string[] }> {
  const keys = Object.keys(quantities);
  const cartId = await cartIdForSession(db, sessionId, false);
  if (cartId === undefined) return keys.length ? { ok: false, unknown: keys } : { ok: true };
  if (!keys.length) return { ok: true };
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("cart_lines")
      .select("line_key")
      .where("cart_id", "=", cartId)
      .where("line_key", "in", keys)
      .execute();
    const known = new Set(found.map((r) => r.line_key));
    const unknown = keys.filter((k) => !known.has(k));
    if (unknown.length) return { ok: false as const, unknown };
    for (const key of keys) {
      const q = Math.min(Math.max(0, Math.trunc(quantities[key])), MAX_LINE_QUANTITY);
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
    await trx
      .updateTable("carts")
      .set({ updated_at: new Date().toISOString() })
      .where("id", "=", cartId)
      .execute();
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
