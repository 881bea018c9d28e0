// What a published page's loader reads (the content pages at `/{slug}` and the home page `/`): its checked
// blocks (an invalid one skipped and logged), the data its shop blocks show, and its FAQ structured data.
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../../../db/schema";
import { faqJsonLd } from "./faq";
import { allBlocks, renderableBlocks } from "./page-data.server";
import type { PublicPage } from "./pages.server";
import { productsForGrids } from "./product-grids.server";
import { anchoredSections } from "./sections";
import { shopBlockData } from "./shop-blocks.server";

export async function pageView(db: Kysely<Database>, log: Logger, page: PublicPage) {
  const { blocks, problems } = renderableBlocks(page.data);
  if (problems.length) log.warn({ pageId: page.id, problems }, "content page: invalid blocks skipped");
  const flat = [...allBlocks(blocks)];
  const [products, shop] = await Promise.all([productsForGrids(db, flat), shopBlockData(db, flat)]);
  return { blocks, flat, data: { products, shop, sections: anchoredSections(flat) }, faq: faqJsonLd(flat) };
}
