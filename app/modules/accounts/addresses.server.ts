import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { readSavedAddresses, type SavedAddresses } from "./addresses.schema";

/** The saved billing and shipping address of an account (checkout may prefill from these). */
export async function getSavedAddresses(db: Kysely<Database>, userId: number): Promise<SavedAddresses> {
  const row = await db.selectFrom("users").select("addresses").where("id", "=", userId).executeTakeFirst();
  return readSavedAddresses(row?.addresses);
}

export async function saveAddresses(
  db: Kysely<Database>,
  userId: number,
  addresses: SavedAddresses,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ addresses: JSON.stringify(addresses) })
    .where("id", "=", userId)
    .execute();
}
