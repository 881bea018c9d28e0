import { PageSliderBehaviour } from "~/components/pages/behaviours/slider";

/** Content pages' slider block behaviour: a chunk of its own, only on pages with sliders (Embla follows on first use). */
export const PAGE_SLIDER_ISLANDS = { pageSlider: PageSliderBehaviour };
