/**
 * The popups' pure rules (spec §2.9, §3.13, §4.8, §9.8), shared by the server (which pages a popup can appear
 * on) and the browser script (triggers, cookies, visitor conditions, form success). Imports neither the database
 * nor React nor zod: the storefront's popup script carries it.
 */

export const PAGE_TYPES = ["home", "listing", "category", "product", "cart", "checkout", "content"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const TRIGGER_TYPES = ["click_open", "auto_open", "form_submission"] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export const COOKIE_EVENTS = ["on_popup_open", "on_popup_close", "manual", "form_success"] as const;
export type CookieEvent = (typeof COOKIE_EVENTS)[number];

export interface Trigger {
  type: string;
  settings: {
    /** auto_open: seconds before the popup opens. form_submission: seconds after the form's success. */
    delay?: number;
    /** The cookies that stop this trigger (names of the popup's cookies). */
    cookie_name?: string[];
    /** click_open: CSS selectors that open the popup too (comma-separated). */
    extra_selectors?: string;
    /** click_open: let the clicked link do its default too (follow the link). */
    do_default?: boolean;
    /** form_submission: the form ("any" or a popup form kind: "newsletter", "contact"). */
    form?: string;
  };
}

export interface PopupCookie {
  event: string;
  settings: { name: string /** "+30 days", "+1 year"… empty: a session cookie. */; time: string };
}

export interface Conditions {
  /** Empty: every page type. */
  page_types: PageType[];
  /** Paths (e.g. "/algemene-voorwaarden"); with page_types, the popup shows on either. */
  pages: string[];
  /** Product ids. */
  products: number[];
  logged_in: "any" | "yes" | "no";
  cart: "any" | "empty" | "not_empty";
}

export interface FormSuccess {
  cookie: boolean;
  closepopup: boolean;
  closedelay: number;
  openpopup: boolean;
  openpopup_id: number;
  redirect_enabled: boolean;
  /** The address to go to (the newsletter form stores it base64-encoded); empty reloads the page. */
  redirect: string;
}

/** What a visitor's browser knows about them (cookies and the screen; never baked into cached markup). */
export interface Visitor {
  loggedIn: boolean;
  cartEmpty: boolean;
  device: "mobile" | "tablet" | "desktop";
}

/** The page the server renders, for the conditions it can decide on its own. */
export interface PageFacts {
  type: PageType;
  path: string;
  productId: number | null;
}

/** Spec §9.8: cookies last 30 days unless set otherwise; the form-success cookie `pum-{id}` one year. */
export const DEFAULT_COOKIE_TIME = "+30 days";
export const FORM_SUCCESS_COOKIE_TIME = "+1 year";
export const formSuccessCookieName = (popupId: number) => `pum-${popupId}`;

const UNITS_MS: Record<string, number> = {
  second: 1_000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
  year: 365 * 86_400_000,
};

/**
 * When a cookie set at `now` with the relative time `time` ("+30 days", "1 year", "+2 weeks") expires; null for a
 * session cookie (empty time). An unreadable time falls back to the default 30 days.
 */
export function cookieExpiry(time: string, now: Date): Date | null {
  const text = time.trim().toLowerCase();
  if (text === "") return null;
  const match = /^\+?\s*(\d+)\s*(second|minute|hour|day|week|month|year)s?$/.exec(text);
  if (!match) return cookieExpiry(DEFAULT_COOKIE_TIME, now);
  return new Date(now.getTime() + Number(match[1]) * UNITS_MS[match[2]]);
}

/** The `Set-Cookie`-style string `document.cookie` takes for a popup cookie. */
export function popupCookieString(name: string, time: string, now: Date): string {
  const expiry = cookieExpiry(time, now);
  const expires = expiry ? `; expires=${expiry.toUTCString()}` : "";
  return `${encodeURIComponent(name)}=1; path=/${expires}; SameSite=Lax`;
}

/** The names of the cookies present in a `document.cookie` string. */
export function cookieNames(cookieString: string): Set<string> {
  const names = new Set<string>();
  for (const part of cookieString.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) names.add(decodeURIComponent(name));
  }
  return names;
}

/** A trigger is blocked when any cookie it names is set (spec §4.8). */
export function blockedByCookies(trigger: Trigger, present: Set<string>): boolean {
  return (trigger.settings.cookie_name ?? []).some((name) => present.has(name));
}

/** The popup's cookies to write on `event`. */
export function cookiesFor(cookies: PopupCookie[], event: CookieEvent): PopupCookie[] {
  return cookies.filter((c) => c.event === event && c.settings.name !== "");
}

/** Known trigger types; any other is skipped with a warning (spec §8). */
export function isKnownTrigger(type: string): type is TriggerType {
  return (TRIGGER_TYPES as readonly string[]).includes(type);
}

/**
 * Whether a click on an element (its classes and, for a link, its href) is a click trigger of the popup:
 * the class `popmake-{id}` or `popmake-{slug}`, or a link ending in `#popmake-{id}` (spec §2.9). Extra
 * selectors are matched by the browser script with `closest()`.
 */
export function isPopupClickTarget(
  element: { classes: readonly string[]; href: string | null },
  popup: { id: number; slug: string },
): boolean {
  if (element.classes.includes(`popmake-${popup.id}`) || element.classes.includes(`popmake-${popup.slug}`))
    return true;
  return element.href?.endsWith(`#popmake-${popup.id}`) === true;
}

