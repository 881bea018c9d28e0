import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { type SettingKey, type Settings, settingsSchema } from "./settings.schema";

/**
 * Settings are read on every page and background call; each instance keeps them for at most
 * SETTINGS_TTL_MS, so a change made on another instance shows within a second.
 */
export const SETTINGS_TTL_MS = 1000;
const memo = new WeakMap<object, { at: number; value: Promise<Settings> }>();

/** All settings, validated; a row that no longer parses falls back to its default instead of breaking pages. */
export function getSettings(db: Kysely<Database>): Promise<Settings> {
  const hit = memo.get(db);
  const now = Date.now();
  if (hit && now - hit.at < SETTINGS_TTL_MS) return hit.value;
  const value = readSettings(db);
  memo.set(db, { at: now, value });
  value.catch(() => memo.delete(db));
  return value;
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

/** Drops this instance's memo for `db`, so the next read sees a change just committed. */
export function forgetSettings(db: Kysely<Database>): void {
  memo.delete(db);
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
  memo.delete(db);
}
