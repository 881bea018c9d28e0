import { popupAdminMessages as t } from "~/i18n/nl.admin-popups";
import { POPUP_FORMS, POPUP_SIZES, type PopupSettings, popupSettingsSchema } from "./popup.schema";
import { listValues, parseCookieRows, parseTriggerRows } from "./popup-admin-lists";
import { PAGE_TYPES, type PageType } from "./popup-rules";
import type { PopupInput } from "./popups.server";

const get = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};
const checked = (form: FormData, name: string) => form.get(name) === "1";

function int(form: FormData, name: string, errors: Record<string, string>, min = 0, max = 2_147_483_647) {
  const text = get(form, name);
  if (text === "") return 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) errors[name] = t.errors.number(min, max);
  return n;
}

const CSS_SIZE = /^\d{1,4}(px|%|em|rem|vw|vh)$/;

/**
 * The back office's popup form (field names below) as a popup to save, or the Dutch error per field. Pure: the
 * route calls it and the tests run it on every field.
 */
export function parsePopupForm(
  form: FormData,
):
  | { ok: true; popup: Omit<PopupInput, "content"> & { content: string } }
  | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const title = get(form, "title");
  if (!title) errors.title = t.errors.titleRequired;
  if (title.length > 200) errors.title = t.errors.titleTooLong;
  const slug = get(form, "slug").toLowerCase();
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 60) errors.slug = t.errors.slug;
  const formKind = get(form, "form");
  if (!(POPUP_FORMS as readonly string[]).includes(formKind)) errors.form = t.errors.choice;
  const size = get(form, "size");
  if (!(POPUP_SIZES as readonly string[]).includes(size)) errors.size = t.errors.choice;
  for (const name of ["custom_width", "custom_height"]) {
    if (!CSS_SIZE.test(get(form, name))) errors[name] = t.errors.cssSize;
  }
  const pageTypes = form.getAll("page_types").map(String);
  if (pageTypes.some((p) => !(PAGE_TYPES as readonly string[]).includes(p)))
    errors.page_types = t.errors.choice;
  const pages = get(form, "pages")
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (pages.some((p) => !p.startsWith("/"))) errors.pages = t.errors.pages;
  const productText = get(form, "products");
  const products = productText
    ? productText
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number)
    : [];
  if (products.some((n) => !Number.isInteger(n) || n < 1)) errors.products = t.errors.products;
  const loggedIn = get(form, "logged_in");
  if (!["any", "yes", "no"].includes(loggedIn)) errors.logged_in = t.errors.choice;
  const cart = get(form, "cart");
  if (!["any", "empty", "not_empty"].includes(cart)) errors.cart = t.errors.choice;

  const triggers = parseTriggerRows(form, errors);
  const cookies = parseCookieRows(form, errors);
  const redirect = get(form, "redirect");
  if (redirect && !/^(\/(?!\/)|https?:\/\/)/.test(redirect)) errors.redirect = t.errors.redirect;

  const numbers = {
    position_top: int(form, "position_top", errors, 0, 5000),
    zindex: int(form, "zindex", errors, 0, 2_147_483_647),
    close_button_delay: int(form, "close_button_delay", errors, 0, 600_000),
    close_on_form_submission_delay: int(form, "close_on_form_submission_delay", errors, 0, 600_000),
    animation_speed: int(form, "animation_speed", errors, 0, 5000),
    closedelay: int(form, "closedelay", errors, 0, 600_000),
    openpopup_id: int(form, "openpopup_id", errors, 0),
  };
  const animation = get(form, "animation_type");
  if (!["none", "fade", "slide", "fadeAndSlide", "grow"].includes(animation))
    errors.animation_type = t.errors.choice;
  if (Object.keys(errors).length) return { ok: false, errors };

  // The newsletter form's redirect is stored base64-encoded (spec §7.12); the others as typed.
  const storedRedirect = formKind === "newsletter" && redirect ? btoa(redirect) : redirect;
  const settings = popupSettingsSchema.parse({
    content_blocks: get(form, "content_blocks"),
    triggers,
    cookies,
    conditions: {
      page_types: pageTypes as PageType[],
      pages,
      products,
      logged_in: loggedIn,
      cart,
    },
    disable_on_mobile: checked(form, "disable_on_mobile"),
    disable_on_tablet: checked(form, "disable_on_tablet"),
    size,
    custom_width: get(form, "custom_width"),
    custom_height: get(form, "custom_height"),
    custom_height_auto: checked(form, "custom_height_auto"),
    scrollable_content: checked(form, "scrollable_content"),
    location: get(form, "location") || "center top",
    position_top: numbers.position_top,
    zindex: numbers.zindex,
    overlay_disabled: checked(form, "overlay_disabled"),
    stackable: checked(form, "stackable"),
    close_on_overlay_click: checked(form, "close_on_overlay_click"),
    close_on_esc_press: checked(form, "close_on_esc_press"),
    close_on_f4_press: checked(form, "close_on_f4_press"),
    close_on_form_submission: checked(form, "close_on_form_submission"),
    close_on_form_submission_delay: numbers.close_on_form_submission_delay,
    close_button_delay: numbers.close_button_delay,
    animation_type: animation,
    animation_speed: numbers.animation_speed,
    animation_origin: get(form, "animation_origin") || "center top",
    form_success: {
      cookie: checked(form, "success_cookie"),
      closepopup: checked(form, "closepopup"),
      closedelay: numbers.closedelay,
      openpopup: numbers.openpopup_id > 0,
      openpopup_id: numbers.openpopup_id,
      redirect_enabled: checked(form, "redirect_enabled"),
      redirect: storedRedirect,
    },
  });
  return {
    ok: true,
    popup: {
      title,
      slug,
      active: checked(form, "active"),
      form: formKind as PopupInput["form"],
      content: get(form, "content"),
      settings,
    },
  };
}

