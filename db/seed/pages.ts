import type { Kysely } from "kysely";
import { homePage } from "~/modules/pages/home-page";
import { cleanPageData } from "~/modules/pages/page-data.server";
import type { Database } from "../schema";
import { inspirationPage } from "./sample-inspiration";
import { type SamplePage, samplePages } from "./sample-pages";
import { showroomPage } from "./sample-showroom";

/** Each set of sample pages is added once, under its own claim: a shop seeded before a set existed gets it later. */
const PAGE_SETS: readonly { key: string; pages: readonly SamplePage[] }[] = [
  { key: "seeded_pages_at", pages: samplePages },
  // issue 15 point 1: the home page became a builder page after the first sample pages.
  { key: "seeded_home_page_at", pages: [homePage] },
  // issue 15 point 3, part B: the showroom page (layout blocks). A shop seeded before keeps its own /over-ons.
  { key: "seeded_showroom_page_at", pages: [showroomPage] },
  // issue 15 point 3: the inspiration page (the slider).
  { key: "seeded_inspiration_page_at", pages: [inspirationPage] },
];

/**
 * Adds the sample content pages once (published), also to a shop seeded before pages existed. A page whose
 * slug is already taken is left as it is. True when any set was added.
 */
export async function seedPages(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  let added = false;
  for (const set of PAGE_SETS) added = (await seedPageSet(db, set.key, set.pages, now)) || added;
  return added;
}

async function seedPageSet(
  db: Kysely<Database>,
  key: string,
  pages: readonly SamplePage[],
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("settings")
      .values({ key, value: JSON.stringify(now.toISOString()) })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const at = now.toISOString();
    for (const { data, ...fields } of pages) {
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
