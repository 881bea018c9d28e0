import { data } from "react-router";
import { chunksOf, PageBlocks } from "~/components/pages/page-blocks";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { HydrateHandle } from "~/islands/island";
import { faqJsonLd } from "~/modules/pages/faq";
import { allBlocks, renderableBlocks } from "~/modules/pages/page-data.server";
import { cachedPublishedPage } from "~/modules/pages/pages.server";
import { productsForGrids } from "~/modules/pages/product-grids.server";
import { isPageSlug } from "~/modules/pages/slugs";
import { originOf, sharingMeta } from "~/modules/seo/structured-data";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/content-page";
import "~/components/pages/blocks.css";
import "~/components/pages/lightbox.css";

/** Not hydrated as a whole: only the behaviours of the blocks the page has are islands (docs/decisions/014). */
export const handle: HydrateHandle = {
  hydrate: false,
  islandsOf: (loaderData) => (loaderData as { chunks?: string[] } | undefined)?.chunks ?? [],
};

/** `/{slug}`: a published content page (issue 15); 404 for a reserved or unknown slug or an unpublished page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, log } = getState(context);
  const slug = params.slug;
  const page = isPageSlug(slug) ? await cachedPublishedPage(db, slug) : undefined;
  if (!page) throw data(null, { status: 404 });
  const { blocks, problems } = renderableBlocks(page.data);
  if (problems.length) log.warn({ pageId: page.id, problems }, "content page: invalid blocks skipped");
  const flat = [...allBlocks(blocks)];
  return {
    page: {
      slug: page.slug,
      title: page.title,
      seoTitle: page.seo_title,
      seoDescription: page.seo_description,
    },
    blocks,
    products: await productsForGrids(db, flat),
    chunks: chunksOf(flat),
    faq: faqJsonLd(flat),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, faq } = loaderData;
  const title = page.seoTitle || `${page.title} – ${nl.site.name}`;
  return [
    { title },
    ...(page.seoDescription ? [{ name: "description", content: page.seoDescription }] : []),
    ...sharingMeta({
      origin: originOf(matches),
      path: `/${page.slug}`,
      title,
      description: page.seoDescription,
      siteName: nl.site.name,
    }),
    ...(faq ? [{ "script:ld+json": faq }] : []),
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="content-page">
      <PageBlocks blocks={loaderData.blocks} products={loaderData.products} />
    </article>
  );
}
