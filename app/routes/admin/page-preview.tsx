import { data } from "react-router";
import { PageBlocks } from "~/components/pages/page-blocks";
import { nl } from "~/i18n/nl";
import { pageView } from "~/modules/pages/page-view.server";
import { getPage } from "~/modules/pages/pages.server";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/page-preview";
import "~/components/pages/blocks.css";
import "~/components/pages/layout-blocks.css";
import "~/components/pages/lightbox.css";

/** `/beheer/paginas/{id}/voorbeeld`: the working copy as visitors would see it (staff only, never cached). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, log } = getState(context);
  const id = Number(params.id);
  const page = Number.isSafeInteger(id) && id > 0 ? await getPage(db, id) : undefined;
  if (!page) throw data(null, { status: 404 });
  const { blocks, data: blockData } = await pageView(db, log, page);
  return { title: page.title, blocks, blockData };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? ""} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p className="admin-notice admin-notice--warning" role="status">
        {nl.adminPages.previewNotice}
      </p>
      <article className="content-page mt-4">
        <PageBlocks blocks={loaderData.blocks} data={loaderData.blockData} />
      </article>
    </>
  );
}
