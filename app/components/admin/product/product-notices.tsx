import { Form, useSearchParams } from "react-router";
import { nl } from "~/i18n/nl";
import type { EditedProduct } from "~/modules/products/product-edit.server";
import type { ProductActionData } from "./form-state";

const t = nl.adminProducts;

/**
 * The product page's messages: created or saved (after the redirect), (un)published, refused (with the
 * unpublish button when a product that was ordered cannot be deleted), and the missing options of a
 * configurable product.
 */
export function ProductNotices({
  product,
  actionData,
  csrf,
}: {
  product: EditedProduct | null;
  actionData: ProductActionData | undefined;
  csrf: string;
}) {
  const [search] = useSearchParams();
  return (
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
              <button type="submit" name="intent" value="unpublish" className="btn btn-secondary">
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
  );
}
