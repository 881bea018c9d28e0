import { PageEdit } from "~/components/pages/block-edit";
import { chunksOf, PageBlocks } from "~/components/pages/page-blocks";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { HydrateHandle } from "~/islands/island";
import { HOME_SLUG, homePage } from "~/modules/pages/home-page";
import { pageEditContext } from "~/modules/pages/page-editor.server";
import { pageView } from "~/modules/pages/page-view.server";
import { cachedPublishedPage, type PublicPage } from "~/modules/pages/pages.server";
import { originOf, sharingMeta } from "~/modules/seo/structured-data";
import { getState } from "~/utils/context.server";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/home";
import "~/components/pages/blocks.css";
import "~/components/pages/layout-blocks.css";

/** Not hydrated as a whole: its blocks' behaviours and the product cards' quick view are islands (decision 014). */
export const handle: HydrateHandle = {
  hydrate: false,
  islandsOf: (loaderData) => (loaderData as { chunks?: string[] } | undefined)?.chunks ?? [],
};

/** A shop without a published home page (one seeded before pages existed, say) shows the sample home page. */
const SAMPLE_HOME: PublicPage = {
  id: 0,
  slug: HOME_SLUG,
  title: homePage.title,
  seo_title: homePage.seo_title,
  seo_description: homePage.seo_description,
  published_at: null,
  data: JSON.stringify(homePage.data),
};

/** `/`: the builder page with the slug `home` (issue 15 point 1). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = getState(context);
  const page = (await cachedPublishedPage(state.db, HOME_SLUG)) ?? SAMPLE_HOME;
  const { blocks, flat, data: blockData } = await pageView(state.db, state.log, page);
  return {
    page: { title: page.seo_title || nl.site.name, description: page.seo_description },
    blocks,
    blockData,
    chunks: chunksOf(flat),
    edit: page.id ? await pageEditContext(request, state, page.id) : null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description } = loaderData.page;
  return [
    { title },
    ...(description ? [{ name: "description", content: description }] : []),
    ...sharingMeta({
      origin: originOf(matches),
      path: urls.home,
      title,
      description,
      siteName: nl.site.name,
    }),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="content-page home-page">
      <PageEdit.Provider value={loaderData.edit}>
        <PageBlocks blocks={loaderData.blocks} data={loaderData.blockData} />
      </PageEdit.Provider>
    </div>
  );
}
