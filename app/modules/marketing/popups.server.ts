import type { Kysely } from "kysely";
import { popupAdminMessages } from "~/i18n/nl.admin-popups";
import type { Database } from "../../../db/schema";
import { type AuditActor, recordAudit } from "../audit/audit.server";
import { cachedByShopVersion } from "../cache/shop-version.server";
import { type PopupForm, type PopupSettings, parsePopupSettings, popupSettingsSchema } from "./popup.schema";

export interface Popup {
  id: number;
  slug: string;
  title: string;
  active: boolean;
  content: string;
  form: PopupForm;
  settings: PopupSettings;
}

interface Row {
  id: number;
  slug: string;
  title: string;
  active: number;
  content: string;
  form: string;
  settings: string;
}

function toPopup(row: Row): Popup | null {
  const { settings, ok } = parsePopupSettings(row.settings);
  return ok ? { ...toPopupLoose(row), settings } : null;
}

const COLUMNS = ["id", "slug", "title", "active", "content", "form", "settings"] as const;

/**
 * The active popups, kept per instance until the shop's version moves (every back-office write bumps it). A row
 * whose settings do not read is left out (fail closed) and reported in `broken`, so the caller can log it.
 */
export function activePopups(db: Kysely<Database>): Promise<{ popups: Popup[]; broken: number[] }> {
  return cachedByShopVersion(db, "popups", "active", async () => {
    const rows = await db
      .selectFrom("popups")
      .select(COLUMNS)
      .where("active", "=", 1)
      .orderBy("id")
      .execute();
    const popups: Popup[] = [];
    const broken: number[] = [];
    for (const row of rows) {
      const popup = toPopup(row);
      if (popup) popups.push(popup);
      else broken.push(row.id);
    }
    return { popups, broken };
  });
}

/** Every popup for the back office, newest last. Unreadable settings show as the defaults there. */
export async function listPopups(db: Kysely<Database>): Promise<Popup[]> {
  const rows = await db.selectFrom("popups").select(COLUMNS).orderBy("id").execute();
  return rows.map(toPopupLoose);
}

function toPopupLoose(row: Row): Popup {
  const form = row.form === "newsletter" || row.form === "contact" ? row.form : "none";
  return { ...row, active: row.active === 1, form, settings: parsePopupSettings(row.settings).settings };
}

export async function getPopup(db: Kysely<Database>, id: number): Promise<Popup | null> {
  const row = await db.selectFrom("popups").select(COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toPopupLoose(row) : null;
}

export interface PopupInput {
  slug: string;
  title: string;
  active: boolean;
  content: string;
  form: PopupForm;
  settings: PopupSettings;
}

const audit = popupAdminMessages.audit;

/** The fields of a popup that differ between two versions (settings compared per key), for the audit row. */
export function changedFields(before: PopupInput, after: PopupInput): string[] {
  const changed: string[] = [];
  for (const key of ["title", "slug", "active", "form", "content"] as const)
    if (before[key] !== after[key]) changed.push(key);
  const a = before.settings as Record<string, unknown>;
  const b = after.settings as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) changed.push(`settings.${key}`);
  return changed;
}

/**
 * Creates (id null) or updates a popup, with its audit row in the same transaction (who, what, which fields);
 * a slug another popup has → "slug_taken".
 */
export async function savePopup(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number | null,
  input: PopupInput,
  now = new Date(),
): Promise<{ kind: "saved"; id: number } | { kind: "slug_taken" } | { kind: "not_found" }> {
  const settings = popupSettingsSchema.parse(input.settings);
  const values = {
    slug: input.slug,
    title: input.title,
    active: input.active ? 1 : 0,
    content: input.content,
    form: input.form,
    settings: JSON.stringify(settings),
    updated_at: now.toISOString(),
  };
  return db.transaction().execute(async (trx) => {
    const clash = await trx
      .selectFrom("popups")
      .select("id")
      .where("slug", "=", input.slug)
      .executeTakeFirst();
    if (clash && clash.id !== id) return { kind: "slug_taken" } as const;
    if (id === null) {
      const row = await trx
        .insertInto("popups")
        .values({ ...values, created_at: now.toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        action: "popup.create",
        entityType: "popup",
        entityId: row.id,
        summary: audit.create(input.title, input.active),
        details: { slug: input.slug, active: input.active, form: input.form },
      });
      return { kind: "saved", id: row.id } as const;
    }
    const before = await getPopup(trx, id);
    if (!before) return { kind: "not_found" } as const;
    await trx.updateTable("popups").set(values).where("id", "=", id).execute();
    const changed = changedFields(before, { ...input, settings });
    const toggled = before.active !== input.active;
    await recordAudit(trx, actor, {
      action: toggled ? (input.active ? "popup.activate" : "popup.deactivate") : "popup.update",
      entityType: "popup",
      entityId: id,
      summary: toggled ? audit.toggled(input.title, input.active) : audit.update(input.title),
      details: { changed, ...(before.title !== input.title ? { title: [before.title, input.title] } : {}) },
    });
    return { kind: "saved", id } as const;
  });
}

/** Deletes a popup with its audit row; false when there is none. */
export async function deletePopup(db: Kysely<Database>, actor: AuditActor, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await getPopup(trx, id);
    if (!before) return false;
    await trx.deleteFrom("popups").where("id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "popup.delete",
      entityType: "popup",
      entityId: id,
      summary: audit.delete(before.title),
      details: { slug: before.slug },
    });
    return true;
  });
}
