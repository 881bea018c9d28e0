// Where library items are used (issue 15 point 8): product pictures taken from the library, and pages and popups
// whose stored data mentions an item's files (draft and published page data; popup HTML and builder blocks).
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { libraryReference } from "./media-form";

export interface MediaPlace {
  kind: "product" | "page" | "popup";
  id: number;
  name: string;
  /** The back office screen where the place is edited. */
  href: string;
}

/** The texts a place's data consists of, searched for the item's file addresses. */
export function mentions(texts: readonly (string | null)[], name: string): boolean {
  const needle = libraryReference(name);
  return texts.some((text) => text?.includes(needle) ?? false);
}

/** Every place each item is used, keyed by item id (items used nowhere have an empty list). */
export async function mediaUsage(
  db: Kysely<Database>,
  items: readonly { id: number; name: string }[],
): Promise<Map<number, MediaPlace[]>> {
  const usage = new Map<number, MediaPlace[]>(items.map((i) => [i.id, []]));
  if (!items.length) return usage;
  const [products, pages, popups] = await Promise.all([
    db
      .selectFrom("product_images")
      .innerJoin("products", "products.id", "product_images.product_id")
      .select(["product_images.media_id", "products.id", "products.name"])
      .where(
        "product_images.media_id",
        "in",
        items.map((i) => i.id),
      )
      .orderBy("products.name")
      .execute(),
    db.selectFrom("pages").select(["id", "title", "data", "published_data"]).orderBy("title").execute(),
    db.selectFrom("popups").select(["id", "title", "content", "settings"]).orderBy("title").execute(),
  ]);
  for (const p of products) {
    const places = usage.get(p.media_id ?? 0);
    if (places && !places.some((x) => x.kind === "product" && x.id === p.id))
      places.push({
        kind: "product",
        id: p.id,
        name: p.name,
        href: `/beheer/producten/${p.id}/afbeeldingen`,
      });
  }
  for (const item of items) {
    const places = usage.get(item.id) ?? [];
    for (const page of pages)
      if (mentions([page.data, page.published_data], item.name))
        places.push({ kind: "page", id: page.id, name: page.title, href: `/beheer/paginas/${page.id}` });
    for (const popup of popups)
      if (mentions([popup.content, popup.settings], item.name))
        places.push({ kind: "popup", id: popup.id, name: popup.title, href: `/beheer/popups/${popup.id}` });
  }
  return usage;
}
