import { sitemapXml } from "~/modules/seo/sitemap";
import { cachedSitemapEntries } from "~/modules/seo/sitemap.server";
import { getState } from "~/utils/context.server";
import { publicUrl } from "~/utils/public-url.server";
import type { Route } from "./+types/sitemap";

/** `/sitemap.xml`: every published product, category and content page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const body = sitemapXml(publicUrl(), await cachedSitemapEntries(db));
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
