import { PageScrollNavBehaviour } from "~/components/pages/behaviours/scroll-nav";

/** Content pages' scroll-to navigation behaviour (the current section's link): a chunk of its own. */
export const PAGE_SCROLL_NAV_ISLANDS = { pageScrollNav: PageScrollNavBehaviour };
