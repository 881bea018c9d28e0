import { data, redirect } from "react-router";
import "~/components/admin/products.css";
import { ProductEditForm } from "~/components/admin/product/product-edit-form";
import { parseForm } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { auditActor } from "~/modules/audit/audit.server";
import { removeOriginals } from "~/modules/products/image-store.server";
import { productEditData } from "~/modules/products/product-edit.server";
import { productFormSchema } from "~/modules/products/product-form";
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  setPublished,
  updateProduct,
} from "~/modules/products/products.server";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/product-edit";

const t = nl.adminProducts;

function productId(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await productEditData(getState(context).db, productId(params));
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const state = getState(context);
  const id = productId(params);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const actor = auditActor(context);

  if (id !== null && (intent === "publish" || intent === "unpublish")) {
    const done = await setPublished(state.db, actor, id, intent === "publish");
    if (!done.ok && done.reason === "not_found") throw data(null, { status: 404 });
    if (!done.ok) return data({ kind: "refused" as const, message: t.errors.needsOptions }, { status: 409 });
    return {
      kind: "published" as const,
      message: intent === "publish" ? t.form.published : t.form.unpublished,
    };
  }
  if (id !== null && intent === "delete") {
    const done = await deleteProduct(state.db, actor, id);
    if (!done.ok && done.reason === "not_found") throw data(null, { status: 404 });
    if (!done.ok) return data({ kind: "ordered" as const, message: t.form.deleteRefused }, { status: 409 });
    await removeOriginals(done.imageKeys, id, state.log);
    return redirect(`/beheer/producten?verwijderd=${encodeURIComponent(done.name)}`);
  }

  const current = id === null ? null : await getAdminProduct(state.db, id);
  if (id !== null && !current) throw data(null, { status: 404 });
  const submission = parseForm(form, productFormSchema({ fixedType: current?.type }));
  if (submission.status !== "success") {
    return data(
      { kind: "invalid" as const, message: t.form.notSaved, result: submission.reply() },
      { status: 400 },
    );
  }
  const saved =
    id === null
      ? await createProduct(state.db, actor, submission.value)
      : await updateProduct(state.db, actor, id, submission.value);
  if (!saved.ok && "notFound" in saved) throw data(null, { status: 404 });
  if (!saved.ok) {
    return data(
      {
        kind: "invalid" as const,
        message: t.form.notSaved,
        result: submission.reply({
          fieldErrors: Object.fromEntries(Object.entries(saved.errors).map(([k, v]) => [k, [v]])),
        }),
      },
      { status: 400 },
    );
  }
  state.log.info({ productId: saved.id, created: id === null }, "product saved");
  return redirect(`/beheer/producten/${saved.id}?${id === null ? "aangemaakt" : "opgeslagen"}=1`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.product ? t.form.editTitle(loaderData.product.name) : t.form.newTitle;
  return [{ title: `${title} – ${nl.site.name}` }];
}

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  // After a save the page is loaded anew; the key makes the form take the stored values again.
  return (
    <ProductEditForm
      key={product ? `${product.id}-${product.slug}` : "new"}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}
