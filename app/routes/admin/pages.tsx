import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { data, Form, Link, redirect } from "react-router";
import { Field } from "~/components/forms/field";
import { parseForm } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { auditActor } from "~/modules/audit/audit.server";
import { HOME_SLUG } from "~/modules/pages/home-page";
import { newPageFormSchema } from "~/modules/pages/page-form";
import { createPage, listPages } from "~/modules/pages/pages.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import type { Route } from "./+types/pages";

const t = nl.adminPages;

/** `/beheer/paginas`: every content page, and a form for a new one (administrators and redacteurs). */
export async function loader({ context }: Route.LoaderArgs) {
  return { pages: await listPages(getState(context).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), newPageFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const created = await createPage(getState(context).db, submission.value, auditActor(context));
  if (!created.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { slug: [t.errors.slugTaken] } }) },
      { status: 400 },
    );
  }
  return redirect(`/beheer/paginas/${created.id}?klaar=aangemaakt`);
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }];
}

const publicPath = (slug: string) => (slug === HOME_SLUG ? "/" : `/${slug}`);

export default function Pages({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const [form, conformFields] = useForm<Record<string, unknown>>({
    lastResult: (actionData?.result ?? null) as SubmissionResult<string[]> | null,
    shouldValidate: "onSubmit",
  });
  const fields = conformFields as unknown as Record<string, FieldMetadata<unknown>>;
  return (
    <div>
      <h1 className="page-title">{t.title}</h1>
      {loaderData.pages.length ? (
        <div className="admin-table-wrap mt-4">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t.columns.title}</th>
                <th scope="col">{t.columns.slug}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.updated}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.pages.map((page) => (
                <tr key={page.id}>
                  <td>
                    <Link to={`/beheer/paginas/${page.id}`} className="underline">
                      {page.title}
                    </Link>
                  </td>
                  <td>
                    {/* The page `home` is the home page: it lives at `/` (issue 15 point 1). */}
                    {page.status === "published" ? (
                      <a href={publicPath(page.slug)} className="underline">
                        {publicPath(page.slug)}
                      </a>
                    ) : (
                      publicPath(page.slug)
                    )}
                    {page.slug === HOME_SLUG ? ` (${t.homePage})` : ""}
                  </td>
                  <td>
                    {t.status[page.status]}
                    {page.changedSincePublish ? ` · ${t.changedSincePublish}` : ""}
                  </td>
                  <td>{formatDate(page.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4">{t.empty}</p>
      )}
      <Form
        method="post"
        className="admin-form admin-card mt-8"
        id={form.id}
        noValidate
        aria-labelledby="new-page"
      >
        <h2 className="admin-card__title" id="new-page">
          {t.newPage}
        </h2>
        <input type="hidden" name="_csrf" value={csrf} />
        <Field field={fields.title} label={t.fields.title} staticHelp className="admin-field" required />
        <Field
          field={fields.slug}
          label={t.fields.slug}
          help={t.fields.slugHint}
          staticHelp
          className="admin-field"
          required
        />
        <p>
          <button type="submit" className="btn btn-primary">
            {t.create}
          </button>
        </p>
      </Form>
    </div>
  );
}
