import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import type { Data } from "@puckeditor/core";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { Field } from "~/components/forms/field";
import { parseForm } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { auditActor } from "~/modules/audit/audit.server";
import { findItemSelector } from "~/modules/pages/block-edit";
import { cleanPageData } from "~/modules/pages/page-data.server";
import { pageFormSchema } from "~/modules/pages/page-form";
import { getPage, listRevisions, restoreRevision, savePage } from "~/modules/pages/pages.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import type { Route } from "./+types/page-edit";
import "~/components/admin/page-builder/page-editor.css";

const t = nl.adminPages;
/** Puck, fetched only here and only in the browser. */
const PageBuilder = lazy(() => import("~/components/admin/page-builder/page-builder"));

function pageId(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const page = await getPage(db, pageId(params.id));
  if (!page) throw data(null, { status: 404 });
  return { page, revisions: await listRevisions(db, page.id) };
}

const DONE: Record<string, string> = {
  aangemaakt: t.created,
  opgeslagen: t.saved,
  gepubliceerd: t.published,
  hersteld: t.restored,
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = getState(context);
  const id = pageId(params.id);
  const form = await request.formData();
  if (form.get("intent") === "restore") {
    const restored = await restoreRevision(db, id, Number(form.get("revision")), auditActor(context));
    if (!restored.ok) throw data(null, { status: 404 });
    return redirect(`/beheer/paginas/${id}?klaar=hersteld`);
  }
  const submission = parseForm(form, pageFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { data: raw, intent, ...fields } = submission.value;
  const checked = cleanPageData(raw);
  if (!checked.ok) {
    const messages = checked.problems.map((p) => t.errors.block(p.type, p.path, p.field));
    return data({ result: submission.reply({ fieldErrors: { data: messages } }) }, { status: 400 });
  }
  const saved = await savePage(db, id, { ...fields, data: checked.data }, intent, auditActor(context));
  if (!saved.ok && saved.error === "notFound") throw data(null, { status: 404 });
  if (!saved.ok) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { slug: [saved.error === "homeSlug" ? t.errors.homeSlug : t.errors.slugTaken] },
        }),
      },
      { status: 400 },
    );
  }
  return redirect(`/beheer/paginas/${id}?klaar=${intent === "publish" ? "gepubliceerd" : "opgeslagen"}`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.page.title ?? t.title} – ${nl.site.name}` }];
}

function parseData(json: string): Data | null {
  try {
    return JSON.parse(json) as Data;
  } catch {
    return null;
  }
}

/**
 * `/beheer/paginas/{id}`: the page's fields, the Puck builder (with JavaScript; without it, the builder's JSON in
 * a text field), save draft, publish, preview, and the revisions with restore.
 */
export default function PageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { page, revisions } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const [search] = useSearchParams();
  const result = (actionData?.result ?? null) as SubmissionResult<string[]> | null;
  const typed = (result?.initialValue ?? null) as Record<string, unknown> | null;
  const json = typeof typed?.data === "string" ? typed.data : page.data;
  const [form, conformFields] = useForm<Record<string, unknown>>({
    lastResult: result,
    defaultValue: {
      title: page.title,
      slug: page.slug,
      seo_title: page.seo_title,
      seo_description: page.seo_description,
    },
    shouldValidate: "onSubmit",
  });
  const fields = conformFields as unknown as Record<string, FieldMetadata<unknown>>;
  const dataField = useRef<HTMLTextAreaElement>(null);
  // `?editor=formulier` (the back-end editor of the block edit links): the fields and the data as text, no builder.
  const formOnly = search.get("editor") === "formulier";
  const [builder, setBuilder] = useState(false);
  useEffect(() => setBuilder(!formOnly), [formOnly]);
  const initial = parseData(json);
  // `?blok={id}` (the builder link of a block's edit tooltip): the builder opens with that block selected.
  const selected = initial ? findItemSelector(initial, search.get("blok") ?? "") : null;
  const done = DONE[search.get("klaar") ?? ""];
  return (
    <div>
      <p>
        <Link to="/beheer/paginas" className="underline">
          {t.title}
        </Link>
      </p>
      <h1 className="page-title">{page.title}</h1>
      <div aria-live="polite" className="mt-4">
        {done && !actionData ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{done}</p>
          </div>
        ) : null}
      </div>
      <p className="mt-2">
        {t.status[page.status]}
        {page.published_at ? ` · ${formatDate(page.published_at, "datetime")}` : ""} ·{" "}
        <a href={`/beheer/paginas/${page.id}/voorbeeld`} className="underline" target="_blank" rel="noopener">
          {t.preview}
        </a>{" "}
        ·{" "}
        <Link
          to={formOnly ? `/beheer/paginas/${page.id}` : `/beheer/paginas/${page.id}?editor=formulier`}
          className="underline"
        >
          {formOnly ? t.openBuilder : t.openForm}
        </Link>
      </p>
      <Form method="post" className="admin-form admin-card page-editor-form mt-4" id={form.id} noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <Field field={fields.title} label={t.fields.title} staticHelp className="admin-field" required />
        <Field
          field={fields.slug}
          label={t.fields.slug}
          help={t.fields.slugHint}
          staticHelp
          className="admin-field"
        />
        <Field field={fields.seo_title} label={t.fields.seoTitle} staticHelp className="admin-field" />
        <Field
          field={fields.seo_description}
          label={t.fields.seoDescription}
          staticHelp
          className="admin-field"
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              defaultValue={
                typeof typed?.seo_description === "string" ? typed.seo_description : page.seo_description
              }
              className="field-input"
            />
          )}
        </Field>
        {/* The builder writes into this field; it shows without JS, and with its error after a refused save. */}
        <div hidden={builder && !!initial && !fields.data.errors}>
          <Field field={fields.data} label={t.fields.data} staticHelp className="admin-field">
            {(control) => (
              <textarea
                {...control}
                ref={dataField}
                rows={12}
                defaultValue={json}
                className="field-input font-mono"
              />
            )}
          </Field>
        </div>
        {builder && initial ? (
          <section aria-label={t.builderLabel} className="page-builder mt-4">
            <Suspense fallback={<p>{t.builderLoading}</p>}>
              <PageBuilder
                data={initial}
                title={page.title}
                selected={selected}
                onChange={(next) => {
                  if (dataField.current) dataField.current.value = JSON.stringify(next);
                }}
              />
            </Suspense>
          </section>
        ) : null}
        <p className="mt-4 flex gap-3">
          <button type="submit" name="intent" value="draft" className="btn btn-light">
            {t.saveDraft}
          </button>
          <button type="submit" name="intent" value="publish" className="btn btn-primary">
            {t.publish}
          </button>
        </p>
      </Form>
      <section className="admin-card mt-8" aria-labelledby="revisions">
        <h2 className="admin-card__title" id="revisions">
          {t.revisions.title}
        </h2>
        {revisions.length ? (
          <ol className="mt-2">
            {revisions.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-3 py-1">
                <span>
                  #{r.id} · {t.revisions.kind[r.kind]} · {formatDate(r.created_at, "datetime")}
                  {r.author_email ? ` ${t.revisions.by} ${r.author_email}` : ""} · {r.title}
                </span>
                <Form method="post">
                  <input type="hidden" name="_csrf" value={csrf} />
                  <input type="hidden" name="revision" value={r.id} />
                  <button type="submit" name="intent" value="restore" className="btn btn-light btn-sm">
                    {t.revisions.restore}
                  </button>
                </Form>
              </li>
            ))}
          </ol>
        ) : (
          <p>{t.revisions.empty}</p>
        )}
      </section>
    </div>
  );
}
