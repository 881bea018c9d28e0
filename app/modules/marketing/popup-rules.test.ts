import { describe, expect, it } from "vitest";
import {
  blockedByCookies,
  type Conditions,
  closeDelayMs,
  cookieExpiry,
  cookieNames,
  cookiesFor,
  decodeRedirect,
  deviceOf,
  type FormSuccess,
  isKnownTrigger,
  isPopupClickTarget,
  PAGE_TYPES,
  type PageType,
  pageCanMatch,
  pageTypeOf,
  popupCookieString,
  popupTop,
  successSteps,
  type Visitor,
  visitorPasses,
} from "./popup-rules";

const NOW = new Date("2026-11-23T12:00:00.000Z");
const DAY = 86_400_000;

describe("cookieExpiry", () => {
  it.each([
    ["+30 days", 30 * DAY],
    ["+1 day", DAY],
    ["+1 year", 365 * DAY],
    ["1 year", 365 * DAY],
    ["+2 weeks", 14 * DAY],
    ["+5 hours", 5 * 3_600_000],
    ["+10 minutes", 600_000],
    ["+1 month", 30 * DAY],
    ["+ 3 Days", 3 * DAY],
    ["nonsense", 30 * DAY],
    ["-1 day", 30 * DAY],
  ])("%s → now + %i ms (unreadable: the default 30 days)", (time, ms) => {
    expect(cookieExpiry(time, NOW)?.getTime()).toBe(NOW.getTime() + ms);
  });
  it("an empty time is a session cookie", () => {
    expect(cookieExpiry("", NOW)).toBeNull();
    expect(popupCookieString("pum-1", "", NOW)).toBe("pum-1=1; path=/; SameSite=Lax");
  });
  it("writes the expiry date in the cookie string", () => {
    expect(popupCookieString("pum-7", "+1 year", NOW)).toBe(
      `pum-7=1; path=/; expires=${new Date(NOW.getTime() + 365 * DAY).toUTCString()}; SameSite=Lax`,
    );
  });
});

describe("cookies blocking triggers", () => {
  const present = cookieNames("a=1; pum-3=1;  other=x");
  it.each([
    [["pum-3"], true],
    [["pum-4"], false],
    [["pum-4", "a"], true],
    [[], false],
    [undefined, false],
  ])("cookie_name %j → blocked %s", (names, blocked) => {
    expect(blockedByCookies({ type: "auto_open", settings: { cookie_name: names } }, present)).toBe(blocked);
  });
  it("picks the cookies of an event, never one without a name", () => {
    const cookies = [
      { event: "on_popup_open", settings: { name: "open", time: "+30 days" } },
      { event: "on_popup_close", settings: { name: "close", time: "+30 days" } },
      { event: "on_popup_open", settings: { name: "", time: "+30 days" } },
      { event: "form_success", settings: { name: "ok", time: "+1 year" } },
    ];
    expect(cookiesFor(cookies, "on_popup_open").map((c) => c.settings.name)).toEqual(["open"]);
    expect(cookiesFor(cookies, "on_popup_close").map((c) => c.settings.name)).toEqual(["close"]);
    expect(cookiesFor(cookies, "form_success").map((c) => c.settings.name)).toEqual(["ok"]);
    expect(cookiesFor(cookies, "manual")).toEqual([]);
  });
});

describe("click triggers", () => {
  const popup = { id: 12, slug: "nieuwsbrief" };
  it.each([
    [{ classes: ["popmake-12"], href: null }, true],
    [{ classes: ["btn", "popmake-nieuwsbrief"], href: null }, true],
    [{ classes: [], href: "https://shop.nl/pagina#popmake-12" }, true],
    [{ classes: [], href: "/pagina#popmake-123" }, false],
    [{ classes: ["popmake-1"], href: null }, false],
    [{ classes: ["popmake-contact"], href: "/contact" }, false],
    [{ classes: [], href: null }, false],
  ])("%j → %s", (element, hit) => {
    expect(isPopupClickTarget(element, popup)).toBe(hit);
  });
  it.each([
    ["click_open", true],
    ["auto_open", true],
    ["form_submission", true],
    ["exit_intent", false],
    ["", false],
  ])("trigger type %s known: %s", (type, known) => {
    expect(isKnownTrigger(type)).toBe(known);
  });
});

describe("page conditions (server)", () => {
  it.each([
    ["/", "home"],
    ["/winkel", "listing"],
    ["/zoeken", "listing"],
    ["/product-categorie/glazen-deuren", "category"],
    ["/product/glazen-deur-op-maat", "product"],
    ["/winkelmand", "cart"],
    ["/afrekenen", "checkout"],
    ["/afrekenen/betalen/4", "checkout"],
    ["/algemene-voorwaarden", "content"],
    ["/contact", "content"],
    ["/winkel/", "listing"],
  ])("%s is a %s page", (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });

  const none: Conditions = { page_types: [], pages: [], products: [], logged_in: "any", cart: "any" };
  it("no conditions: every page type", () => {
    for (const type of PAGE_TYPES)
      expect(pageCanMatch(none, { type, path: "/x", productId: null })).toBe(true);
  });
  it.each<[Partial<Conditions>, PageType, string, number | null, boolean]>([
    [{ page_types: ["product"] }, "product", "/product/a", 1, true],
    [{ page_types: ["product"] }, "home", "/", null, false],
    [{ page_types: ["cart", "checkout"] }, "checkout", "/afrekenen", null, true],
    [{ pages: ["/algemene-voorwaarden"] }, "content", "/algemene-voorwaarden", null, true],
    [{ pages: ["/algemene-voorwaarden/"] }, "content", "/algemene-voorwaarden", null, true],
    [{ pages: ["/algemene-voorwaarden"] }, "content", "/contact", null, false],
    [{ products: [5] }, "product", "/product/a", 5, true],
    [{ products: [5] }, "product", "/product/b", 6, false],
    [{ products: [5], page_types: ["home"] }, "home", "/", null, true],
  ])("%j on a %s page (%s, product %s) → %s", (over, type, path, productId, can) => {
    expect(pageCanMatch({ ...none, ...over }, { type, path, productId })).toBe(can);
  });
});

