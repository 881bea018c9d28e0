import type { Kysely } from "kysely";
import { cleanPageData } from "~/modules/pages/page-data.server";
import type { Database } from "../schema";
import { samplePages } from "./sample-pages";

const PAGES_KEY = "seeded_pages_at";

/**
 * Adds the sample content pages once (published), also to a shop seeded before pages existed. A page whose
 * slug is already taken is left as it is.
 */
export async function seedPages(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("settings")
      .values({ key: PAGES_KEY, value: JSON.stringify(now.toISOString()) })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const at = now.toISOString();
    for (const { data, ...fields } of samplePages) {
      const checked = cleanPageData(data);
      if (!checked.ok) throw new Error(`sample page ${fields.slug}: ${JSON.stringify(checked.problems)}`);
      const json = JSON.stringify(checked.data);
      const row = await trx
        .insertInto("pages")
        .values({
          ...fields,
          status: "published",
          data: json,
          published_data: json,
          published_at: at,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column("slug").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) continue;
      await trx
        .insertInto("page_revisions")
        .values({
          page_id: row.id,
          kind: "published",
          ...fields,
          data: json,
          author_email: null,
          created_at: at,
        })
        .execute();
    }
    return true;
  });
}
