import { BackToTop } from "~/components/storefront/back-to-top";
import { AddToCartButton } from "~/components/storefront/cart/add-to-cart-button";
import { Header } from "~/components/storefront/header";
import { PageBehaviour } from "~/components/storefront/page-behaviour";
import { PageLoader } from "~/components/storefront/page-loader";
import { PopupBehaviour } from "~/components/storefront/popups/popup-behaviour";
import { QuickView } from "~/components/storefront/quick-view/quick-view";
import { ShopOrdering } from "~/components/storefront/shop-ordering";
import { StoreNotice } from "~/components/storefront/store-notice";
import type { PAGE_ACCORDION_ISLANDS } from "./page-accordion";
import type { PAGE_BACKGROUND_VIDEO_ISLANDS } from "./page-background-video";
import type { PAGE_COUNTERS_ISLANDS } from "./page-counters";
import type { PAGE_LIGHTBOX_ISLANDS } from "./page-lightbox";
import type { PAGE_REVEAL_ISLANDS } from "./page-reveal";
import type { PAGE_SCROLL_NAV_ISLANDS } from "./page-scroll-nav";
import type { PAGE_SECTION_ISLANDS } from "./page-section";
import type { PAGE_SLIDER_ISLANDS } from "./page-slider";
import type { PAGE_TABS_ISLANDS } from "./page-tabs";
import type { PRODUCT_ISLANDS } from "./product-islands";

/** The interactive parts every island page may have (docs/decisions/014), by name. */
export const ISLANDS = {
  header: Header,
  notice: StoreNotice,
  backToTop: BackToTop,
  pageBehaviour: PageBehaviour,
  pageLoader: PageLoader,
  addToCart: AddToCartButton,
  shopOrdering: ShopOrdering,
  quickView: QuickView,
  // popups (issue 14)
  popups: PopupBehaviour,
};

/** Islands loaded from a chunk of their own (named as its module), preloaded by the pages that have them. */
export const LAZY_ISLANDS = {
  "product-islands": () => import("./product-islands").then((m) => m.PRODUCT_ISLANDS),
  // pages (issue 15): one chunk per content block behaviour
  "page-tabs": () => import("./page-tabs").then((m) => m.PAGE_TABS_ISLANDS),
  "page-accordion": () => import("./page-accordion").then((m) => m.PAGE_ACCORDION_ISLANDS),
  "page-counters": () => import("./page-counters").then((m) => m.PAGE_COUNTERS_ISLANDS),
  "page-reveal": () => import("./page-reveal").then((m) => m.PAGE_REVEAL_ISLANDS),
  "page-lightbox": () => import("./page-lightbox").then((m) => m.PAGE_LIGHTBOX_ISLANDS),
  // layout blocks (issue 15 point 3, part B)
  "page-section": () => import("./page-section").then((m) => m.PAGE_SECTION_ISLANDS),
  "page-scroll-nav": () => import("./page-scroll-nav").then((m) => m.PAGE_SCROLL_NAV_ISLANDS),
  "page-background-video": () =>
    import("./page-background-video").then((m) => m.PAGE_BACKGROUND_VIDEO_ISLANDS),
  "page-slider": () => import("./page-slider").then((m) => m.PAGE_SLIDER_ISLANDS),
};

/** Islands whose chunk is known by name: the entry loads only that chunk for them (not every lazy chunk). */
export const LAZY_ISLAND_CHUNK: Readonly<Record<string, keyof typeof LAZY_ISLANDS>> = {
  pageTabs: "page-tabs",
  pageAccordion: "page-accordion",
  pageCounters: "page-counters",
  pageReveal: "page-reveal",
  pageLightbox: "page-lightbox",
  // layout blocks (issue 15 point 3, part B)
  pageSection: "page-section",
  pageScrollNav: "page-scroll-nav",
  pageBackgroundVideo: "page-background-video",
  pageSlider: "page-slider",
};

export type IslandName =
  | keyof typeof ISLANDS
  | keyof typeof PRODUCT_ISLANDS
  | keyof typeof PAGE_TABS_ISLANDS
  | keyof typeof PAGE_ACCORDION_ISLANDS
  | keyof typeof PAGE_COUNTERS_ISLANDS
  | keyof typeof PAGE_REVEAL_ISLANDS
  | keyof typeof PAGE_LIGHTBOX_ISLANDS
  | keyof typeof PAGE_SECTION_ISLANDS
  | keyof typeof PAGE_SCROLL_NAV_ISLANDS
  | keyof typeof PAGE_BACKGROUND_VIDEO_ISLANDS
  | keyof typeof PAGE_SLIDER_ISLANDS;
