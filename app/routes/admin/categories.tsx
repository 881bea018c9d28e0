import { data, Link, redirect, useSearchParams } from "react-router";
import { CategoryForm } from "~/components/admin/category-form";
import { AdminTable } from "~/components/admin/data-table";
import { parseForm } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { auditActor } from "~/modules/audit/audit.server";
import { listAdminCategories, saveCategory } from "~/modules/products/categories.server";
import { categoryFormSchema } from "~/modules/products/category-form";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/categories";

const t = nl.adminProducts.categories;

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await listAdminCategories(getState(context).db) };
}

/** Creates a category (the form below the list). */
export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const submission = parseForm(await request.formData(), categoryFormSchema);
  if (submission.status !== "success")
    return data({ message: t.notSaved, result: submission.reply() }, { status: 400 });
  const saved = await saveCategory(state.db, auditActor(context), null, submission.value);
  if (!saved.ok) {
    const errors = "errors" in saved ? saved.errors : {};
    return data(
      {
        message: t.notSaved,
        result: submission.reply({
          fieldErrors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
        }),
      },
      { status: 400 },
    );
  }
  return redirect("/beheer/categorieen?klaar=aangemaakt");
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }];
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const done = search.get("klaar");
  const deleted = search.get("verwijderd");
  return (
    <div>
      <h1 className="page-title">{t.title}</h1>
      <div aria-live="polite" className="mt-4">
        {done === "aangemaakt" && !actionData ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{t.created}</p>
          </div>
        ) : null}
        {deleted ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{t.deleted(deleted)}</p>
          </div>
        ) : null}
      </div>
      {loaderData.categories.length === 0 ? (
        <p className="mt-4">{t.empty}</p>
      ) : (
        <AdminTable caption={t.caption}>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.slug}</th>
              <th scope="col" className="num">
                {t.position}
              </th>
              <th scope="col" className="num">
                {t.products}
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.categories.map((c) => (
              <tr key={c.id} data-category-id={c.id}>
                <th scope="row">
                  <Link to={`/beheer/categorieen/${c.id}`} className="underline" aria-label={t.edit(c.name)}>
                    {c.name}
                  </Link>
                </th>
                <td>{c.slug}</td>
                <td className="num">{c.position}</td>
                <td className="num">{c.product_count}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <h2 className="section-title mt-8">{t.new}</h2>
      <CategoryForm
        values={{ name: "", slug: "", description: "", position: "0" }}
        result={actionData?.result}
        message={actionData?.message}
        submitLabel={t.create}
      />
    </div>
  );
}
