import { z } from "zod";
import { reviewMessages } from "~/i18n/nl.reviews";
import { storefrontMessages } from "~/i18n/nl.storefront";

const nl = { ...storefrontMessages, reviews: reviewMessages };

const t = nl.reviews.form;

/** The honeypot field: hidden from people (and from assistive technology); a filled one is a bot. */
export const HONEYPOT_FIELD = "website";

/**
 * The review / reply form (WordPress's field names: comment_post_ID, comment_parent, author, email, comment,
 * rating). A review (comment_parent 0) needs a rating 1–5 (spec §5.5); a reply has none.
 */
export const reviewFormSchema = z
  .object({
    comment_post_ID: z.coerce.number().int().positive(),
    comment_parent: z.coerce.number().int().min(0).catch(0),
    author: z.string().trim().min(1, t.nameRequired).max(100, t.nameTooLong),
    email: z
      .string()
      .trim()
      .min(1, t.emailRequired)
      .max(200, t.emailInvalid)
      .pipe(z.email(t.emailInvalid))
      .transform((e) => e.toLowerCase()),
    comment: z.string().trim().min(1, t.textRequired).max(5000, t.textTooLong),
    rating: z.string().optional(),
  })
  .transform((v, ctx) => {
    if (v.comment_parent > 0) return { ...v, rating: null };
    const rating = Number(v.rating);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
      ctx.addIssue({ code: "custom", path: ["rating"], message: t.ratingRequired });
      return z.NEVER;
    }
    return { ...v, rating };
  });

export type ReviewInput = z.output<typeof reviewFormSchema>;

/** The typed values to put back in the form after a refusal (nothing is lost). */
export function typedValues(
  form: FormData,
): Record<"author" | "email" | "comment" | "rating" | "comment_parent", string> {
  const get = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  return {
    author: get("author"),
    email: get("email"),
    comment: get("comment"),
    rating: get("rating"),
    comment_parent: get("comment_parent") || "0",
  };
}
