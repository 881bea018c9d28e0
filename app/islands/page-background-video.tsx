import { PageBackgroundVideoBehaviour } from "~/components/pages/behaviours/background-video";

/** Content pages' background video behaviour: a chunk of its own, loaded only by pages with such a video. */
export const PAGE_BACKGROUND_VIDEO_ISLANDS = { pageBackgroundVideo: PageBackgroundVideoBehaviour };
