import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import type { AttributeRow } from "./attributes";

/** A product's "Extra informatie" rows, in their order (the back office's form; the shop reads them cached). */
export async function productAttributeRows(db: Kysely<Database>, productId: number): Promise<AttributeRow[]> {
  return db
    .selectFrom("product_attributes")
    .select(["name", "value"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** Replaces a product's rows with `rows`, in this order (inside the product save's transaction). */
export async function replaceAttributeRows(
  trx: Kysely<Database>,
  productId: number,
  rows: readonly AttributeRow[],
): Promise<void> {
  await trx.deleteFrom("product_attributes").where("product_id", "=", productId).execute();
  if (rows.length)
    await trx
      .insertInto("product_attributes")
      .values(rows.map((r, position) => ({ product_id: productId, name: r.name, value: r.value, position })))
      .execute();
}
