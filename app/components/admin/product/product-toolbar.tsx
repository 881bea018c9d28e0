import { Form, Link } from "react-router";
import { nl } from "~/i18n/nl";
import type { EditedProduct } from "~/modules/products/product-edit.server";

const t = nl.adminProducts;

/** A stored product's state with its shop link, its options and images links, and the (un)publish button. */
export function ProductToolbar({
  product,
  csrf,
  busy,
}: {
  product: EditedProduct;
  csrf: string;
  busy: boolean;
}) {
  return (
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
          <Link to={`/beheer/producten/${product.id}/opties`} className="btn btn-secondary">
            {t.form.options}
          </Link>
        ) : null}
        <Link to={`/beheer/producten/${product.id}/afbeeldingen`} className="btn btn-secondary">
          {t.form.manageImages}
        </Link>
      </p>
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="_csrf" value={csrf} />
        <button
          type="submit"
          name="intent"
          value={product.published ? "unpublish" : "publish"}
          className="btn btn-secondary"
          disabled={busy}
        >
          {product.published ? t.form.unpublish : t.form.publish}
        </button>
      </Form>
    </div>
  );
}
