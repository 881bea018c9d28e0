// The builder's reviews strip (issue 15 point 3): the latest approved reviews as cards, with the same stars and
// names as on the product page and a link to the product's reviews. Server markup only (no JS).
import { StarRating } from "~/components/storefront/reviews/review-list";
import { pagesMessages as t } from "~/i18n/nl.pages";
import { reviewMessages } from "~/i18n/nl.reviews";
import type { StripReview } from "~/modules/pages/review-strips.server";
import { formatDate } from "~/utils/format";
import { urls } from "~/utils/page-config";
import { Section } from "./shop-blocks";

export function ReviewsStripBlock({
  domId,
  title,
  reviews,
}: {
  domId: string;
  title: string;
  reviews: readonly StripReview[];
}) {
  return (
    <Section domId={domId} title={title}>
      {reviews.length ? (
        <ul className="review-strip">
          {reviews.map((r) => (
            <li key={r.id} className="review-strip__item">
              <figure className="review-strip__card">
                <StarRating average={r.rating} />
                <blockquote className="review-strip__text">
                  <p>{r.text}</p>
                </blockquote>
                <figcaption className="review-strip__meta">
                  <strong>{r.author}</strong>
                  {r.verified ? <span className="review__badge">{reviewMessages.verified}</span> : null}
                  <time dateTime={r.createdAt}>{formatDate(r.createdAt, "day")}</time>
                  <a href={`${urls.product(r.product.slug)}#reviews`} className="review-strip__product">
                    {t.reviewsStrip.about(r.product.name)}
                  </a>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.reviewsStrip.empty}</p>
      )}
    </Section>
  );
}
