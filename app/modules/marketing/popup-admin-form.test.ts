import { describe, expect, it } from "vitest";
import { popupAdminMessages } from "~/i18n/nl.admin-popups";
import { popupSettingsSchema } from "./popup.schema";
import { parsePopupForm, popupFormValues } from "./popup-admin-form";

const e = popupAdminMessages.errors;

/** A valid form as the editor posts it (a new popup's values), with `over` changed. */
function form(over: Record<string, string | string[] | null> = {}): FormData {
  const values: Record<string, string | string[] | null> = {
    ...popupFormValues({
      title: "Actie",
      slug: "actie",
      active: true,
      form: "newsletter",
      content: "<p>Hoi</p>",
      settings: popupSettingsSchema.parse({}),
    }),
    ...over,
  };
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v === null) continue;
    for (const one of Array.isArray(v) ? v : [v]) if (one !== "") data.append(k, one);
  }
  return data;
}

describe("parsePopupForm", () => {
  it("round-trips the defaults", () => {
    const parsed = parsePopupForm(form());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.popup).toMatchObject({ title: "Actie", slug: "actie", active: true, form: "newsletter" });
    expect(parsed.popup.settings).toEqual(popupSettingsSchema.parse({}));
  });

  it.each([
    [{ title: "" }, "title", e.titleRequired],
    [{ title: "x".repeat(201) }, "title", e.titleTooLong],
    [{ slug: "Geen Slug" }, "slug", e.slug],
    [{ form: "quiz" }, "form", e.choice],
    [{ size: "huge" }, "size", e.choice],
    [{ custom_width: "wide" }, "custom_width", e.cssSize],
    [{ custom_height: "" }, "custom_height", e.cssSize],
    [{ page_types: ["home", "blog"] }, "page_types", e.choice],
    [{ pages: "algemene-voorwaarden" }, "pages", e.pages],
    [{ products: "1, twee" }, "products", e.products],
    [{ logged_in: "maybe" }, "logged_in", e.choice],
    [{ cart: "full" }, "cart", e.choice],
    [{ auto_open_delay: "-1" }, "auto_open_delay", e.number(0, 3600)],
    [{ cookie_name: "met spatie" }, "cookie_name", e.cookieName],
    [{ cookie_name: "c", cookie_event: "hover" }, "cookie_event", e.choice],
    [{ cookie_time: "volgende week" }, "cookie_time", e.cookieTime],
    [{ redirect: "javascript:alert(1)" }, "redirect", e.redirect],
    [{ redirect: "//evil.example" }, "redirect", e.redirect],
    [{ animation_type: "spin" }, "animation_type", e.choice],
    [{ animation_speed: "1.5" }, "animation_speed", e.number(0, 5000)],
  ])("%j → %s: %s", (over, field, message) => {
    const parsed = parsePopupForm(form(over as Record<string, string>));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[field]).toBe(message);
  });

  it("reads triggers, cookie, conditions, closing and success settings", () => {
    const parsed = parsePopupForm(
      form({
        form: "contact",
        auto_open: null,
        click_open: "1",
        extra_selectors: ".open-contact",
        do_default: "1",
        form_submission_open: "1",
        cookie_name: "gezien",
        cookie_event: "on_popup_close",
        cookie_time: "+2 weeks",
        page_types: ["home", "cart"],
        pages: "/a\n/b",
        products: "3, 4",
        logged_in: "no",
        cart: "not_empty",
        disable_on_mobile: "1",
        close_on_f4_press: "1",
        closepopup: "1",
        closedelay: "3",
        openpopup_id: "7",
        redirect_enabled: "1",
        redirect: "/bedankt",
      }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const s = parsed.popup.settings;
    expect(s.triggers).toEqual([
      {
        type: "click_open",
        settings: { extra_selectors: ".open-contact", do_default: true, cookie_name: [] },
      },
      { type: "form_submission", settings: { form: "any", delay: 0 } },
    ]);
    expect(s.cookies).toEqual([{ event: "on_popup_close", settings: { name: "gezien", time: "+2 weeks" } }]);
    expect(s.conditions).toEqual({
      page_types: ["home", "cart"],
      pages: ["/a", "/b"],
      products: [3, 4],
      logged_in: "no",
      cart: "not_empty",
    });
    expect(s.disable_on_mobile).toBe(true);
    expect(s.close_on_f4_press).toBe(true);
    expect(s.form_success).toMatchObject({
      closepopup: true,
      closedelay: 3,
      openpopup: true,
      openpopup_id: 7,
      redirect: "/bedankt",
    });
  });

  it("stores a newsletter popup's redirect base64-encoded and shows it decoded", () => {
    const parsed = parsePopupForm(form({ redirect_enabled: "1", redirect: "/bedankt" }));
    expect(parsed.ok && parsed.popup.settings.form_success.redirect).toBe(btoa("/bedankt"));
    if (!parsed.ok) return;
    expect(popupFormValues({ ...parsed.popup, content: "" }).redirect).toBe("/bedankt");
  });

  it("an auto-open trigger is stopped by the popup's cookie", () => {
    const parsed = parsePopupForm(form({ auto_open: "1", auto_open_delay: "4", cookie_name: "gezien" }));
    expect(parsed.ok && parsed.popup.settings.triggers[0]).toEqual({
      type: "auto_open",
      settings: { delay: 4, cookie_name: ["gezien"] },
    });
  });
});
