import { type Kysely, sql } from "kysely";
import type { Database } from "../../../db/schema";

/** Adds one `open` or `conversion` of a popup to today's count. False when the popup does not exist. */
export async function recordPopupEvent(
  db: Kysely<Database>,
  popupId: number,
  event: "open" | "conversion",
  now = new Date(),
): Promise<boolean> {
  const exists = await db.selectFrom("popups").select("id").where("id", "=", popupId).executeTakeFirst();
  if (!exists) return false;
  await db
    .insertInto("popup_stats")
    .values({ popup_id: popupId, day: now.toISOString().slice(0, 10), event, count: 1 })
    .onConflict((oc) =>
      oc.columns(["popup_id", "day", "event"]).doUpdateSet({ count: sql<number>`popup_stats.count + 1` }),
    )
    .execute();
  return true;
}

/** Opens and conversions per popup, all days together. */
export async function popupTotals(
  db: Kysely<Database>,
): Promise<Map<number, { open: number; conversion: number }>> {
  const rows = await db
    .selectFrom("popup_stats")
    .select(["popup_id", "event", (eb) => eb.fn.sum<number>("count").as("total")])
    .groupBy(["popup_id", "event"])
    .execute();
  const totals = new Map<number, { open: number; conversion: number }>();
  for (const row of rows) {
    const entry = totals.get(row.popup_id) ?? { open: 0, conversion: 0 };
    if (row.event === "open" || row.event === "conversion") entry[row.event] = Number(row.total);
    totals.set(row.popup_id, entry);
  }
  return totals;
}
