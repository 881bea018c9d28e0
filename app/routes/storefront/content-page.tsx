import { data, redirect } from "react-router";
import { PageEdit } from "~/components/pages/block-edit";
import { chunksOf, PageBlocks } from "~/components/pages/page-blocks";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { HydrateHandle } from "~/islands/island";
import { HOME_SLUG } from "~/modules/pages/home-page";
import { pageEditContext } from "~/modules/pages/page-editor.server";
import { pageView } from "~/modules/pages/page-view.server";
import { cachedPublishedPage } from "~/modules/pages/pages.server";
import { isPageSlug } from "~/modules/pages/slugs";
import { originOf, sharingMeta } from "~/modules/seo/structured-data";
import { getState } from "~/utils/context.server";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/content-page";
import "~/components/pages/blocks.css";
import "~/components/pages/layout-blocks.css";
import "~/components/pages/lightbox.css";

/** Not hydrated as a whole: only the behaviours of the blocks the page has are islands (docs/decisions/014). */
export const handle: HydrateHandle = {
  hydrate: false,
  islandsOf: (loaderData) => (loaderData as { chunks?: string[] } | undefined)?.chunks ?? [],
};

/** `/{slug}`: a published content page (issue 15); 404 for a reserved or unknown slug or an unpublished page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const state = getState(context);
  const { db, log } = state;
  const slug = params.slug;
  // The builder page `home` is the home page: it lives at `/` only.
  if (slug === HOME_SLUG) throw redirect(urls.home, 301);
  const page = isPageSlug(slug) ? await cachedPublishedPage(db, slug) : undefined;
  if (!page) throw data(null, { status: 404 });
  const { blocks, flat, data: blockData, faq } = await pageView(db, log, page);
  return {
    page: {
      slug: page.slug,
      title: page.title,
      seoTitle: page.seo_title,
      seoDescription: page.seo_description,
    },
    blocks,
    blockData,
    chunks: chunksOf(flat),
    faq,
    /** Only for a redacteur or administrator: the blocks' edit tooltips. */
    edit: await pageEditContext(request, state, page.id),
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
      <PageEdit.Provider value={loaderData.edit}>
        <PageBlocks blocks={loaderData.blocks} data={loaderData.blockData} />
      </PageEdit.Provider>
    </article>
  );
}
