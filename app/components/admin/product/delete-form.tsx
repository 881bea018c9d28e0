import { Form } from "react-router";
import { nl } from "~/i18n/nl";

const t = nl.adminProducts;

/** The delete button of a stored product; with JavaScript it asks for confirmation first. */
export function DeleteProductForm({ csrf }: { csrf: string }) {
  return (
    <Form method="post" className="admin-card mt-8" aria-label={t.form.delete}>
      <input type="hidden" name="_csrf" value={csrf} />
      <button
        type="submit"
        name="intent"
        value="delete"
        className="btn btn-secondary"
        onClick={(e) => {
          if (!window.confirm(t.form.deleteConfirm)) e.preventDefault();
        }}
      >
        {t.form.delete}
      </button>
    </Form>
  );
}
