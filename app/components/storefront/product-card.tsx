import { Link } from "react-router";
import { AddToCartButton } from "~/components/storefront/cart/add-to-cart-button";
import { reviewMessages } from "~/i18n/nl.reviews";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { Island } from "~/islands/island";
import type { ProductSummary } from "~/modules/catalog/catalog.server";
import { isSoldOut } from "~/modules/catalog/stock";
import { urls } from "~/utils/page-config";
import { DEFAULT_COLUMNS, listingImageSizes } from "./listing-grid";
import { Price } from "./price";
import { ProductPicture } from "./product-picture";
import { StockLabel } from "./stock-label";

export function ProductCard({
  product,
  priority = false,
  sizes = listingImageSizes(DEFAULT_COLUMNS),
}: {
  product: ProductSummary & { display: { cents: number; from: boolean } };
  /** A card of the listing's first row on a phone: its image is above the fold on every width and a candidate for
   * the page's LCP (the row's images are about equally large, so any of them can be the largest), so it is fetched
   * at once at high priority. The other cards' images are lazy: the rest of a wide first row is in view and loads
   * right after the first layout, and the rows below the fold do not compete with the first for bandwidth. */
  priority?: boolean;
  /** The image's `sizes` in the grid it is shown in (listingImageSizes). */
  sizes?: string;
}) {
  const price = product.display;
  const href = urls.product(product.slug);
  return (
    <li className="product-card" data-product-id={product.id}>
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        {product.picture ? (
          <ProductPicture picture={product.picture} alt="" sizes={sizes} lazy priority={priority} />
        ) : (
          <img
            src={product.image}
            alt=""
            width={600}
            height={600}
            loading={priority ? undefined : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding={priority ? undefined : "async"}
          />
        )}
      </Link>
      {/* Spec §2.3, §3.10: opens the quick view (quick-view.tsx); without JS a link to the product page. */}
      <a href={href} className="quick-view-trigger" data-prod={product.id}>
        {nl.quickView.trigger}
        <span className="sr-only">: {product.name}</span>
      </a>
      <h2 className="product-card__title">
        <Link to={href}>{product.name}</Link>
      </h2>
      {product.rating_count > 0 ? (
        <p className="product-card__rating">
          <span
            aria-hidden="true"
            className="stars"
            style={{ "--stars": Math.round(product.rating_average) } as React.CSSProperties}
          />
          <span className="sr-only">
            {nl.shop.rating(product.rating_average.toFixed(1).replace(".", ","))}
          </span>{" "}
          <span className="product-card__rating-count">
            ({reviewMessages.countLink(product.rating_count)})
          </span>
        </p>
      ) : null}
      <p className="product-card__price">
        <Price cents={price.cents} from={price.from} />
      </p>
      <StockLabel stock={product.stock} />
      <div className="product-card__actions">
        {isSoldOut(product.stock) ? (
          <Link to={href} className="btn btn-secondary w-full">
            {nl.shop.viewProduct}
          </Link>
        ) : product.type === "simple" && !product.has_options ? (
          <Island
            name="addToCart"
            component={AddToCartButton}
            props={{ productId: product.id, productName: product.name }}
          />
        ) : (
          <Link to={href} className="btn btn-primary w-full">
            {nl.shop.chooseOptions}
          </Link>
        )}
      </div>
    </li>
  );
}
