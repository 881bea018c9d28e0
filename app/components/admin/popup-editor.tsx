import { type FormEvent, type ReactNode, useState } from "react";
import { Form } from "react-router";
import { Checkbox, FieldError } from "~/components/admin/fields";
import { RichTextField } from "~/components/admin/rich-text-field";
import { TextField } from "~/components/admin/text-field";
import { ContactForm, NewsletterForm } from "~/components/storefront/popups/popup-forms";
import { popupAdminMessages } from "~/i18n/nl.admin-popups";
import { POPUP_FORMS, POPUP_SIZES } from "~/modules/marketing/popup.schema";
import { PAGE_TYPES } from "~/modules/marketing/popup-rules";
import { useRootData } from "~/root";
import { PopupBlocksField } from "./popup-blocks-field";
import { CookieRows, Select, TriggerRows } from "./popup-editor-rows";

const t = popupAdminMessages.edit;
const f = t.fields;

type Values = Record<string, string | string[]>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="admin-card mt-4">
      <legend>{title}</legend>
      <div className="admin-grid">{children}</div>
    </fieldset>
  );
}

/** A preview of the popup as the shop shows it (title, content, form, width), updated while typing. */
function Preview({ values }: { values: Values }) {
  const width =
    values.size === "custom"
      ? String(values.custom_width)
      : values.size === "auto"
        ? "auto"
        : "min(640px, 100%)";
  return (
    <section className="admin-card mt-4" aria-labelledby="popup-preview">
      <h2 className="admin-card__title" id="popup-preview">
        {t.preview}
      </h2>
      <p className="field-help">{t.previewHelp}</p>
      <div className="pum-preview" inert>
        <div className="pum-container pum-container--preview" style={{ width }}>
          <div className="pum-inner">
            <p className="pum-title">{String(values.title)}</p>
            {/* The editor's own HTML, shown to the editor only; stored sanitised on save. */}
            <div className="pum-content" dangerouslySetInnerHTML={{ __html: String(values.content) }} />
            {values.form === "newsletter" ? <NewsletterForm idPrefix="preview" /> : null}
            {values.form === "contact" ? <ContactForm idPrefix="preview" /> : null}
            <span className="pum-close" aria-hidden="true">
              ×
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The popup form of the back office (new and edit); works without JS, the preview follows the fields with JS. */
export function PopupEditor(props: {
  values: Values;
  errors?: Record<string, string>;
  message?: string;
  submitLabel: string;
}) {
  const csrf = useRootData()?.config.nonce ?? "";
  const v = props.values;
  const e = props.errors ?? {};
  const [preview, setPreview] = useState<Values>(v);
  const s = (name: string) => String(v[name] ?? "");
  const text = (name: string, label: string, help?: string) => (
    <TextField name={name} label={label} defaultValue={s(name)} error={e[name]} help={help} />
  );
  const box = (name: string, label: string) => (
    <Checkbox name={name} label={label} defaultChecked={v[name] === "1"} />
  );
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    setPreview({
      title: String(data.get("title") ?? ""),
      content: String(data.get("content") ?? ""),
      form: String(data.get("form") ?? "none"),
      size: String(data.get("size") ?? "medium"),
      custom_width: String(data.get("custom_width") ?? ""),
    });
  };
  return (
    <>
      <Form method="post" className="admin-form mt-4" noValidate onChange={onChange} onInput={onChange}>
        {props.message ? (
          <div className="admin-notice admin-notice--error" role="alert">
            <p>{props.message}</p>
          </div>
        ) : null}
        <input type="hidden" name="_csrf" value={csrf} />
        {/* The form's default button (Enter in a field saves; the first button in the form is the default). */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
          {props.submitLabel}
        </button>
        <Section title={t.sections.general}>
          {text("title", f.title)}
          {text("slug", f.slug, f.slugHelp)}
          {box("active", f.active)}
          <Select
            name="form"
            label={f.form}
            options={POPUP_FORMS}
            labels={popupAdminMessages.forms}
            value={s("form")}
            error={e.form}
          />
          <RichTextField
            name="content"
            label={f.content}
            defaultValue={s("content")}
            error={e.content}
            rows={4}
          />
          <PopupBlocksField value={s("content_blocks")} error={e.content_blocks} title={s("title")} />
        </Section>
        <TriggerRows values={v} errors={e} />
        <CookieRows values={v} errors={e} />
        <Section title={t.sections.conditions}>
          <fieldset className="admin-field" data-field="page_types">
            <legend className="field-label">{f.pageTypes}</legend>
            {PAGE_TYPES.map((type) => (
              <div className="admin-checkbox" key={type}>
                <input
                  id={`page_types-${type}`}
                  type="checkbox"
                  name="page_types"
                  value={type}
                  defaultChecked={(v.page_types as string[] | undefined)?.includes(type)}
                />
                <label htmlFor={`page_types-${type}`}>{f.pageTypeNames[type]}</label>
              </div>
            ))}
            <FieldError name="page_types" error={e.page_types} />
          </fieldset>
          <div className="admin-field" data-field="pages">
            <label className="field-label" htmlFor="pages">
              {f.pages}
            </label>
            <textarea id="pages" name="pages" rows={3} className="field-input" defaultValue={s("pages")} />
            <FieldError name="pages" error={e.pages} />
          </div>
          {text("products", f.products)}
          <Select
            name="logged_in"
            label={f.loggedIn}
            options={["any", "yes", "no"]}
            labels={f.loggedInOptions}
            value={s("logged_in")}
            error={e.logged_in}
          />
          <Select
            name="cart"
            label={f.cart}
            options={["any", "empty", "not_empty"]}
            labels={f.cartOptions}
            value={s("cart")}
            error={e.cart}
          />
          {box("disable_on_mobile", f.disableOnMobile)}
          {box("disable_on_tablet", f.disableOnTablet)}
        </Section>
        <Section title={t.sections.display}>
          <Select
            name="size"
            label={f.size}
            options={POPUP_SIZES}
            labels={f.sizes}
            value={s("size")}
            error={e.size}
          />
          {text("custom_width", f.customWidth)}
          {text("custom_height", f.customHeight)}
          {box("custom_height_auto", f.customHeightAuto)}
          {box("scrollable_content", f.scrollable)}
          {text("location", f.location)}
          {text("position_top", f.positionTop)}
          {text("zindex", f.zindex)}
          {box("overlay_disabled", f.overlayDisabled)}
          {box("stackable", f.stackable)}
          <Select
            name="animation_type"
            label={f.animationType}
            options={["none", "fade", "slide", "fadeAndSlide", "grow"]}
            labels={{}}
            value={s("animation_type")}
            error={e.animation_type}
          />
          {text("animation_speed", f.animationSpeed)}
          {text("animation_origin", f.animationOrigin)}
        </Section>
        <Section title={t.sections.closing}>
          {box("close_on_overlay_click", f.closeOnOverlay)}
          {box("close_on_esc_press", f.closeOnEsc)}
          {box("close_on_f4_press", f.closeOnF4)}
          {box("close_on_form_submission", f.closeOnForm)}
          {text("close_on_form_submission_delay", f.closeOnFormDelay)}
          {text("close_button_delay", f.closeButtonDelay)}
        </Section>
        <Section title={t.sections.success}>
          {box("success_cookie", f.successCookie)}
          {box("closepopup", f.closepopup)}
          {text("closedelay", f.closedelay)}
          {text("openpopup_id", f.openpopupId)}
          {box("redirect_enabled", f.redirectEnabled)}
          {text("redirect", f.redirect)}
        </Section>
        <p className="mt-4">
          <button type="submit" className="btn btn-primary">
            {props.submitLabel}
          </button>
        </p>
      </Form>
      <Preview values={preview} />
    </>
  );
}