/** The form's values for a stored popup (the newsletter's redirect decoded for editing). */
export function popupFormValues(p: {
  title: string;
  slug: string;
  active: boolean;
  form: string;
  content: string;
  settings: PopupSettings;
}): Record<string, string | string[]> {
  const s = p.settings;
  const flag = (b: boolean) => (b ? "1" : "");
  let redirect = s.form_success.redirect;
  if (p.form === "newsletter" && redirect) {
    try {
      redirect = atob(redirect);
    } catch {
      redirect = "";
    }
  }
  return {
    title: p.title,
    slug: p.slug,
    active: flag(p.active),
    form: p.form,
    content: p.content,
    content_blocks: s.content_blocks,
    ...listValues(s),
    page_types: s.conditions.page_types,
    pages: s.conditions.pages.join("\n"),
    products: s.conditions.products.join(", "),
    logged_in: s.conditions.logged_in,
    cart: s.conditions.cart,
    disable_on_mobile: flag(s.disable_on_mobile),
    disable_on_tablet: flag(s.disable_on_tablet),
    size: s.size,
    custom_width: s.custom_width,
    custom_height: s.custom_height,
    custom_height_auto: flag(s.custom_height_auto),
    scrollable_content: flag(s.scrollable_content),
    location: s.location,
    position_top: String(s.position_top),
    zindex: String(s.zindex),
    overlay_disabled: flag(s.overlay_disabled),
    stackable: flag(s.stackable),
    close_on_overlay_click: flag(s.close_on_overlay_click),
    close_on_esc_press: flag(s.close_on_esc_press),
    close_on_f4_press: flag(s.close_on_f4_press),
    close_on_form_submission: flag(s.close_on_form_submission),
    close_on_form_submission_delay: String(s.close_on_form_submission_delay),
    close_button_delay: String(s.close_button_delay),
    animation_type: s.animation_type,
    animation_speed: String(s.animation_speed),
    animation_origin: s.animation_origin,
    success_cookie: flag(s.form_success.cookie),
    closepopup: flag(s.form_success.closepopup),
    closedelay: String(s.form_success.closedelay),
    openpopup_id: String(s.form_success.openpopup ? s.form_success.openpopup_id : 0),
    redirect_enabled: flag(s.form_success.redirect_enabled),
    redirect,
  };
}