/** The page type of a storefront path (spec §4.8 conditions). */
export function pageTypeOf(path: string): PageType {
  const p = path.replace(/\/+$/, "") || "/";
  if (p === "/") return "home";
  if (p === "/winkel" || p === "/zoeken") return "listing";
  if (p.startsWith("/product-categorie/")) return "category";
  if (p.startsWith("/product/")) return "product";
  if (p === "/winkelmand") return "cart";
  if (p === "/afrekenen" || p.startsWith("/afrekenen/")) return "checkout";
  return "content";
}

/**
 * Whether the popup can appear on this page at all (decided on the server; a popup that cannot is not rendered).
 * No page type, page or product listed: every page.
 */
export function pageCanMatch(conditions: Conditions, page: PageFacts): boolean {
  const { page_types, pages, products } = conditions;
  if (page_types.length === 0 && pages.length === 0 && products.length === 0) return true;
  if (page_types.includes(page.type)) return true;
  const path = page.path.replace(/\/+$/, "") || "/";
  if (pages.some((p) => (p.replace(/\/+$/, "") || "/") === path)) return true;
  return page.productId !== null && products.includes(page.productId);
}

/** The conditions only the visitor's browser can decide (logged in, cart, device). */
export function visitorPasses(
  rules: Pick<Conditions, "logged_in" | "cart"> & { disable_on_mobile: boolean; disable_on_tablet: boolean },
  visitor: Visitor,
): boolean {
  if (rules.logged_in === "yes" && !visitor.loggedIn) return false;
  if (rules.logged_in === "no" && visitor.loggedIn) return false;
  if (rules.cart === "empty" && !visitor.cartEmpty) return false;
  if (rules.cart === "not_empty" && visitor.cartEmpty) return false;
  if (rules.disable_on_mobile && visitor.device === "mobile") return false;
  if (rules.disable_on_tablet && visitor.device === "tablet") return false;
  return true;
}

/** The device class of a screen: a touch screen under 768 px is a phone, under 1280 px a tablet. */
export function deviceOf(width: number, coarsePointer: boolean): Visitor["device"] {
  if (!coarsePointer) return "desktop";
  if (width < 768) return "mobile";
  if (width < 1280) return "tablet";
  return "desktop";
}

/** `closedelay` in milliseconds: seconds, except 3 or more digits, which are already milliseconds (spec §9.8). */
export function closeDelayMs(closedelay: number | string): number {
  const text = String(closedelay).trim();
  if (!/^\d+$/.test(text)) return 0;
  const n = Number(text);
  return text.length >= 3 ? n : n * 1000;
}

/** A newsletter form's redirect is stored base64-encoded (spec §7.12); anything unreadable is no redirect. */
export function decodeRedirect(encoded: string): string {
  try {
    return atob(encoded);
  } catch {
    return "";
  }
}

export type SuccessStep =
  | { kind: "cookie"; name: string; time: string }
  | { kind: "close"; delayMs: number }
  | { kind: "open"; popupId: number }
  | { kind: "redirect"; url: string };

/**
 * What happens after a popup's form succeeds, in the order of spec §4.8: the cookie; the close after closedelay;
 * then opening another popup (when it exists) or else the redirect (empty: reload). `redirect` is the decoded one.
 */
export function successSteps(
  popupId: number,
  success: FormSuccess,
  popupExists: (id: number) => boolean,
): SuccessStep[] {
  const steps: SuccessStep[] = [];
  if (success.cookie)
    steps.push({ kind: "cookie", name: formSuccessCookieName(popupId), time: FORM_SUCCESS_COOKIE_TIME });
  if (success.closepopup) steps.push({ kind: "close", delayMs: closeDelayMs(success.closedelay) });
  if (success.openpopup && popupExists(success.openpopup_id))
    steps.push({ kind: "open", popupId: success.openpopup_id });
  else if (success.redirect_enabled) steps.push({ kind: "redirect", url: success.redirect });
  return steps;
}

/** The admin bar's height: a popup's top moves down by it when the bar shows (spec §9.8). */
export const ADMIN_BAR_OFFSET = 32;

/**
 * The top (px) of a popup placed at `location` when repositioned: "…top" locations sit `positionTop` below the top
 * (plus the admin bar); a vertically centred one is centred, or, when taller than the window, at 42 (admin bar) or
 * 10 (spec §9.8).
 */
export function popupTop(
  location: string,
  positionTop: number,
  popupHeight: number,
  windowHeight: number,
  adminBar: boolean,
): number {
  const bar = adminBar ? ADMIN_BAR_OFFSET : 0;
  if (location.endsWith("top")) return positionTop + bar;
  if (popupHeight >= windowHeight) return 10 + bar;
  return Math.max(10 + bar, Math.round((windowHeight - popupHeight) / 2));
}

/** The documented lifecycle events (spec §4.8), dispatched on the popup's `#pum-{id}` element (they bubble). */
export const POPUP_EVENTS = {
  init: "pumInit",
  beforeOpen: "pumBeforeOpen",
  openPrevented: "pumOpenPrevented",
  afterOpen: "pumAfterOpen",
  setupClose: "pumSetupClose",
  closePrevented: "pumClosePrevented",
  beforeClose: "pumBeforeClose",
  afterClose: "pumAfterClose",
  beforeReposition: "pumBeforeReposition",
  afterReposition: "pumAfterReposition",
  checkConditions: "pumCheckConditions",
  formSuccess: "pumFormSuccess",
} as const;
