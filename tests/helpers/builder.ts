import { randomBytes } from "node:crypto";
import path from "node:path";
// Relative imports on purpose: these modules use no `~/` alias on this path.
import { saveDefinition } from "../../app/modules/configurator/definitions.server";
import type { OptionDefinitionInput } from "../../app/modules/configurator/options.schema";
import { openSqlite } from "../../db/dialect.server";
import { E2E_DATA_DIR } from "../../playwright.config";

/**
 * A published configurable product written straight into the e2e server's SQLite file, as the product screen
 * creates one: without a definition, unless `definition` is given (saved as version 1).
 */
export async function createBuilderProduct(
  name: string,
  definition?: OptionDefinitionInput,
): Promise<{ id: number; slug: string; name: string }> {
  const slug = `bouwer-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomBytes(4).toString("hex")}`;
  const db = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
  try {
    const product = await db.kysely
      .insertInto("products")
      .values({
        slug,
        name,
        type: "configurable",
        price_cents: 0,
        from_price_cents: 0,
        menu_order: 10_000,
        created_at: "2000-01-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (definition) await saveDefinition(db.kysely, product.id, definition);
    return { id: product.id, slug, name };
  } finally {
    await db.close();
  }
}

/** The id of a seeded simple product (it has no option builder). */
export async function simpleProductId(): Promise<number> {
  const db = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
  try {
    const row = await db.kysely
      .selectFrom("products")
      .select("id")
      .where("type", "=", "simple")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.close();
  }
}

/** The audit rows of a product's definitions, oldest first: action and details. */
export async function definitionAudit(productId: number): Promise<{ action: string; details: unknown }[]> {
  const db = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
  try {
    const rows = await db.kysely
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("entity_type", "=", "product")
      .where("entity_id", "=", String(productId))
      .where("action", "like", "definition.%")
      .orderBy("id")
      .execute();
    return rows.map((r) => ({ action: r.action, details: JSON.parse(r.details) }));
  } finally {
    await db.close();
  }
}
