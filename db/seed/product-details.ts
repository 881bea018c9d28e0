import type { Kysely } from "kysely";
import { recomputeRating } from "~/modules/reviews/reviews.server";
import type { Database } from "../schema";
import { sampleProducts } from "./sample-shop";

const DETAILS_KEY = "seeded_product_details_at";
const DAY_MS = 86_400_000;

/** The "Extra informatie" rows of the sample products (by slug; the others get the delivery time only). */
export const sampleAttributes: Record<string, [string, string][]> = {
  "glazen-deur-op-maat": [
    ["Glassoort", "Gehard veiligheidsglas (helder, matglas of getint)"],
    ["Glasdikte", "8 mm"],
    ["Glashoogte", "1500–2600 mm"],
    ["Glasbreedte", "400–1200 mm"],
    ["Levertijd", "2 à 3 weken (op maat gemaakt)"],
  ],
  "glazen-binnendeur-helder-2015x830": [
    ["Glassoort", "Gehard veiligheidsglas, helder"],
    ["Glasdikte", "8 mm"],
    ["Afmetingen", "2015 × 830 mm"],
    ["Levertijd", "1 à 2 werkdagen"],
  ],
  "glazen-binnendeur-matglas-2015x880": [
    ["Glassoort", "Gehard veiligheidsglas, matglas"],
    ["Glasdikte", "8 mm"],
    ["Afmetingen", "2015 × 880 mm"],
    ["Levertijd", "1 à 2 werkdagen"],
  ],
};
const DEFAULT_ATTRIBUTES: [string, string][] = [["Levertijd", "1 à 2 werkdagen"]];

const AUTHORS = [
  "Sanne",
  "Mark",
  "Fatima",
  "Joost",
  "Eva",
  "Daan",
  "Lotte",
  "Ahmed",
  "Inge",
  "Pieter",
  "Noor",
  "Bram",
];
const TEXTS = [
  "Precies op maat geleverd en makkelijk te plaatsen. Mooie afwerking.",
  "Goede kwaliteit en snel geleverd. Duidelijke handleiding.",
  "Erg tevreden, het glas is dik en voelt degelijk aan.",
  "Prima product, de levering duurde iets langer dan verwacht.",
  "Mooi resultaat, de deur sluit perfect.",
];

/** `count` ratings 1–5 whose average is `average` (to the nearest whole sum): fives and fours, then the rest. */
export function ratingsFor(average: number, count: number): number[] {
  let remaining = Math.round(average * count);
  const out: number[] = [];
  for (let i = count; i > 0; i--) {
    const r = Math.max(1, Math.min(5, Math.ceil(remaining / i)));
    out.push(r);
    remaining -= r;
  }
  return out;
}

/**
 * Gives the sample products their attributes and, as approved reviews, the ratings the sample shop lists
 * (so the products' rating figures are those of real review rows). Once, like the other seeds.
 */
export async function seedProductDetails(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("settings")
      .values({ key: DETAILS_KEY, value: JSON.stringify(now.toISOString()) })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    for (const p of sampleProducts) {
      const product = await trx
        .selectFrom("products")
        .select("id")
        .where("slug", "=", p.slug)
        .executeTakeFirst();
      if (!product) continue;
      const attributes = sampleAttributes[p.slug] ?? DEFAULT_ATTRIBUTES;
      await trx
        .insertInto("product_attributes")
        .values(
          attributes.map(([name, value], position) => ({ product_id: product.id, name, value, position })),
        )
        .execute();
      const ratings = ratingsFor(p.rating_average, p.rating_count);
      if (ratings.length) {
        await trx
          .insertInto("reviews")
          .values(
            ratings.map((rating, i) => ({
              product_id: product.id,
              parent_id: null,
              status: "approved" as const,
              rating,
              author_name: AUTHORS[i % AUTHORS.length],
              author_email: `klant${i + 1}@example.nl`,
              content: TEXTS[i % TEXTS.length],
              verified: i % 3 === 0 ? 1 : 0,
              user_id: null,
              created_at: new Date(now.getTime() - (i + 1) * 3 * DAY_MS).toISOString(),
            })),
          )
          .execute();
      }
      await recomputeRating(trx, product.id);
    }
    return true;
  });
}
