import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { Field, firstError } from "~/components/forms/field";
import { parseForm } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import {
  customerNoteFormSchema,
  NOTE_MAX,
  noteFormSchema,
  statusFormSchema,
  TRACK_TRACE_MAX,
} from "~/modules/orders/order-admin.schema";

const d = nl.adminOrders.detail;

/**
 * The order page's forms (Conform + the shared zod schemas of order-admin.schema.ts): the status change, offering
 * only the allowed next statuses (with the track & trace field when "Verzonden" is one of them), and the internal
 * and customer notes. They post to the page's action and work without JavaScript; with it, Conform checks them
 * in the browser first with the same schemas and messages.
 */

export function StatusForm(props: {
  csrf: string;
  from: string;
  next: readonly { id: string; label: string }[];
  busy: boolean;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useForm({
    id: "status-form",
    lastResult: props.lastResult,
    // No constraint attributes from this schema (getZodConstraint does not read its refinements); the fields say
    // required themselves.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, statusFormSchema),
  });
  const first = firstError(props.lastResult, ["status", "track_trace"]);
  const typedStatus = typeof fields.status.initialValue === "string" ? fields.status.initialValue : "";
  return (
    <Form method="post" className="orders-form mt-2" id={form.id} onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="_csrf" value={props.csrf} />
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="from" value={props.from} />
      <Field field={fields.status} id="status" label={d.newStatus} required autoFocus={first === "status"}>
        {(control) => (
          <select {...control} className="orders-input" defaultValue={typedStatus}>
            <option value="">—</option>
            {props.next.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {props.next.some((s) => s.id === "shipped") ? (
        <Field
          field={fields.track_trace}
          id="track_trace"
          label={d.trackTrace}
          help={d.trackTraceHelp}
          staticHelp
          required={false}
          autoFocus={first === "track_trace"}
          className="admin-field"
        >
          {(control) => (
            <input
              {...control}
              maxLength={TRACK_TRACE_MAX}
              className="orders-input"
              defaultValue={
                typeof fields.track_trace.initialValue === "string" ? fields.track_trace.initialValue : ""
              }
            />
          )}
        </Field>
      ) : null}
      <p>
        <button type="submit" className="btn btn-primary" disabled={props.busy}>
          {d.changeStatus}
        </button>
      </p>
    </Form>
  );
}

export function NoteForm(props: {
  csrf: string;
  kind: "note" | "customer_note";
  busy: boolean;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const schema = props.kind === "note" ? noteFormSchema : customerNoteFormSchema;
  const [form, fields] = useForm({
    id: `${props.kind}-form`,
    lastResult: props.lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  const field = props.kind === "note" ? fields.note : fields.customer_note;
  const internal = props.kind === "note";
  return (
    <Form
      method="post"
      className={`orders-form ${internal ? "" : "mt-4"}`}
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
    >
      <input type="hidden" name="_csrf" value={props.csrf} />
      <input type="hidden" name="intent" value={props.kind} />
      <Field
        field={field}
        id={props.kind}
        label={internal ? d.noteLabel : d.customerNoteLabel}
        help={internal ? d.noteHelp : d.customerNoteHelp}
        staticHelp
        required
        autoFocus={firstError(props.lastResult) === props.kind}
        className="admin-field"
      >
        {(control) => (
          <textarea
            {...control}
            maxLength={NOTE_MAX}
            className="orders-input"
            defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
          />
        )}
      </Field>
      <p>
        <button type="submit" className="btn btn-secondary" disabled={props.busy}>
          {internal ? d.addNote : d.addCustomerNote}
        </button>
      </p>
    </Form>
  );
}
