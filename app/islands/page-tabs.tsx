import { PageTabsBehaviour } from "~/components/pages/behaviours/tabs";

/** Content pages' tabs block behaviour: a chunk of its own, loaded only by pages with tabs. */
export const PAGE_TABS_ISLANDS = { pageTabs: PageTabsBehaviour };
