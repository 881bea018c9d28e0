import { PrivacyNotice } from "~/components/storefront/privacy-notice";
import { reviewMessages } from "~/i18n/nl.reviews";
import { storefrontMessages } from "~/i18n/nl.storefront";

const nl = { ...storefrontMessages, reviews: reviewMessages };

import { HONEYPOT_FIELD } from "~/modules/reviews/review-form";

const t = nl.reviews.form;

export interface ReviewFormProps {
  productId: number;
  productSlug: string;
  productName: string;
  /** Whether the product has approved reviews (the title says "be the first" otherwise). */
  hasReviews: boolean;
  csrf: string;
  /** A reply: the review answered (the form is then rendered for it, without JS). */
  replyTo?: { id: number; author: string } | null;
  values?: Partial<Record<"author" | "email" | "comment" | "rating", string>>;
  errors?: Partial<Record<"author" | "email" | "comment" | "rating" | "form", string>>;
}

/**
 * The review form (WordPress's #respond / #commentform, spec §2.5, §2.8, §3.12, §5.5): a 1–5 star picker (radio
 * inputs named `rating` in a fieldset), name, e-mail and text, `comment_parent` and `comment_post_ID`, and a
 * honeypot. It posts to /product/{slug}/beoordelen. The reply link, the cancel link, the rating alert and
 * Ctrl/Cmd+Enter are the product page's behaviour (tabs-behaviour.ts).
 */
export function ReviewForm(props: ReviewFormProps) {
  const v = props.values ?? {};
  const e = props.errors ?? {};
  const reply = props.replyTo ?? null;
  const err = (field: keyof typeof e) =>
    e[field] ? (
      <p id={`review-${field}-error`} className="review-form__error">
        {e[field]}
      </p>
    ) : null;
  const described = (field: keyof typeof e) => (e[field] ? `review-${field}-error` : undefined);
  const title = reply
    ? t.replyTitle(reply.author)
    : props.hasReviews
      ? t.title
      : t.firstTitle(props.productName);
  return (
    <div id="respond" className="comment-respond review-form" data-default-title={t.title}>
      <h3 id="reply-title" className="comment-reply-title">
        <span data-reply-title>{title}</span>{" "}
        <small>
          <a
            id="cancel-comment-reply-link"
            href={`/product/${props.productSlug}#respond`}
            hidden={!reply}
            rel="nofollow"
          >
            {nl.reviews.cancelReply}
          </a>
        </small>
      </h3>
      <form
        id="commentform"
        className="comment-form"
        method="post"
        action={`/product/${props.productSlug}/beoordelen`}
        aria-labelledby="reply-title"
        noValidate
      >
        <input type="hidden" name="_csrf" value={props.csrf} />
        <input type="hidden" name="comment_post_ID" id="comment_post_ID" value={props.productId} />
        <input type="hidden" name="comment_parent" id="comment_parent" value={reply?.id ?? 0} />
        {e.form ? (
          <p className="review-form__error" role="alert">
            {e.form}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">{t.intro}</p>
        <fieldset
          className="star-picker"
          data-rating-field
          hidden={Boolean(reply)}
          disabled={Boolean(reply)}
          aria-describedby={described("rating")}
        >
          <legend>
            {t.rating} <span aria-hidden="true">*</span>
          </legend>
          <div className="star-picker__stars">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n}>
                <input type="radio" name="rating" value={n} defaultChecked={v.rating === String(n)} />
                <span aria-hidden="true" className="stars" style={{ "--stars": 1 } as React.CSSProperties} />
                <span className="sr-only">{nl.reviews.stars(n)}</span>
              </label>
            ))}
          </div>
          {err("rating")}
        </fieldset>
        <p>
          <label htmlFor="comment">
            {reply ? t.replyText : t.text} <span aria-hidden="true">*</span>
          </label>
          <textarea
            id="comment"
            name="comment"
            rows={6}
            required
            maxLength={5000}
            defaultValue={v.comment}
            aria-invalid={e.comment ? true : undefined}
            aria-describedby={["comment-hint", described("comment")].filter(Boolean).join(" ")}
          />
          <span id="comment-hint" className="sr-only">
            {t.submitHint}
          </span>
          {err("comment")}
        </p>
        <p>
          <label htmlFor="author">
            {t.name} <span aria-hidden="true">*</span>
          </label>
          <input
            id="author"
            name="author"
            type="text"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={v.author}
            aria-invalid={e.author ? true : undefined}
            aria-describedby={described("author")}
          />
          {err("author")}
        </p>
        <p>
          <label htmlFor="email">
            {t.email} <span aria-hidden="true">*</span>
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={200}
            defaultValue={v.email}
            aria-invalid={e.email ? true : undefined}
            aria-describedby={described("email")}
          />
          {err("email")}
        </p>
        <p className="review-form__trap" aria-hidden="true">
          <label htmlFor={HONEYPOT_FIELD}>{t.honeypot}</label>
          <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </p>
        <PrivacyNotice />
        <p>
          <button type="submit" className="btn btn-primary">
            {t.submit}
          </button>
        </p>
      </form>
    </div>
  );
}
