import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../../../db/schema";
import { cachedProductBySlug } from "../catalog/catalog.server";
import type { Block } from "../pages/blocks.schema";
import { renderableBlocks } from "../pages/page-data.server";
import { type PageFacts, pageCanMatch, pageTypeOf } from "./popup-rules";
import { type PopupView, popupView } from "./popup-view";
import { activePopups, type Popup } from "./popups.server";

/** The blocks of a stored popup, checked once per popup object (the active popups are kept per shop version). */
const checkedBlocks = new WeakMap<Popup, { blocks: Block[]; problems: unknown[] }>();
function blocksOf(popup: Popup, log: Logger): Block[] | null {
  if (!popup.settings.content_blocks) return null;
  let checked = checkedBlocks.get(popup);
  if (!checked) {
    checked = renderableBlocks(popup.settings.content_blocks);
    checkedBlocks.set(popup, checked);
  }
  // An invalid or unknown block never breaks the page: it is left out and logged.
  if (checked.problems.length)
    log.warn({ popup: popup.id, problems: checked.problems }, "popup: invalid blocks skipped");
  return checked.blocks;
}

/** The pages that hold a form themselves: its popup is not rendered there (one form per page). */
const FORM_PAGES: Record<string, string> = { newsletter: "/nieuwsbrief", contact: "/contact" };

/**
 * The popups a storefront page renders: the active ones whose page conditions can match this path (spec §4.8;
 * the others are not rendered at all). Visitor conditions are left to the browser. A popup whose stored
 * settings do not read is left out and logged.
 */
export async function popupsForPage(db: Kysely<Database>, path: string, log: Logger): Promise<PopupView[]> {
  const { popups, broken } = await activePopups(db);
  if (broken.length) log.error({ popups: broken }, "popups with unreadable settings are not shown");
  if (popups.length === 0) return [];
  const type = pageTypeOf(path);
  let productId: number | null = null;
  if (type === "product" && popups.some((p) => p.settings.conditions.products.length > 0)) {
    const slug = decodeURIComponent(path.split("/")[2] ?? "");
    productId = (await cachedProductBySlug(db, slug))?.id ?? null;
  }
  const page: PageFacts = { type, path, productId };
  return popups
    .filter((p) => pageCanMatch(p.settings.conditions, page) && FORM_PAGES[p.form] !== path)
    .map((p) => popupView(p, blocksOf(p, log)));
}
