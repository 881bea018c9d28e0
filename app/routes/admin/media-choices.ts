// The media library as JSON for the page builder's image picker (issue 15 point 8): behind the admin guard like
// every /beheer path, for the roles that may open the library.
import { listMedia } from "~/modules/media/media.server";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/media-choices";

export async function loader({ context }: Route.LoaderArgs) {
  const items = await listMedia(getState(context).db);
  return Response.json(
    items.map((i) => ({
      id: i.id,
      title: i.title || i.alt,
      alt: i.alt,
      src: i.url,
      width: i.width,
      height: i.height,
      thumbnail: i.thumbnail,
    })),
    { headers: { "Cache-Control": "no-store" } },
  );
}
