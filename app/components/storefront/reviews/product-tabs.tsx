import { reviewMessages } from "~/i18n/nl.reviews";
import { storefrontMessages } from "~/i18n/nl.storefront";

const nl = { ...storefrontMessages, reviews: reviewMessages };

import { Island } from "~/islands/island";
import type { ProductReviewsData } from "~/modules/reviews/product-reviews.server";
import { type TabKey, tabAnchor } from "~/modules/reviews/tab-hash";
import { commentPageUrl } from "~/modules/reviews/threads";
import { ReviewForm } from "./review-form";
import { ReviewList, StarRating } from "./review-list";
import { ProductTabsBehaviour } from "./tabs-behaviour";

const t = nl.reviews;

/** The average and the review-count link beside the price (a click opens the reviews tab). */
export function RatingSummary({ reviews }: { reviews: ProductReviewsData }) {
  if (!reviews.summary) return null;
  return (
    <p className="product-rating mt-2">
      <StarRating average={reviews.summary.average} />{" "}
      <a href="#reviews" className="woocommerce-review-link underline" rel="nofollow">
        ({t.countLink(reviews.summary.count)})
      </a>
    </p>
  );
}

/**
 * The product tabs (spec §2.5) with WooCommerce's anchors: "Beschrijving" (#tab-description), "Extra informatie"
 * (#tab-additional_information, only when the product has attributes) and "Beoordelingen (n)" (#tab-reviews).
 * Without JS every section shows, each under its heading; ProductTabsBehaviour turns them into ARIA tabs.
 */
export function ProductTabs(props: {
  product: { id: number; slug: string; name: string; description: string };
  reviews: ProductReviewsData;
  csrf: string;
}) {
  const { product, reviews } = props;
  const count = reviews.summary?.count ?? 0;
  const tabs: { key: TabKey; label: string }[] = [
    { key: "description", label: t.tabs.description },
    ...(reviews.attributes.length
      ? [{ key: "additional_information" as const, label: t.tabs.additional }]
      : []),
    { key: "reviews", label: t.tabs.reviews(count) },
  ];
  const productUrl = `/product/${product.slug}`;
  return (
    <div className="product-tabs woocommerce-tabs wc-tabs-wrapper mt-10" data-tabs>
      <ul className="product-tabs__list tabs wc-tabs" data-tablist>
        {tabs.map((tab) => (
          <li key={tab.key} className={`${tab.key}_tab`} id={`tab-title-${tab.key}`}>
            <a href={`#${tabAnchor(tab.key)}`} data-tab={tab.key} id={`tab-link-${tab.key}`}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
      <section
        id={tabAnchor("description")}
        data-panel="description"
        className="product-tabs__panel"
        aria-labelledby="tab-link-description"
      >
        <h2 id="description" className="product-tabs__heading">
          {t.tabs.description}
        </h2>
        {/* Descriptions are stored sanitised (modules/products/rich-text.server.ts). */}
        <div
          className="rich-text max-w-prose leading-relaxed"
          dangerouslySetInnerHTML={{ __html: product.description }}
        />
      </section>
      {reviews.attributes.length ? (
        <section
          id={tabAnchor("additional_information")}
          data-panel="additional_information"
          className="product-tabs__panel"
          aria-labelledby="tab-link-additional_information"
        >
          <h2 className="product-tabs__heading">{t.tabs.additional}</h2>
          <table className="product-attributes">
            <tbody>
              {reviews.attributes.map((a) => (
                <tr key={a.name}>
                  <th scope="row">{a.name}</th>
                  <td>{a.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <section
        id={tabAnchor("reviews")}
        data-panel="reviews"
        className="product-tabs__panel"
        aria-labelledby="tab-link-reviews"
      >
        <div id="reviews" className="woocommerce-Reviews">
          <div id="comments">
            <h2 className="product-tabs__heading">
              {count ? t.title(count, product.name) : t.tabs.reviews(0)}
            </h2>
            {reviews.threads.length ? (
              <ReviewList threads={reviews.threads} productSlug={product.slug} />
            ) : (
              <p>{t.none}</p>
            )}
            {reviews.pageCount > 1 ? (
              <nav className="review-pagination" aria-label={t.pagination}>
                <ul>
                  {reviews.page > 1 ? (
                    <li>
                      <a href={commentPageUrl(productUrl, reviews.page - 1)} rel="prev">
                        {t.previous}
                      </a>
                    </li>
                  ) : null}
                  {Array.from({ length: reviews.pageCount }, (_, i) => i + 1).map((n) => (
                    <li key={n}>
                      {n === reviews.page ? (
                        <span aria-current="page">{t.page(n)}</span>
                      ) : (
                        <a href={commentPageUrl(productUrl, n)}>{t.page(n)}</a>
                      )}
                    </li>
                  ))}
                  {reviews.page < reviews.pageCount ? (
                    <li>
                      <a href={commentPageUrl(productUrl, reviews.page + 1)} rel="next">
                        {t.next}
                      </a>
                    </li>
                  ) : null}
                </ul>
              </nav>
            ) : null}
          </div>
          <div id="review_form_wrapper">
            <ReviewForm
              productId={product.id}
              productSlug={product.slug}
              productName={product.name}
              hasReviews={count > 0}
              csrf={props.csrf}
            />
          </div>
        </div>
      </section>
      <Island
        name="productTabs"
        component={ProductTabsBehaviour}
        props={{ tabsLabel: t.tabs.label, ratingRequired: t.form.ratingRequired }}
      />
    </div>
  );
}
