import { BackToTop } from "~/components/storefront/back-to-top";
import { AddToCartButton } from "~/components/storefront/cart/add-to-cart-button";
import { Header } from "~/components/storefront/header";
import { PageBehaviour } from "~/components/storefront/page-behaviour";
import { PageLoader } from "~/components/storefront/page-loader";
import { PopupBehaviour } from "~/components/storefront/popups/popup-behaviour";
import { QuickView } from "~/components/storefront/quick-view/quick-view";
import { ShopOrdering } from "~/components/storefront/shop-ordering";
import { StoreNotice } from "~/components/storefront/store-notice";
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
};

export type IslandName = keyof typeof ISLANDS | keyof typeof PRODUCT_ISLANDS;
