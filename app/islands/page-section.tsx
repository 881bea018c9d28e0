import { PageSectionBehaviour } from "~/components/pages/behaviours/section";

/** Content pages' section background behaviour (lazy image, parallax): a chunk of its own. */
export const PAGE_SECTION_ISLANDS = { pageSection: PageSectionBehaviour };
