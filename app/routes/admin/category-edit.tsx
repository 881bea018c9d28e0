import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { CategoryForm } from "~/components/admin/category-form";
import { parseForm } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { auditActor } from "~/modules/audit/audit.server";
import { deleteCategory, getCategory, saveCategory } from "~/modules/products/categories.server";
import { categoryFormSchema } from "~/modules/products/category-form";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/category-edit";

const t = nl.adminProducts.categories;

function categoryId(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const category = await getCategory(getState(context).db, categoryId(params.id));
  if (!category) throw data(null, { status: 404 });
  return { category };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const state = getState(context);
  const id = categoryId(params.id);
  const form = await request.formData();
  if (form.get("intent") === "delete") {
    const done = await deleteCategory(state.db, auditActor(context), id);
    if (!done.ok) throw data(null, { status: 404 });
    return redirect(`/beheer/categorieen?verwijderd=${encodeURIComponent(done.name)}`);
  }
  const submission = parseForm(form, categoryFormSchema);
  if (submission.status !== "success")
    return data({ message: t.notSaved, result: submission.reply() }, { status: 400 });
  const saved = await saveCategory(state.db, auditActor(context), id, submission.value);
  if (!saved.ok && "notFound" in saved) throw data(null, { status: 404 });
  if (!saved.ok) {
    return data(
      {
        message: t.notSaved,
        result: submission.reply({
          fieldErrors: Object.fromEntries(Object.entries(saved.errors).map(([k, v]) => [k, [v]])),
        }),
      },
      { status: 400 },
    );
  }
  return redirect(`/beheer/categorieen/${id}?klaar=opgeslagen`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? t.editTitle(loaderData.category.name) : ""} – ${nl.site.name}` }];
}

export default function CategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { category } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const [search] = useSearchParams();
  return (
    <div>
      <p>
        <Link to="/beheer/categorieen" className="underline">
          {t.back}
        </Link>
      </p>
      <h1 className="page-title">{t.editTitle(category.name)}</h1>
      <div aria-live="polite" className="mt-4">
        {search.get("klaar") === "opgeslagen" && !actionData ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{t.saved}</p>
          </div>
        ) : null}
      </div>
      <CategoryForm
        key={`${category.id}-${category.slug}-${category.name}`}
        values={{
          name: category.name,
          slug: category.slug,
          description: category.description,
          position: String(category.position),
        }}
        result={actionData?.result}
        message={actionData?.message}
        submitLabel={t.save}
      />
      <Form method="post" className="admin-card mt-8" aria-labelledby="delete-category">
        <h2 className="admin-card__title" id="delete-category">
          {t.delete}
        </h2>
        <p>{t.deleteHelp(category.product_count)}</p>
        <input type="hidden" name="_csrf" value={csrf} />
        <button type="submit" name="intent" value="delete" className="btn mt-2">
          {t.delete}
        </button>
      </Form>
    </div>
  );
}
