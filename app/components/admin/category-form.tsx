import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, firstError } from "~/components/forms/field";
import { nl } from "~/i18n/nl";
import { useRootData } from "~/root";

const t = nl.adminProducts.categories;

/** The category form (new and edit): Conform fields with the Dutch message beside each, typed values kept. */
export function CategoryForm(props: {
  values: Record<string, string>;
  result?: unknown;
  message?: string;
  submitLabel: string;
}) {
  const csrf = useRootData()?.config.nonce ?? "";
  const result = (props.result ?? null) as SubmissionResult<string[]> | null;
  const [form, conformFields] = useForm<Record<string, unknown>>({
    lastResult: result,
    defaultValue: props.values,
    shouldValidate: "onSubmit",
  });
  const fields = conformFields as unknown as Record<string, FieldMetadata<unknown>>;
  const focus = firstError(result, ["name", "slug", "description", "position"]);
  const typed = (result?.initialValue ?? null) as Record<string, unknown> | null;
  const description = typed ? String(typed.description ?? "") : props.values.description;
  return (
    <Form method="post" className="admin-form admin-card mt-4" id={form.id} noValidate>
      {props.message ? (
        <div className="admin-notice admin-notice--error" role="alert">
          <p>{props.message}</p>
        </div>
      ) : null}
      <input type="hidden" name="_csrf" value={csrf} />
      <Field
        field={fields.name}
        label={t.name}
        staticHelp
        className="admin-field"
        autoFocus={focus === "name"}
        required
      />
      <Field
        field={fields.slug}
        label={t.slug}
        help={t.slugHelp}
        staticHelp
        className="admin-field"
        autoFocus={focus === "slug"}
      />
      <Field field={fields.description} label={t.description} staticHelp className="admin-field">
        {(control) => <textarea {...control} rows={3} defaultValue={description} className="field-input" />}
      </Field>
      <Field
        field={fields.position}
        label={t.position}
        inputMode="numeric"
        staticHelp
        className="admin-field"
        autoFocus={focus === "position"}
      />
      <p>
        <button type="submit" className="btn btn-primary">
          {props.submitLabel}
        </button>
      </p>
    </Form>
  );
}
