import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { type SettingKey, type Settings, settingsSchema } from "./settings.schema";

/** All settings, validated; a row that no longer parses falls back to its default instead of breaking pages. */
export async function getSettings(db: Kysely<Database>): Promise<Settings> {
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
}
