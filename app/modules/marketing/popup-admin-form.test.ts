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
    [{ trigger_rows: "1", "triggers.0.type": "hover" }, "triggers.0.type", e.choice],
    [
      { trigger_rows: "1", "triggers.0.type": "auto_open", "triggers.0.delay": "-1" },
      "triggers.0.delay",
      e.number(0, 3600),
    ],
    [
      { trigger_rows: "1", "triggers.0.type": "click_open", "triggers.0.cookie_name": "a, met-spatie!" },
      "triggers.0.cookie_name",
      e.cookieName,
    ],
    [
      { trigger_rows: "1", "triggers.0.type": "click_open", "triggers.0.extra_selectors": "x".repeat(501) },
      "triggers.0.extra_selectors",
      e.tooLong,
    ],
    [
      { cookie_rows: "1", "cookies.0.name": "met spatie", "cookies.0.event": "manual" },
      "cookies.0.name",
      e.cookieName,
    ],
    [{ cookie_rows: "1", "cookies.0.name": "", "cookies.0.event": "manual" }, "cookies.0.name", e.cookieName],
    [{ cookie_rows: "1", "cookies.0.name": "c", "cookies.0.event": "hover" }, "cookies.0.event", e.choice],
    [
      {
        cookie_rows: "2",
        "cookies.0.name": "c",
        "cookies.0.event": "manual",
        "cookies.1.name": "d",
        "cookies.1.event": "manual",
        "cookies.1.time": "volgende week",
      },
      "cookies.1.time",
      e.cookieTime,
    ],
    [{ redirect: "javascript:alert(1)" }, "redirect", e.redirect],
    [{ redirect: "//evil.example" }, "redirect", e.redirect],
    [{ animation_type: "spin" }, "animation_type", e.choice],
    [{ animation_speed: "1.5" }, "animation_speed", e.number(0, 5000)],
  ])("%j → %s: %s", (over, field, message) => {
    const parsed = parsePopupForm(form(over as Record<string, string>));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[field]).toBe(message);
  });

  it("reads triggers, cookies, conditions, closing and success settings", () => {
    const parsed = parsePopupForm(
      form({
        form: "contact",
        trigger_rows: "3",
        "triggers.0.type": "click_open",
        "triggers.0.extra_selectors": ".open-contact",
        "triggers.0.do_default": "1",
        "triggers.1.type": "click_open",
        "triggers.1.extra_selectors": "#hulp",
        "triggers.1.cookie_name": "gezien, klaar",
        "triggers.2.type": "form_submission",
        cookie_rows: "2",
        "cookies.0.name": "gezien",
        "cookies.0.event": "on_popup_close",
        "cookies.0.time": "+2 weeks",
        "cookies.1.name": "klaar",
        "cookies.1.event": "form_success",
        "cookies.1.time": "",
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
      {
        type: "click_open",
        settings: { extra_selectors: "#hulp", do_default: false, cookie_name: ["gezien", "klaar"] },
      },
      { type: "form_submission", settings: { form: "any", delay: 0, cookie_name: [] } },
    ]);
    expect(s.cookies).toEqual([
      { event: "on_popup_close", settings: { name: "gezien", time: "+2 weeks" } },
      { event: "form_success", settings: { name: "klaar", time: "+30 days" } },
    ]);
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

  it("an auto-open trigger waits its delay and is stopped by the cookies it names; stored values round-trip", () => {
    const parsed = parsePopupForm(
      form({
        trigger_rows: "1",
        "triggers.0.type": "auto_open",
        "triggers.0.delay": "4",
        "triggers.0.cookie_name": "gezien",
        cookie_rows: "1",
        "cookies.0.name": "gezien",
        "cookies.0.event": "on_popup_open",
        "cookies.0.time": "+1 year",
      }),
    );
    expect(parsed.ok && parsed.popup.settings.triggers[0]).toEqual({
      type: "auto_open",
      settings: { delay: 4, cookie_name: ["gezien"] },
    });
    if (!parsed.ok) return;
    const again = parsePopupForm(form(popupFormValues(parsed.popup)));
    expect(again.ok && again.popup.settings).toEqual(parsed.popup.settings);
  });
});
