import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { adminOfficeMessages } from "~/i18n/nl.admin-office";
import { type AuditActor, recordAudit } from "~/modules/audit/audit.server";
import type { Database } from "../../../db/schema";
import type { SettingKey, Settings } from "./settings.schema";
import { getSettings, saveSetting } from "./settings.server";
import { GROUP_KEYS, type GROUP_SCHEMAS, type SettingsGroup, settingsFromForm } from "./settings-form";

/** A new store-notice id: short, unique, within the cookie-safe pattern of the schema. */
export function newNoticeId(): string {
  return `m${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;
}

/**
 * Saves one group of the settings screen and its audit row ("settings.update": the group, its old and new
 * values) in one transaction. saveSetting bumps the shop's content version inside it, so once it commits this
 * instance's next read shows the change (other instances within SHOP_VERSION_CHECK_MS). Returns the group's values before and after.
 */
export async function saveSettingsGroup<G extends SettingsGroup>(
  db: Kysely<Database>,
  actor: AuditActor,
  group: G,
  value: z.output<(typeof GROUP_SCHEMAS)[G]>,
): Promise<{ old: Partial<Settings>; saved: Partial<Settings> }> {
  const saved = await db.transaction().execute(async (trx) => {
    // A transaction is a new handle: getSettings reads it fresh (no memo).
    const current = await getSettings(trx);
    const next = settingsFromForm(group, value, current, newNoticeId);
    const keys = GROUP_KEYS[group] as readonly SettingKey[];
    const old: Partial<Record<SettingKey, unknown>> = {};
    for (const key of keys) {
      old[key] = current[key];
      await saveSetting(trx, key, next[key] as Settings[typeof key]);
    }
    await recordAudit(trx, actor, {
      action: "settings.update",
      entityType: "settings",
      entityId: group,
      summary: adminOfficeMessages.settings.audit(adminOfficeMessages.settings.groups[group]),
      details: { group, old, new: next },
    });
    return { old: old as Partial<Settings>, saved: next };
  });
  return saved;
}
