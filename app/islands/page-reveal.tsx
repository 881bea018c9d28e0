import { PageRevealBehaviour } from "~/components/pages/behaviours/reveal";

/** Content pages' on-scroll animation behaviour: a chunk of its own, loaded only by pages that use it. */
export const PAGE_REVEAL_ISLANDS = { pageReveal: PageRevealBehaviour };
