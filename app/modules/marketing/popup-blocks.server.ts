import { adminPagesMessages } from "~/i18n/nl.admin-pages";
import { popupAdminMessages } from "~/i18n/nl.admin-popups";
import { cleanPageData } from "../pages/page-data.server";

/**
 * A popup's page-builder blocks as posted (Puck data as JSON; "" for none), checked the way a content page's are
 * (`cleanPageData`: every block valid, rich text sanitised): the JSON to store, or one Dutch message naming the
 * blocks that are wrong. An empty block list stores "" (the popup shows its rich text).
 */
export function checkPopupBlocks(json: string): { ok: true; json: string } | { ok: false; message: string } {
  if (json.trim() === "") return { ok: true, json: "" };
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, message: popupAdminMessages.errors.blocksJson };
  }
  const checked = cleanPageData(raw);
  if (!checked.ok)
    return {
      ok: false,
      message: checked.problems
        .map((p) => adminPagesMessages.errors.block(p.type, p.path, p.field))
        .join(" "),
    };
  return { ok: true, json: checked.data.content.length ? JSON.stringify(checked.data) : "" };
}
