import { PageSliderBehaviour } from "~/components/pages/behaviours/slider";

/** Content pages' slider block behaviour: a chunk of its own (Embla loads with it), only on pages with sliders. */
export const PAGE_SLIDER_ISLANDS = { pageSlider: PageSliderBehaviour };
