import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import "~/components/admin/products.css";
import { RadioGroup } from "~/components/admin/fields";
import { RichTextField } from "~/components/admin/rich-text-field";
import { Field, firstError } from "~/components/forms/field";
import { parseForm } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { auditActor } from "~/modules/audit/audit.server";
import { listCategories } from "~/modules/catalog/catalog.server";
import { removeOriginals } from "~/modules/products/image-store.server";
import { listProductImages } from "~/modules/products/images.server";
import {
  NEW_PRODUCT_VALUES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  productFormSchema,
  productFormValues,
} from "~/modules/products/product-form";
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  setPublished,
  updateProduct,
} from "~/modules/products/products.server";
import { VAT_RATES } from "~/modules/products/vat";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatMoney } from "~/utils/format-money";
import type { Route } from "./+types/product-edit";

const t = nl.adminProducts;
const FIELD_ORDER = [
  "name",
  "slug",
  "type",
  "short_description",
  "description",
  "price",
  "price_mode",
  "vat_rate",
  "stock",
  "sku",
  "menu_order",
  "categories",
  "status",
];

function productId(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const id = productId(params);
  const categories = (await listCategories(db)).map((c) => ({ id: c.id, name: c.name }));
  if (id === null) return { product: null, categories, values: NEW_PRODUCT_VALUES, images: [] };
  const product = await getAdminProduct(db, id);
  if (!product) throw data(null, { status: 404 });
  const images = await listProductImages(db, id);
  return {
    product: {
      id: product.id,
      name: product.name,
      slug: product.slug,
      type: product.type,
      published: Boolean(product.published),
      price_cents: product.price_cents,
      has_definition: product.has_definition,
      ordered: product.ordered,
    },
    categories,
    values: productFormValues(product),
    images: images.slice(0, 4).map((i) => ({ id: i.id, alt: i.alt, src: i.thumbnail })),
  };
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

function ProductEditForm({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { product, categories, images } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const busy = useNavigation().state === "submitting";
  const [search] = useSearchParams();
  const refused = actionData && actionData.kind === "invalid" ? actionData : null;
  const result = (refused?.result ?? null) as SubmissionResult<string[]> | null;
  const [form, conformFields] = useForm<Record<string, unknown>>({
    lastResult: result,
    // Conform types defaults as strings; the category list is a string array, which it handles at run time.
    defaultValue: loaderData.values as Record<string, string>,
    shouldValidate: "onSubmit",
  });
  const fields = conformFields as unknown as Record<string, FieldMetadata<unknown>>;
  const typed = (result?.initialValue ?? null) as Record<string, unknown> | null;
  const value = (name: string): string => {
    const v = typed ? typed[name] : loaderData.values[name];
    return typeof v === "string" ? v : "";
  };
  const values = (name: string): string[] => {
    const v = typed ? typed[name] : loaderData.values[name];
    return Array.isArray(v) ? (v as string[]) : typeof v === "string" ? [v] : [];
  };
  const errors = (result?.error ?? {}) as Record<string, string[] | null>;
  const error = (name: string) => errors[name]?.[0];
  const focus = firstError(result, FIELD_ORDER);
  const isNew = product === null;
  const type = product?.type ?? (value("type") || "simple");

  return (
    <div className="admin-product">
      <p>
        <Link to="/beheer/producten" className="underline">
          {t.form.back}
        </Link>
      </p>
      <h1 className="page-title">{product ? t.form.editTitle(product.name) : t.form.newTitle}</h1>

      <div aria-live="polite" className="mt-4">
        {search.get("aangemaakt") && !actionData ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{t.form.created}</p>
          </div>
        ) : null}
        {search.get("opgeslagen") && !actionData ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{t.form.saved}</p>
          </div>
        ) : null}
        {actionData && actionData.kind === "published" ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{actionData.message}</p>
          </div>
        ) : null}
        {actionData && actionData.kind !== "published" ? (
          <div className="admin-notice admin-notice--error" role="alert" id="product-errors">
            <p>{actionData.message}</p>
            {actionData.kind === "ordered" && product?.published ? (
              <Form method="post" className="mt-2">
                <input type="hidden" name="_csrf" value={csrf} />
                <button type="submit" name="intent" value="unpublish" className="btn">
                  {t.form.unpublish}
                </button>
              </Form>
            ) : null}
          </div>
        ) : null}
        {product && product.type === "configurable" && !product.has_definition ? (
          <div className="admin-notice admin-notice--warning" role="status">
            <p>{t.form.optionsMissing}</p>
          </div>
        ) : null}
      </div>

      {product ? (
        <div className="admin-toolbar admin-card mt-4">
          <p>
            <span className="admin-badge">{product.published ? t.statuses.published : t.statuses.draft}</span>{" "}
            {product.published ? (
              <a href={`/product/${product.slug}`} className="underline">
                {t.form.view}
              </a>
            ) : null}
          </p>
          <p className="flex flex-wrap gap-2">
            {product.type === "configurable" ? (
              <Link to={`/beheer/producten/${product.id}/opties`} className="btn">
                {t.form.options}
              </Link>
            ) : null}
            <Link to={`/beheer/producten/${product.id}/afbeeldingen`} className="btn">
              {t.form.manageImages}
            </Link>
          </p>
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="_csrf" value={csrf} />
            <button
              type="submit"
              name="intent"
              value={product.published ? "unpublish" : "publish"}
              className="btn"
              disabled={busy}
            >
              {product.published ? t.form.unpublish : t.form.publish}
            </button>
          </Form>
        </div>
      ) : null}

      <Form method="post" className="admin-form mt-4" id={form.id} noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="save" />
        <fieldset className="admin-card">
          <legend>{t.form.general}</legend>
          <Field
            field={fields.name}
            label={t.form.name}
            staticHelp
            className="admin-field"
            autoFocus={focus === "name"}
          />
          <Field
            field={fields.slug}
            label={t.form.slug}
            help={t.form.slugHelp}
            staticHelp
            className="admin-field"
            autoFocus={focus === "slug"}
          />
          {isNew ? (
            <RadioGroup
              name="type"
              legend={t.form.type}
              options={PRODUCT_TYPES.map((v) => ({ value: v, label: t.types[v] }))}
              defaultValue={type}
              help={t.form.typeHelp}
              error={error("type")}
            />
          ) : (
            <p>
              <strong>{t.form.type}:</strong> {t.types[type as "simple" | "configurable"]}
            </p>
          )}
          <RichTextField
            name="short_description"
            label={t.form.shortDescription}
            defaultValue={value("short_description")}
            help={t.form.descriptionHelp}
            error={error("short_description")}
            rows={4}
          />
          <RichTextField
            name="description"
            label={t.form.description}
            defaultValue={value("description")}
            help={t.form.descriptionHelp}
            error={error("description")}
            rows={10}
          />
        </fieldset>

        <fieldset className="admin-card">
          <legend>{t.form.priceSection}</legend>
          <Field
            field={fields.price}
            label={t.form.price}
            inputMode="decimal"
            help={
              <>
                {type === "configurable" ? `${t.form.priceHelpConfigurable} ` : null}
                {product ? t.form.storedExcl(formatMoney(product.price_cents)) : null}
              </>
            }
            staticHelp
            className="admin-field"
            autoFocus={focus === "price"}
            required
          />
          <RadioGroup
            name="price_mode"
            legend={t.form.priceMode}
            options={(["incl", "excl"] as const).map((v) => ({ value: v, label: t.form.priceModes[v] }))}
            defaultValue={value("price_mode")}
            error={error("price_mode")}
          />
          <RadioGroup
            name="vat_rate"
            legend={t.form.vatRate}
            options={VAT_RATES.map((r) => ({ value: String(r), label: t.form.vatRates[r] }))}
            defaultValue={value("vat_rate")}
            help={t.form.vatRateHelp}
            error={error("vat_rate")}
          />
        </fieldset>

        <fieldset className="admin-card">
          <legend>{t.form.stockSection}</legend>
          <div className="admin-grid">
            <Field
              field={fields.stock}
              label={t.form.stock}
              inputMode="numeric"
              help={t.form.stockHelp}
              staticHelp
              className="admin-field"
              autoFocus={focus === "stock"}
            />
            <Field
              field={fields.sku}
              label={t.form.sku}
              staticHelp
              className="admin-field"
              autoFocus={focus === "sku"}
            />
            <Field
              field={fields.menu_order}
              label={t.form.menuOrder}
              inputMode="numeric"
              help={t.form.menuOrderHelp}
              staticHelp
              className="admin-field"
              autoFocus={focus === "menu_order"}
            />
          </div>
          <fieldset
            className="admin-field"
            aria-describedby={error("categories") ? "categories-error" : undefined}
          >
            <legend className="field-label">{t.form.categories}</legend>
            {categories.length === 0 ? <p>{t.form.noCategories}</p> : null}
            {categories.map((c) => (
              <div className="admin-checkbox" key={c.id}>
                <input
                  id={`category-${c.id}`}
                  type="checkbox"
                  name="categories"
                  value={String(c.id)}
                  defaultChecked={values("categories").includes(String(c.id))}
                />
                <label htmlFor={`category-${c.id}`}>{c.name}</label>
              </div>
            ))}
            {error("categories") ? (
              <p className="field-error" id="categories-error">
                {error("categories")}
              </p>
            ) : null}
          </fieldset>
          <RadioGroup
            name="status"
            legend={t.form.status}
            options={PRODUCT_STATUSES.map((v) => ({ value: v, label: t.statuses[v] }))}
            defaultValue={value("status")}
            error={error("status")}
          />
        </fieldset>

        {product ? (
          <section className="admin-card" aria-labelledby="product-images-title">
            <h2 className="admin-card__title" id="product-images-title">
              {t.form.images}
            </h2>
            {images.length === 0 ? <p>{t.form.noImages}</p> : null}
            <ul className="flex flex-wrap gap-2">
              {images.map((i) => (
                <li key={i.id}>
                  <img src={i.src} alt={i.alt} width={96} height={96} className="admin-thumb" />
                </li>
              ))}
            </ul>
            <p className="mt-2">
              <Link to={`/beheer/producten/${product.id}/afbeeldingen`} className="underline">
                {t.form.manageImages}
              </Link>
            </p>
          </section>
        ) : null}

        <p>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {isNew ? t.form.create : t.form.save}
          </button>
        </p>
      </Form>

      {product ? (
        <Form method="post" className="admin-card mt-8" aria-label={t.form.delete}>
          <input type="hidden" name="_csrf" value={csrf} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className="btn"
            onClick={(e) => {
              if (!window.confirm(t.form.deleteConfirm)) e.preventDefault();
            }}
          >
            {t.form.delete}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
