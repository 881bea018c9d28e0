import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
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

/** Creates (id null) or updates a popup; a slug another popup has → "slug_taken". */
export async function savePopup(
  db: Kysely<Database>,
  id: number | null,
  input: PopupInput,
  now = new Date(),
): Promise<{ kind: "saved"; id: number } | { kind: "slug_taken" } | { kind: "not_found" }> {
  const clash = await db.selectFrom("popups").select("id").where("slug", "=", input.slug).executeTakeFirst();
  if (clash && clash.id !== id) return { kind: "slug_taken" };
  const values = {
    slug: input.slug,
    title: input.title,
    active: input.active ? 1 : 0,
    content: input.content,
    form: input.form,
    settings: JSON.stringify(popupSettingsSchema.parse(input.settings)),
    updated_at: now.toISOString(),
  };
  if (id === null) {
    const row = await db
      .insertInto("popups")
      .values({ ...values, created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { kind: "saved", id: row.id };
  }
  const result = await db.updateTable("popups").set(values).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { kind: "not_found" };
  return { kind: "saved", id };
}

export async function deletePopup(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("popups").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
