import { type Kysely, sql } from "kysely";
import type { Database } from "../../../db/schema";
import { MAX_LINE_QUANTITY } from "./cart.server";

/**
 * A logged-in shopper's cart follows them (issue 4, point 8). Carts stay keyed by session id (so every cart
 * lookup is one indexed read of `carts.session_id`); `carts.user_id` marks the cart that belongs to an
 * account.
 *
 * At login (after startLoginSession moved the guest cart to the new session id) the guest cart and the
 * user's earlier cart(s) — from another device, or from before a logout — become one cart: the user's most
 * recently updated earlier cart is kept, the other carts' lines are merged into it (same line_key →
 * quantities add, capped at MAX_LINE_QUANTITY; the kept line's price snapshot stays, checkout re-prices
 * anyway), the other carts are deleted, and the kept cart gets the new session id and the user id.
 *
 * A cart on the session that belongs to ANOTHER account (someone logs in over a shopper who never logged
 * out) is detached, never merged: one account must not see another's cart.
 *
 * Returns the cart id of the session after the merge, or undefined when there is no cart.
 */
export async function mergeCartsAtLogin(
  db: Kysely<Database>,
  sessionId: string,
  userId: number,
  now = new Date(),
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const carts = await trx
      .selectFrom("carts")
      .select(["id", "session_id", "user_id"])
      .where((eb) =>
        eb.or([
          eb("session_id", "=", sessionId),
          eb("user_id", "=", userId),
          // A cart the cart module created during a logged-in session of this user (user_id not set yet).
          eb(
            "session_id",
            "in",
            eb.selectFrom("sessions").select("sessions.id").where("sessions.user_id", "=", userId),
          ),
        ]),
      )
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .execute();
    let current = carts.find((c) => c.session_id === sessionId);
    if (current && current.user_id !== null && current.user_id !== userId) {
      await trx.updateTable("carts").set({ session_id: null }).where("id", "=", current.id).execute();
      current = undefined;
    }
    const earlier = carts.filter(
      (c) => c.id !== current?.id && (c.user_id === userId || (c.user_id === null && c.session_id !== null)),
    );
    const target = earlier[0] ?? current;
    if (!target) return undefined;
    const sources = [current, ...earlier.slice(1)].filter(
      (c): c is NonNullable<typeof c> => c !== undefined && c.id !== target.id,
    );
    for (const source of sources) {
      const lines = await trx.selectFrom("cart_lines").selectAll().where("cart_id", "=", source.id).execute();
      if (lines.length) {
        await trx
          .insertInto("cart_lines")
          .values(
            lines.map((l) => ({
              cart_id: target.id,
              line_key: l.line_key,
              product_id: l.product_id,
              definition_version: l.definition_version,
              quantity: Math.min(l.quantity, MAX_LINE_QUANTITY),
              unit_excl_cents: l.unit_excl_cents,
              unit_incl_cents: l.unit_incl_cents,
              snapshot: l.snapshot,
              created_at: l.created_at,
            })),
          )
          .onConflict((oc) =>
            oc.columns(["cart_id", "line_key"]).doUpdateSet({
              // Portable min(): SQLite has no least(), PostgreSQL has no two-argument min().
              quantity: sql<number>`case when cart_lines.quantity + excluded.quantity > ${MAX_LINE_QUANTITY}
                then ${MAX_LINE_QUANTITY} else cart_lines.quantity + excluded.quantity end`,
            }),
          )
          .execute();
      }
      await trx.deleteFrom("cart_lines").where("cart_id", "=", source.id).execute();
      await trx.deleteFrom("carts").where("id", "=", source.id).execute();
    }
    // The source carts are gone, so the session id is free for the kept cart (carts.session_id is unique).
    await trx
      .updateTable("carts")
      .set({ session_id: sessionId, user_id: userId, updated_at: now.toISOString() })
      .where("id", "=", target.id)
      .execute();
    return target.id;
  });
}

/**
 * At logout the cart of the ending session becomes (or stays) the user's and leaves the session: the old
 * session cookie, if someone kept a copy, no longer reaches it, and the next login brings it back.
 */
export async function detachCartAtLogout(
  db: Kysely<Database>,
  sessionId: string,
  userId: number,
): Promise<void> {
  await db
    .updateTable("carts")
    .set({ session_id: null, user_id: userId })
    .where("session_id", "=", sessionId)
    .where((eb) => eb.or([eb("user_id", "is", null), eb("user_id", "=", userId)]))
    .execute();
}
