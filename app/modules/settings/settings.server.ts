import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { bumpShopVersion, cachedByShopVersion } from "../cache/shop-version.server";
import { type SettingKey, type Settings, settingsSchema } from "./settings.schema";

/**
 * Settings are read on every page and background call; each instance keeps them until the shop's content
 * version moves (shop-version.server.ts: on this instance at once, on the others within a second).
 */
export function getSettings(db: Kysely<Database>): Promise<Settings> {
  return cachedByShopVersion(db, "settings", "all", () => readSettings(db));
}

async function readSettings(db: Kysely<Database>): Promise<Settings> {
  const rows = await db.selectFrom("settings").select(["key", "value"]).execute();
  const raw: Record<string, unknown> = {};
  for (const row of rows) {
    if (!(row.key in settingsSchema.shape)) continue;
    try {
      raw[row.key] = JSON.parse(row.value);
    } catch {
      // ignore a corrupt row: the default applies
    }
  }
  const parsed: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(settingsSchema.shape)) {
    const result = schema.safeParse(raw[key]);
    parsed[key] = result.success ? result.data : schema.parse(undefined);
  }
  return parsed as Settings;
}

export async function saveSetting<K extends SettingKey>(
  db: Kysely<Database>,
  key: K,
  value: Settings[K],
): Promise<void> {
  const json = JSON.stringify(settingsSchema.shape[key].parse(value));
  await db
    .insertInto("settings")
    .values({ key, value: json })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: json }))
    .execute();
  await bumpShopVersion(db);
}
