import { PageAccordionBehaviour } from "~/components/pages/behaviours/accordion";

/** Content pages' accordion block behaviour: a chunk of its own, loaded only by pages with an accordion. */
export const PAGE_ACCORDION_ISLANDS = { pageAccordion: PageAccordionBehaviour };
