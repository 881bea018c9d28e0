import { randomBytes } from "node:crypto";
import path from "node:path";
// Relative imports on purpose: these modules use no `~/` alias on this path.
import { saveDefinition } from "../../app/modules/configurator/definitions.server";
import type { OptionDefinitionInput } from "../../app/modules/configurator/options.schema";
import { sampleDoorDefinition } from "../../app/modules/configurator/sample-door";
import { openSqlite } from "../../db/dialect.server";
import { E2E_DATA_DIR } from "../../playwright.config";

/**
 * A published configurable product of its own for one test, written into the e2e server's SQLite file: the
 * sample door's options and formula with `extra` merged over them (product settings, price tag, options).
 * It sorts last in the listing, so the seeded products keep their places. Returns the product page's path.
 */
export async function createConfigurableProduct(
  name: string,
  extra: Partial<OptionDefinitionInput> = {},
): Promise<{ path: string; id: number }> {
  const slug = `test-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomBytes(4).toString("hex")}`;
  const db = openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
  try {
    const product = await db.kysely
      .insertInto("products")
      .values({
        slug,
        name: `Testdeur ${name}`,
        type: "configurable",
        price_cents: 18500,
        from_price_cents: 24400,
        menu_order: 10_000,
        created_at: "2000-01-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await saveDefinition(db.kysely, product.id, { ...sampleDoorDefinition, ...extra });
    return { path: `/product/${slug}`, id: product.id };
  } finally {
    await db.close();
  }
}
