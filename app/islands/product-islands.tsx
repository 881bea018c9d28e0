import { ConfiguratorForm } from "~/components/storefront/configurator/configurator-form";
import { ProductGallery } from "~/components/storefront/gallery/product-gallery";
import { ProductTabsBehaviour } from "~/components/storefront/reviews/tabs-behaviour";
import { SimpleProductForm } from "~/components/storefront/simple-product-form";

/** The product page's islands: a chunk of their own, so pages without them do not load the configurator. */
export const PRODUCT_ISLANDS = {
  configurator: ConfiguratorForm,
  simpleProduct: SimpleProductForm,
  gallery: ProductGallery,
  productTabs: ProductTabsBehaviour,
};
