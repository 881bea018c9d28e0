import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { firstError } from "~/components/forms/field";
import { nl } from "~/i18n/nl";
import type { ProductEditData } from "~/modules/products/product-edit.server";
import { useRootData } from "~/root";
import { DeleteProductForm } from "./delete-form";
import type { ProductActionData, ProductFormState } from "./form-state";
import { GeneralFieldset } from "./general-fieldset";
import { ImagesCard } from "./images-card";
import { PriceFieldset } from "./price-fieldset";
import { ProductNotices } from "./product-notices";
import { ProductToolbar } from "./product-toolbar";
import { StockFieldset } from "./stock-fieldset";

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
  "attributes",
  "status",
];

/**
 * The product page (new and edit): its messages, the toolbar of a stored product, the form (Conform; after a
 * refused save the typed values and a Dutch error beside each field) and the delete button.
 */
export function ProductEditForm({
  loaderData,
  actionData,
}: {
  loaderData: ProductEditData;
  actionData: ProductActionData | undefined;
}) {
  const { product, categories, images } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const busy = useNavigation().state === "submitting";
  const refused = actionData && actionData.kind === "invalid" ? actionData : null;
  const result = (refused?.result ?? null) as SubmissionResult<string[]> | null;
  const [form, conformFields] = useForm<Record<string, unknown>>({
    lastResult: result,
    // Conform types defaults as strings; the category list is a string array, which it handles at run time.
    defaultValue: loaderData.values as Record<string, string>,
    shouldValidate: "onSubmit",
  });
  const typed = (result?.initialValue ?? null) as Record<string, unknown> | null;
  const errors = (result?.error ?? {}) as Record<string, string[] | null>;
  const state: ProductFormState = {
    fields: conformFields as unknown as Record<string, FieldMetadata<unknown>>,
    value: (name) => {
      const v = typed ? typed[name] : loaderData.values[name];
      return typeof v === "string" ? v : "";
    },
    values: (name) => {
      const v = typed ? typed[name] : loaderData.values[name];
      return Array.isArray(v) ? (v as string[]) : typeof v === "string" ? [v] : [];
    },
    error: (name) => errors[name]?.[0],
    focus: firstError(result, FIELD_ORDER),
  };
  const isNew = product === null;
  const type = product?.type ?? (state.value("type") || "simple");

  return (
    <div className="admin-product">
      <p>
        <Link to="/beheer/producten" className="underline">
          {t.form.back}
        </Link>
      </p>
      <h1 className="page-title">{product ? t.form.editTitle(product.name) : t.form.newTitle}</h1>

      <ProductNotices product={product} actionData={actionData} csrf={csrf} />

      {product ? <ProductToolbar product={product} csrf={csrf} busy={busy} /> : null}

      <Form method="post" className="admin-form mt-4" id={form.id} noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="save" />
        <GeneralFieldset form={state} isNew={isNew} type={type} />
        <PriceFieldset form={state} product={product} type={type} />
        <StockFieldset form={state} categories={categories} />
        {product ? <ImagesCard productId={product.id} images={images} /> : null}
        <p>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {isNew ? t.form.create : t.form.save}
          </button>
        </p>
      </Form>

      {product ? <DeleteProductForm csrf={csrf} /> : null}
    </div>
  );
}
