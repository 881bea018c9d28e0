import type { ReactNode } from "react";
import { popupMessages as t } from "~/i18n/nl.popups";
import { HONEYPOT_FIELD } from "~/modules/reviews/review-form";

export type FormErrors = Partial<Record<string, string>>;

interface FormProps {
  /** Prefix of the field ids (unique per page: a popup's form and a page's form may both be present). */
  idPrefix: string;
  /** The CSRF token on the no-JS pages; popups leave it out (their script sends the page config's token). */
  csrf?: string;
  values?: Record<string, string>;
  errors?: FormErrors;
  /** The message area (spec §5.6): the form-wide error or the success message. */
  message?: { text: string; error: boolean } | null;
  /** The popup the form is in (its id travels with the call as the consent source). */
  popupId?: number;
}

function Field(props: {
  id: string;
  name: string;
  label: string;
  error?: string;
  children: (a: { id: string; invalid: boolean; describedBy?: string }) => ReactNode;
}) {
  const errorId = `${props.id}-error`;
  return (
    <p className="pum-field" data-field={props.name}>
      <label className="field-label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.children({
        id: props.id,
        invalid: Boolean(props.error),
        describedBy: props.error ? errorId : undefined,
      })}
      <span className="field-error pum-field-error" id={errorId} hidden={!props.error}>
        {props.error ?? ""}
      </span>
    </p>
  );
}

function MessageArea({ message }: { message?: FormProps["message"] }) {
  return (
    <div
      className={`pum-form__messages${message?.error ? " pum-form__messages--error" : ""}`}
      role={message?.error ? "alert" : "status"}
    >
      {message?.text ?? ""}
    </div>
  );
}

function Common({ csrf, popupId }: Pick<FormProps, "csrf" | "popupId">) {
  return (
    <>
      {csrf !== undefined ? <input type="hidden" name="_csrf" value={csrf} /> : null}
      {popupId !== undefined ? <input type="hidden" name="popup_id" value={popupId} /> : null}
    </>
  );
}

/** The newsletter signup (works without JS on /nieuwsbrief; the popup script sends it as `pum_sub_form`). */
export function NewsletterForm(props: FormProps) {
  const v = props.values ?? {};
  const e = props.errors ?? {};
  const id = (name: string) => `${props.idPrefix}-${name}`;
  return (
    <form
      method="post"
      action="/nieuwsbrief"
      className="pum-form pum-sub-form"
      data-pum-form="newsletter"
      noValidate
    >
      <Common csrf={props.csrf} popupId={props.popupId} />
      <MessageArea message={props.message} />
      <Field id={id("email")} name="email" label={t.fields.email} error={e.email}>
        {(a) => (
          <input
            id={a.id}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={200}
            className="field-input"
            defaultValue={v.email}
            aria-invalid={a.invalid || undefined}
            aria-describedby={a.describedBy}
          />
        )}
      </Field>
      <Field id={id("name")} name="name" label={t.fields.nameOptional} error={e.name}>
        {(a) => (
          <input
            id={a.id}
            name="name"
            type="text"
            autoComplete="given-name"
            maxLength={100}
            className="field-input"
            defaultValue={v.name}
            aria-invalid={a.invalid || undefined}
            aria-describedby={a.describedBy}
          />
        )}
      </Field>
      <p className="pum-field pum-consent" data-field="consent">
        <input
          id={id("consent")}
          name="consent"
          type="checkbox"
          value="1"
          required
          defaultChecked={v.consent === "1"}
          aria-invalid={e.consent ? true : undefined}
          aria-describedby={e.consent ? `${id("consent")}-error` : undefined}
        />
        <label htmlFor={id("consent")}>{t.newsletter.consent}</label>
        <span className="field-error pum-field-error" id={`${id("consent")}-error`} hidden={!e.consent}>
          {e.consent ?? ""}
        </span>
      </p>
      <p>
        <button type="submit" className="btn btn-primary">
          {t.newsletter.submit}
        </button>
      </p>
    </form>
  );
}

/** The contact form (works without JS on /contact; the popup script sends it as `pum_form`). */
export function ContactForm(props: FormProps) {
  const v = props.values ?? {};
  const e = props.errors ?? {};
  const id = (name: string) => `${props.idPrefix}-${name}`;
  const input =
    (name: string, type: string, autoComplete: string, maxLength: number, required = false) =>
    (a: { id: string; invalid: boolean; describedBy?: string }) => (
      <input
        id={a.id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={required}
        className="field-input"
        defaultValue={v[name]}
        aria-invalid={a.invalid || undefined}
        aria-describedby={a.describedBy}
      />
    );
  return (
    <form method="post" action="/contact" className="pum-form" data-pum-form="contact" noValidate>
      <Common csrf={props.csrf} popupId={props.popupId} />
      <MessageArea message={props.message} />
      <Field id={id("name")} name="name" label={t.fields.name} error={e.name}>
        {input("name", "text", "name", 100, true)}
      </Field>
      <Field id={id("email")} name="email" label={t.fields.email} error={e.email}>
        {input("email", "email", "email", 200, true)}
      </Field>
      <Field id={id("phone")} name="phone" label={t.fields.phone} error={e.phone}>
        {input("phone", "tel", "tel", 30)}
      </Field>
      <Field id={id("order_number")} name="order_number" label={t.fields.orderNumber} error={e.order_number}>
        {input("order_number", "text", "off", 13)}
      </Field>
      <Field id={id("message")} name="message" label={t.fields.message} error={e.message}>
        {(a) => (
          <textarea
            id={a.id}
            name="message"
            rows={5}
            required
            maxLength={5000}
            className="field-input"
            defaultValue={v.message}
            aria-invalid={a.invalid || undefined}
            aria-describedby={a.describedBy}
          />
        )}
      </Field>
      <p className="pum-trap" aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>{t.fields.honeypot}</label>
        <input id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </p>
      <p>
        <button type="submit" className="btn btn-primary">
          {t.contact.submit}
        </button>
      </p>
    </form>
  );
}
