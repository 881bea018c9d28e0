import type { Kysely } from "kysely";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { QuickViewContent, type QuickViewForm } from "~/components/storefront/quick-view/quick-view-content";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { AjaxAction, AjaxResult } from "~/routes/api/ajax.server";
import { formatMoney } from "~/utils/format-money";
import type { Database } from "../../../db/schema";
import { cachedByShopVersion } from "../cache/shop-version.server";
import { MAX_LINE_QUANTITY } from "../cart/cart-form";
import { configuratorProps } from "../configurator/storefront-props.server";
import { type PictureData, pictureOf } from "../products/image-variants";
import { listProductImages } from "../products/images.server";
import { displayPrice } from "./display-price";
import { isSoldOut } from "./stock";

/** A published product by id, with its images as <picture> data, once per id and shop version. */
function cachedQuickViewProduct(db: Kysely<Database>, id: number) {
  return cachedByShopVersion(db, "catalog:quick-view", String(id), async () => {
    const product = await db
      .selectFrom("products")
      .selectAll()
      .where("id", "=", id)
      .where("published", "=", 1)
      .executeTakeFirst();
    if (!product) return null;
    const pictures = (await listProductImages(db, id))
      .map((image) => pictureOf(image))
      .filter((p): p is PictureData => p !== null);
    return { product, pictures };
  });
}

const html = (status: number, body: string): AjaxResult => ({ status, body, html: true });

/**
 * `maatglas_quickview` (spec §7.11): `product` = a product id; answers the quick view's HTML (200), or a Dutch
 * message as HTML (400 for a malformed id, 404 for an unknown or unpublished product). The order form in it
 * carries the caller's CSRF token (the dispatcher checked it is the session's), so the answer is never cached.
 */
export const quickView: AjaxAction = async (ctx, body) => {
  const raw =
    typeof body.product === "string" || typeof body.product === "number" ? String(body.product) : "";
  if (!/^[1-9]\d{0,9}$/.test(raw))
    return html(400, `<p class="quick-view__error">${nl.quickView.notFound}</p>`);
  const found = await cachedQuickViewProduct(ctx.db, Number(raw));
  if (!found) return html(404, `<p class="quick-view__error">${nl.quickView.notFound}</p>`);
  const { product, pictures } = found;
  const csrf = String(body.security);
  const configurator = await configuratorProps(ctx.db, product.id);
  const price = displayPrice(product);
  let form: QuickViewForm = null;
  if (configurator) {
    form = {
      kind: "configurator",
      props: {
        productId: product.id,
        productSlug: product.slug,
        options: configurator.options,
        settings: configurator.settings,
        priceTag: configurator.priceTag,
        mapTiles: configurator.mapTiles,
        csrf,
        startingPrice: formatMoney(0),
        initial: { values: configurator.defaults, quantity: "1", answer: null },
      },
    };
  } else if (product.type === "simple" && !isSoldOut(product.stock)) {
    form = {
      kind: "simpleProduct",
      props: {
        productId: product.id,
        productSlug: product.slug,
        productName: product.name,
        csrf,
        maxQuantity: Math.max(1, Math.min(MAX_LINE_QUANTITY, product.stock ?? MAX_LINE_QUANTITY)),
        initial: { quantity: "1", added: false },
      },
    };
  }
  const content = createElement(QuickViewContent, {
    product: {
      slug: product.slug,
      name: product.name,
      short_description: product.short_description,
      stock: product.stock,
      image: product.image,
    },
    price,
    pictures,
    form,
  });
  // The forms' links (shown after an add) need a router around them; the markup is plain HTML.
  return html(200, renderToStaticMarkup(createElement(MemoryRouter, null, content)));
};
