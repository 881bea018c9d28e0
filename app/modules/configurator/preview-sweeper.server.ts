import { type Kysely, sql } from "kysely";
import type { Database } from "../../../db/schema";

/**
 * Removes the layered previews no cart or order line names (issue 13 point 4): the preview of an add-to-cart that
 * merged into an existing line, of an emptied or abandoned cart. A preview an order line names is marked `ordered`
 * and kept for good. Only previews older than `minAgeMs` go (a preview is stored just before its line).
 * Safe on several instances at once.
 */

/** Whether `table`'s snapshot text names the preview's token. */
const named = (table: "cart_lines" | "order_lines") =>
  sql<boolean>`exists (select 1 from ${sql.table(table)} where ${sql.ref(`${table}.snapshot`)} like '%' || ${sql.ref("line_previews.token")} || '%')`;

export async function sweepPreviews(db: Kysely<Database>, minAgeMs: number, now = Date.now()) {
  await db
    .updateTable("line_previews")
    .set({ ordered: 1 })
    .where("ordered", "=", 0)
    .where(named("order_lines"))
    .execute();
  const result = await db
    .deleteFrom("line_previews")
    .where("ordered", "=", 0)
    .where("created_at", "<", new Date(now - minAgeMs).toISOString())
    .where((eb) => eb.not(named("cart_lines")))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const PREVIEW_MIN_AGE_MS = 24 * 3_600_000;

/** Sweeps every hour (unref'd: it never keeps the process alive). */
export function startPreviewSweeper(
  db: Kysely<Database>,
  onError: (error: unknown) => void,
  everyMs = 3_600_000,
): () => void {
  const timer = setInterval(() => {
    sweepPreviews(db, PREVIEW_MIN_AGE_MS).catch(onError);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