describe("visitor conditions (browser)", () => {
  type Rules = Parameters<typeof visitorPasses>[0];
  const rules: Rules = { logged_in: "any", cart: "any", disable_on_mobile: false, disable_on_tablet: false };
  const visitor: Visitor = { loggedIn: false, cartEmpty: true, device: "desktop" };
  it.each<[Partial<Rules>, Partial<Visitor>, boolean]>([
    [{}, {}, true],
    [{ logged_in: "yes" }, { loggedIn: false }, false],
    [{ logged_in: "yes" }, { loggedIn: true }, true],
    [{ logged_in: "no" }, { loggedIn: true }, false],
    [{ logged_in: "no" }, { loggedIn: false }, true],
    [{ cart: "empty" }, { cartEmpty: false }, false],
    [{ cart: "empty" }, { cartEmpty: true }, true],
    [{ cart: "not_empty" }, { cartEmpty: true }, false],
    [{ cart: "not_empty" }, { cartEmpty: false }, true],
    [{ disable_on_mobile: true }, { device: "mobile" }, false],
    [{ disable_on_mobile: true }, { device: "tablet" }, true],
    [{ disable_on_tablet: true }, { device: "tablet" }, false],
    [{ disable_on_tablet: true }, { device: "desktop" }, true],
  ])("%j for %j → %s", (r, v, passes) => {
    expect(visitorPasses({ ...rules, ...r }, { ...visitor, ...v })).toBe(passes);
  });
  it.each([
    [375, true, "mobile"],
    [767, true, "mobile"],
    [768, true, "tablet"],
    [1279, true, "tablet"],
    [1280, true, "desktop"],
    [375, false, "desktop"],
  ] as const)("width %i, coarse pointer %s → %s", (width, coarse, device) => {
    expect(deviceOf(width, coarse)).toBe(device);
  });
});

describe("form success (§4.8, §9.8)", () => {
  it.each([
    [0, 0],
    [3, 3000],
    [10, 10_000],
    [99, 99_000],
    [100, 100],
    [2500, 2500],
    ["5", 5000],
    ["abc", 0],
  ])("closedelay %s → %i ms", (delay, ms) => {
    expect(closeDelayMs(delay)).toBe(ms);
  });
  const base: FormSuccess = {
    cookie: false,
    closepopup: false,
    closedelay: 0,
    openpopup: false,
    openpopup_id: 0,
    redirect_enabled: false,
    redirect: "",
  };
  const exists = (id: number) => id === 9;
  it.each<[Partial<FormSuccess>, unknown[]]>([
    [{}, []],
    [{ cookie: true }, [{ kind: "cookie", name: "pum-4", time: "+1 year" }]],
    [{ closepopup: true, closedelay: 3 }, [{ kind: "close", delayMs: 3000 }]],
    [{ openpopup: true, openpopup_id: 9 }, [{ kind: "open", popupId: 9 }]],
    [
      { openpopup: true, openpopup_id: 8, redirect_enabled: true, redirect: "/x" },
      [{ kind: "redirect", url: "/x" }],
    ],
    [{ redirect_enabled: true }, [{ kind: "redirect", url: "" }]],
    [
      {
        cookie: true,
        closepopup: true,
        closedelay: 1500,
        openpopup: true,
        openpopup_id: 9,
        redirect_enabled: true,
      },
      [
        { kind: "cookie", name: "pum-4", time: "+1 year" },
        { kind: "close", delayMs: 1500 },
        { kind: "open", popupId: 9 },
      ],
    ],
  ])("%j → %j", (over, steps) => {
    expect(successSteps(4, { ...base, ...over }, exists)).toEqual(steps);
  });
  it("decodes the newsletter's base64 redirect; unreadable is none", () => {
    expect(decodeRedirect(btoa("/bedankt"))).toBe("/bedankt");
    expect(decodeRedirect("%%%")).toBe("");
  });
});

describe("repositioning (§9.8)", () => {
  it.each([
    ["center top", 100, 300, 900, false, 100],
    ["center top", 100, 300, 900, true, 132],
    ["center", 100, 300, 900, false, 300],
    ["center", 100, 1000, 900, false, 10],
    ["center", 100, 1000, 900, true, 42],
  ] as const)("%s, top %i, popup %i in window %i, admin bar %s → %i", (loc, top, h, wh, bar, expected) => {
    expect(popupTop(loc, top, h, wh, bar)).toBe(expected);
  });
});
