import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import { AdminTable, Pagination } from "~/components/admin/data-table";
import { nl } from "~/i18n/nl";
import { auditActor } from "~/modules/audit/audit.server";
import {
  MODERATION_ACTIONS,
  MODERATION_FILTERS,
  MODERATION_PER_PAGE,
  type ModerationFilter,
} from "~/modules/reviews/moderation";
import { listForModeration, moderateReview, replyAsShop } from "~/modules/reviews/moderation.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/reviews";

const t = nl.adminReviews;

const querySchema = z.object({
  status: z.enum(MODERATION_FILTERS).catch("pending"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(MODERATION_ACTIONS), id: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal("reply"),
    id: z.coerce.number().int().positive(),
    content: z.string().trim().min(1, t.replyRequired).max(5000, t.replyTooLong),
  }),
]);

/** Moderation: the reviews held, approved or marked as spam (redacteur and administrator, roles.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { filter: q.status, ...(await listForModeration(getState(context).db, q.status, q.page)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const form = Object.fromEntries(await request.formData());
  const parsed = actionSchema.safeParse(form);
  const back = new URL(request.url).search;
  if (!parsed.success) {
    const replyError = parsed.error.issues.find((i) => i.path[0] === "content")?.message;
    return data(
      {
        error: replyError ?? t.notFound,
        replyTo: Number(form.id) || null,
        content: String(form.content ?? ""),
      },
      { status: 400 },
    );
  }
  const v = parsed.data;
  const done =
    v.intent === "reply"
      ? await replyAsShop(state.db, auditActor(context), {
          parentId: v.id,
          content: v.content,
          shopName: nl.site.name,
        })
      : await moderateReview(state.db, auditActor(context), v.id, v.intent);
  if (!done) return data({ error: t.notFound, replyTo: null, content: "" }, { status: 404 });
  const params = new URLSearchParams(back);
  params.set("klaar", v.intent);
  return redirect(`/beheer/beoordelingen?${params}`);
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }];
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const csrf = useRootData()?.config.nonce ?? "";
  const done = search.get("klaar") as keyof typeof t.done | null;
  const { rows, counts, filter, page } = loaderData;
  return (
    <div>
      <h1 className="page-title">{t.title}</h1>
      <nav aria-label={t.filters.label} className="mt-4 flex flex-wrap gap-4">
        {MODERATION_FILTERS.map((f: ModerationFilter) => (
          <Link
            key={f}
            to={`/beheer/beoordelingen?status=${f}`}
            aria-current={f === filter ? "page" : undefined}
            className={f === filter ? "font-semibold underline" : "underline"}
          >
            {t.filters[f](counts[f])}
          </Link>
        ))}
      </nav>
      <div aria-live="polite" className="mt-4">
        {done && done in t.done && !actionData ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{t.done[done]}</p>
          </div>
        ) : null}
        {actionData?.error ? (
          <div className="admin-notice admin-notice--error" role="alert">
            <p>{actionData.error}</p>
          </div>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="mt-4">{t.empty}</p>
      ) : (
        <AdminTable caption={t.caption}>
          <thead>
            <tr>
              <th scope="col">{t.columns.author}</th>
              <th scope="col">{t.columns.review}</th>
              <th scope="col">{t.columns.product}</th>
              <th scope="col">{t.columns.date}</th>
              <th scope="col">{t.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-review-id={r.id}>
                <th scope="row">
                  {r.author_name}
                  <br />
                  <span className="text-sm font-normal">{r.author_email}</span>
                  {r.verified ? <span className="block text-sm font-normal">{t.verified}</span> : null}
                  {r.shop_reply ? <span className="block text-sm font-normal">{t.shopReply}</span> : null}
                </th>
                <td>
                  {r.parent_author ? <p className="text-sm">{t.replyTo(r.parent_author)}</p> : null}
                  {r.rating ? <p className="text-sm">{t.rating(r.rating)}</p> : null}
                  <p className="whitespace-pre-line">{r.content}</p>
                  <details className="mt-2">
                    <summary>{t.actions.reply}</summary>
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="_csrf" value={csrf} />
                      <input type="hidden" name="id" value={r.id} />
                      <label className="block text-sm" htmlFor={`reply-${r.id}`}>
                        {t.actions.replyLabel(r.author_name)}
                      </label>
                      <textarea
                        id={`reply-${r.id}`}
                        name="content"
                        rows={3}
                        required
                        maxLength={5000}
                        className="w-full"
                        defaultValue={actionData?.replyTo === r.id ? actionData.content : ""}
                      />
                      <button type="submit" name="intent" value="reply" className="btn btn-secondary mt-1">
                        {t.actions.sendReply}
                      </button>
                    </Form>
                  </details>
                </td>
                <td>
                  <a className="underline" href={urls.product(r.product_slug)}>
                    {r.product_name}
                  </a>
                </td>
                <td>{formatDate(r.created_at, "datetime")}</td>
                <td>
                  <Form method="post" className="flex flex-col gap-1">
                    <input type="hidden" name="_csrf" value={csrf} />
                    <input type="hidden" name="id" value={r.id} />
                    {r.status !== "approved" ? (
                      <button type="submit" name="intent" value="approve" className="btn btn-primary">
                        {t.actions.approve}
                      </button>
                    ) : (
                      <button type="submit" name="intent" value="unapprove" className="btn btn-secondary">
                        {t.actions.unapprove}
                      </button>
                    )}
                    {r.status !== "spam" ? (
                      <button type="submit" name="intent" value="spam" className="btn btn-secondary">
                        {t.actions.spam}
                      </button>
                    ) : null}
                    <button type="submit" name="intent" value="delete" className="btn btn-secondary">
                      {t.actions.delete}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <Pagination page={page} perPage={MODERATION_PER_PAGE} total={counts[filter]} />
    </div>
  );
}
