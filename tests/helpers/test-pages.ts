import path from "node:path";
// Relative imports on purpose: these modules import nothing through the `~/` alias.
import { openSqlite } from "../../db/dialect.server";
import { E2E_DATA_DIR } from "../../playwright.config";

/** Adds published builder pages straight to the e2e database (`data` is Puck's `{ root, content }`). */
export async function addPublishedPages(pages: readonly { slug: string; title?: string; data: unknown }[]) {
  const db = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
  try {
    const at = new Date().toISOString();
    for (const { slug, title, data } of pages) {
      const json = JSON.stringify(data);
      await db.kysely
        .insertInto("pages")
        .values({
          slug,
          title: title ?? slug,
          seo_title: "",
          seo_description: "",
          status: "published",
          data: json,
          published_data: json,
          published_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  } finally {
    await db.close();
  }
}
