import type { Kysely } from "kysely";
import { bumpShopVersion } from "~/modules/cache/shop-version.server";
import { toCents } from "~/utils/money";
import type { Database } from "../../../db/schema";
import { cachedByShopVersion } from "../cache/shop-version.server";
import { checkFormulas } from "./formula";
import { type OptionDefinition, parseOptionDefinition } from "./options.schema";
import { startingPrice } from "./starting-price";

export interface StoredDefinition {
  productId: number;
  version: number;
  definition: OptionDefinition;
}

// Versions are immutable, so a parsed definition can be kept per (product, version) in any instance.
const parsed = new Map<string, OptionDefinition>();
const MAX_CACHED = 500;

function parseCached(productId: number, version: number, json: string): OptionDefinition {
  const key = `${productId}:${version}`;
  let def = parsed.get(key);
  if (!def) {
    def = parseOptionDefinition(JSON.parse(json));
    if (parsed.size >= MAX_CACHED) parsed.clear();
    parsed.set(key, def);
  }
  return def;
}

/** The newest definition of a product, or undefined when it has none (a simple product). */
export async function getCurrentDefinition(
  db: Kysely<Database>,
  productId: number,
): Promise<StoredDefinition | undefined> {
  // Ask for the newest version number only; the definition text is read (and parsed) once per version.
  const latest = await db
    .selectFrom("product_definitions")
    .select("version")
    .where("product_id", "=", productId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!latest) return undefined;
  const cached = parsed.get(`${productId}:${latest.version}`);
  if (cached) return { productId, version: latest.version, definition: cached };
  return getDefinitionVersion(db, productId, latest.version);
}

/**
 * getCurrentDefinition, once per product and shop content version (saving a definition is a back-office write,
 * which bumps the version). The value is shared between requests: read only.
 */
export function cachedCurrentDefinition(
  db: Kysely<Database>,
  productId: number,
): Promise<StoredDefinition | undefined> {
  return cachedByShopVersion(db, "definitions:current", String(productId), () =>
    getCurrentDefinition(db, productId),
  );
}

export async function getDefinitionVersion(
  db: Kysely<Database>,
  productId: number,
  version: number,
): Promise<StoredDefinition | undefined> {
  const row = await db
    .selectFrom("product_definitions")
    .select(["definition"])
    .where("product_id", "=", productId)
    .where("version", "=", version)
    .executeTakeFirst();
  if (!row) return undefined;
  return { productId, version, definition: parseCached(productId, version, row.definition) };
}

export class DefinitionError extends Error {
  override name = "DefinitionError";
}

export interface SaveMeta {
  /** The admin's e-mail address (stored as `created_by`). */
  createdBy?: string;
  /** The admin's note on this version. */
  note?: string;
  /** Runs in the same transaction after the insert (the caller's audit row). */
  onSaved?: (
    trx: Kysely<Database>,
    saved: { version: number; previousVersion: number | null },
  ) => Promise<void>;
}

/**
 * Stores an edited definition as a new version (the old versions stay, for the cart lines and orders that
 * point at them) and updates the product's "Vanaf" price. Refuses a definition whose formulas do not compile.
 * Moves the shop's version once committed, so the price call and the pages price with the new version.
 */
export async function saveDefinition(
  db: Kysely<Database>,
  productId: number,
  input: unknown,
  meta: SaveMeta = {},
): Promise<number> {
  const definition = parseOptionDefinition(input);
  const problem = checkFormulas(definition);
  if (problem) throw new DefinitionError(problem.message);
  const saved = await db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom("product_definitions")
      .select((eb) => eb.fn.max("version").as("v"))
      .where("product_id", "=", productId)
      .executeTakeFirst();
    const previousVersion = latest?.v === null || latest?.v === undefined ? null : Number(latest.v);
    const version = (previousVersion ?? 0) + 1;
    await trx
      .insertInto("product_definitions")
      .values({
        product_id: productId,
        version,
        definition: JSON.stringify({ ...definition, version }),
        created_at: new Date().toISOString(),
        created_by: meta.createdBy ?? null,
        note: meta.note?.trim() ?? "",
      })
      .execute();
    // The listing's "Vanaf" price follows the new definition (null: none can be worked out; the base price shows).
    const from = startingPrice(definition);
    await trx
      .updateTable("products")
      .set({ from_price_cents: from ? toCents(from) : null })
      .where("id", "=", productId)
      .execute();
    await meta.onSaved?.(trx, { version, previousVersion });
    return version;
  });
  await bumpShopVersion(db);
  return saved;
}

export interface VersionRow {
  version: number;
  createdAt: string;
  createdBy: string | null;
  note: string;
}

/** Every stored version of a product's definition, newest first (without the definitions themselves). */
export async function listDefinitionVersions(db: Kysely<Database>, productId: number): Promise<VersionRow[]> {
  const rows = await db
    .selectFrom("product_definitions")
    .select(["version", "created_at", "created_by", "note"])
    .where("product_id", "=", productId)
    .orderBy("version", "desc")
    .execute();
  return rows.map((r) => ({
    version: r.version,
    createdAt: r.created_at,
    createdBy: r.created_by,
    note: r.note,
  }));
}
