import { PageCountersBehaviour } from "~/components/pages/behaviours/counters";

/** Content pages' counters block behaviour: a chunk of its own, loaded only by pages with counters. */
export const PAGE_COUNTERS_ISLANDS = { pageCounters: PageCountersBehaviour };
