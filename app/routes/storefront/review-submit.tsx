import { data, Link, redirect } from "react-router";
import { ReviewForm } from "~/components/storefront/reviews/review-form";
import { reviewMessages } from "~/i18n/nl.reviews";
import { storefrontMessages } from "~/i18n/nl.storefront";

const nl = { ...storefrontMessages, reviews: reviewMessages };

import type { HydrateHandle } from "~/islands/island";
import { cachedProductBySlug } from "~/modules/catalog/catalog.server";
import { HONEYPOT_FIELD, reviewFormSchema, typedValues } from "~/modules/reviews/review-form";
import { submitReview } from "~/modules/reviews/reviews.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/review-submit";

const t = nl.reviews.form;

/** A plain page (no islands): the form works without JS. */
export const handle: HydrateHandle = { hydrate: false };

type Field = "author" | "email" | "comment" | "rating" | "form";

/**
 * GET: after a submission (`?ontvangen=1`) the "held for moderation" message; with `?replytocom=ID` the reply
 * form for that approved review (the reply link without JS); otherwise the review form. (It also runs after a
 * refused POST, whose answer then fills the form.)
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const product = await cachedProductBySlug(db, params.slug);
  if (!product) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const base = { product: { id: product.id, slug: product.slug, name: product.name } };
  if (search.get("ontvangen") === "1") return { ...base, held: true, replyTo: null };
  const replyId = Number(search.get("replytocom"));
  if (Number.isInteger(replyId) && replyId > 0) {
    const parent = await db
      .selectFrom("reviews")
      .select(["id", "author_name"])
      .where("id", "=", replyId)
      .where("product_id", "=", product.id)
      .where("status", "=", "approved")
      .executeTakeFirst();
    if (parent) return { ...base, held: false, replyTo: { id: parent.id, author: parent.author_name } };
  }
  return { ...base, held: false, replyTo: null };
}

/** Stores a review or reply for moderation; a refusal re-renders the form with the typed values and the reasons. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const state = getState(context);
  const product = await cachedProductBySlug(state.db, params.slug);
  if (!product) throw data(null, { status: 404 });
  const form = await request.formData();
  const received = redirect(`/product/${product.slug}/beoordelen?ontvangen=1`, 303);
  // A bot that filled the hidden field is told the same as a person, and nothing is stored.
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return received;
  const values = typedValues(form);
  const parsed = reviewFormSchema.safeParse({ ...Object.fromEntries(form), comment_post_ID: product.id });
  const refuse = (
    errors: Partial<Record<Field, string>>,
    status: number,
    replyTo: { id: number; author: string } | null,
  ) => data({ values, errors, replyTo }, { status });
  const parentId = Number(values.comment_parent) || 0;
  const parent =
    parentId > 0
      ? await state.db
          .selectFrom("reviews")
          .select(["id", "author_name as author"])
          .where("id", "=", parentId)
          .where("product_id", "=", product.id)
          .where("status", "=", "approved")
          .executeTakeFirst()
      : undefined;
  if (parentId > 0 && !parent) return refuse({ form: t.parentGone }, 409, null);
  if (!parsed.success) {
    const errors: Partial<Record<Field, string>> = { form: t.notSent };
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as Field;
      errors[field] ??= issue.message;
    }
    return refuse(errors, 400, parent ?? null);
  }
  const result = await submitReview(state.db, parsed.data, { ip: state.clientIp, userId: null });
  switch (result.kind) {
    case "held":
      return received;
    case "rate_limited":
      return refuse({ form: t.rateLimited }, 429, parent ?? null);
    case "parent_gone":
      return refuse({ form: t.parentGone }, 409, null);
    case "not_found":
      throw data(null, { status: 404 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${t.pageTitle(loaderData?.product.name ?? "")} – ${nl.site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function ReviewSubmit({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const back = (
    <p className="mt-6">
      <Link className="underline" to={`${urls.product(product.slug)}#reviews`}>
        {t.back(product.name)}
      </Link>
    </p>
  );
  if (loaderData.held && !actionData) {
    return (
      <div className="max-w-prose">
        <h1 className="page-title">{t.heldTitle}</h1>
        <p className="mt-4" role="status">
          {t.held}
        </p>
        {back}
      </div>
    );
  }
  return (
    <div className="max-w-prose">
      <h1 className="page-title">{t.pageTitle(product.name)}</h1>
      <ReviewForm
        productId={product.id}
        productSlug={product.slug}
        productName={product.name}
        hasReviews
        csrf={csrf}
        replyTo={actionData ? actionData.replyTo : loaderData.replyTo}
        values={actionData?.values}
        errors={actionData?.errors}
      />
      {back}
    </div>
  );
}
