import { PageLightboxBehaviour } from "~/components/pages/behaviours/lightbox";

/** Content pages' lightbox block behaviour: a chunk of its own, loaded only by pages with a lightbox. */
export const PAGE_LIGHTBOX_ISLANDS = { pageLightbox: PageLightboxBehaviour };
