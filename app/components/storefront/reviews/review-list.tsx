import { reviewMessages } from "~/i18n/nl.reviews";
import { storefrontMessages } from "~/i18n/nl.storefront";

const nl = { ...storefrontMessages, reviews: reviewMessages };

import type { ReviewNode } from "~/modules/reviews/threads";
import { formatDate } from "~/utils/format";

const t = nl.reviews;

/** A rating as five stars for the eye and a sentence for screen readers. */
export function StarRating({ average, className }: { average: number; className?: string }) {
  const label = t.rated(average.toFixed(1).replace(".", ","));
  return (
    <span className={`star-rating ${className ?? ""}`} role="img" aria-label={label}>
      <span
        aria-hidden="true"
        className="stars star-rating__fill"
        style={{ width: `${(average / 5) * 100}%` }}
      />
      <span aria-hidden="true" className="stars" />
    </span>
  );
}

function Review({ node, productSlug, depth }: { node: ReviewNode; productSlug: string; depth: number }) {
  return (
    <li id={`li-comment-${node.id}`} className={node.shopReply ? "review review--shop" : "review"}>
      <article id={`comment-${node.id}`} className="review__body">
        <div id={`div-comment-${node.id}`}>
          {node.rating !== null ? <StarRating average={node.rating} /> : null}
          <p className="review__meta">
            <strong className="review__author">{node.author}</strong>
            {node.shopReply ? <span className="review__badge review__badge--shop">{t.shop}</span> : null}
            {node.verified ? <span className="review__badge">{t.verified}</span> : null} –{" "}
            <time dateTime={node.createdAt}>{formatDate(node.createdAt, "long")}</time>
          </p>
          <div className="review__text">
            {node.content.split(/\n{2,}/).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </div>
          {depth < MAX_DEPTH ? (
            <a
              className="comment-reply-link"
              href={`/product/${productSlug}/beoordelen?replytocom=${node.id}#respond`}
              rel="nofollow"
              data-commentid={node.id}
              data-belowelement={`div-comment-${node.id}`}
              data-respondelement="respond"
              data-replyto={t.replyTo(node.author)}
            >
              {t.reply}
              <span className="sr-only"> {t.replyToSuffix(node.author)}</span>
            </a>
          ) : null}
        </div>
      </article>
      {node.replies.length ? (
        <ol className="children">
          {node.replies.map((r) => (
            <Review key={r.id} node={r} productSlug={productSlug} depth={depth + 1} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/** WordPress's default thread depth: replies nest at most 5 deep. */
export const MAX_DEPTH = 5;

/** The approved reviews of one page, with their replies nested (spec §2.8). */
export function ReviewList({ threads, productSlug }: { threads: ReviewNode[]; productSlug: string }) {
  return (
    <ol className="commentlist">
      {threads.map((node) => (
        <Review key={node.id} node={node} productSlug={productSlug} depth={1} />
      ))}
    </ol>
  );
}
