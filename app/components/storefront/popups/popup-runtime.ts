// The popups' behaviour in the browser (spec §2.9, §4.8, §5.6): triggers, cookies, visitor conditions, the
// lifecycle events, closing, repositioning and the forms. Plain DOM code, loaded on first use by the tiny
// PopupBehaviour island only on pages that render popups (app/components/storefront/popups/popups.tsx).

import {
  blockedByCookies,
  type CookieEvent,
  cookieNames,
  cookiesFor,
  decodeRedirect,
  deviceOf,
  isKnownTrigger,
  isPopupClickTarget,
  POPUP_EVENTS,
  popupCookieString,
  popupTop,
  successSteps,
  type Trigger,
  type Visitor,
  visitorPasses,
} from "~/modules/marketing/popup-rules";
import type { PopupClientData } from "~/modules/marketing/popup-view";
import { COOKIES, readCookie } from "~/utils/cookies";
import { readPageConfig } from "~/utils/page-config";
import { clearErrors, formValues, showErrors, showMessage } from "./popup-form-dom";

interface Entry {
  data: PopupClientData;
  root: HTMLElement;
  dialog: HTMLDialogElement;
  returnFocus: Element | null;
}

const popups = new Map<number, Entry>();
let started = false;
const debug = typeof location !== "undefined" && new URLSearchParams(location.search).has("pum_debug");

function log(...args: unknown[]): void {
  // `?pum_debug` in the address logs the lifecycle (spec §2.9).
  if (debug) console.log("[pum]", ...args);
}

/** Dispatches a lifecycle event on `#pum-{id}` (bubbles); returns false when a listener prevented it. */
function emit(entry: Entry, name: string, detail: Record<string, unknown> = {}, cancelable = false): boolean {
  log(name, entry.data.id, detail);
  return entry.root.dispatchEvent(
    new CustomEvent(name, { bubbles: true, cancelable, detail: { popupId: entry.data.id, ...detail } }),
  );
}

function visitor(): Visitor {
  const cookies = document.cookie;
  return {
    loggedIn: readCookie(cookies, COOKIES.loggedIn) === "1",
    cartEmpty: readCookie(cookies, COOKIES.itemsInCart) !== "1",
    device: deviceOf(window.innerWidth, window.matchMedia("(pointer: coarse)").matches),
  };
}

function writeCookies(entry: Entry, event: CookieEvent): void {
  for (const c of cookiesFor(entry.data.cookies, event)) {
    // biome-ignore lint/suspicious/noDocumentCookie: popup cookies are script-set by design (spec §3.13, §9.8)
    document.cookie = popupCookieString(c.settings.name, c.settings.time, new Date());
    log("cookie", c.settings.name, c.settings.time);
  }
}

function isOpen(entry: Entry): boolean {
  return entry.dialog.open;
}

function analytics(entry: Entry, event: "open" | "conversion"): void {
  const config = readPageConfig();
  if (!config || document.querySelector(".pum-popups")?.getAttribute("data-analytics") !== "1") return;
  const body = new URLSearchParams({
    action: "pum_analytics",
    security: config.nonce,
    event,
    pid: String(entry.data.id),
    _cache: String(Date.now()),
  });
  navigator.sendBeacon?.(config.ajax_url, body);
}

/** Opens a popup when it is not open, its trigger's cookies do not block it and its conditions pass (§4.8). */
export function open(id: number, trigger?: Trigger): boolean {
  const entry = popups.get(id);
  if (!entry || isOpen(entry)) return false;
  if (trigger && blockedByCookies(trigger, cookieNames(document.cookie))) {
    log("blocked by cookie", id);
    return false;
  }
  const passes = visitorPasses(entry.data.visitor, visitor());
  emit(entry, POPUP_EVENTS.checkConditions, { passes });
  if (!passes) return false;
  if (!emit(entry, POPUP_EVENTS.beforeOpen, { trigger: trigger?.type ?? "manual" }, true)) {
    emit(entry, POPUP_EVENTS.openPrevented);
    return false;
  }
  if (!entry.data.stackable) for (const other of popups.values()) if (other !== entry) close(other.data.id);
  entry.returnFocus = document.activeElement;
  const closeButton = entry.dialog.querySelector<HTMLElement>(".pum-close");
  if (closeButton && entry.data.close.buttonDelay > 0) {
    closeButton.hidden = true;
    setTimeout(() => {
      closeButton.hidden = false;
    }, entry.data.close.buttonDelay);
  }
  entry.root.classList.add("pum-active");
  entry.dialog.showModal();
  reposition(entry);
  writeCookies(entry, "on_popup_open");
  analytics(entry, "open");
  emit(entry, POPUP_EVENTS.afterOpen);
  return true;
}

/** Closes a popup (unless a `pumBeforeClose` listener prevents it) and returns focus where it was. */
export function close(id: number): boolean {
  const entry = popups.get(id);
  if (!entry || !isOpen(entry)) return false;
  emit(entry, POPUP_EVENTS.setupClose);
  if (!emit(entry, POPUP_EVENTS.beforeClose, {}, true)) {
    emit(entry, POPUP_EVENTS.closePrevented);
    return false;
  }
  entry.dialog.close();
  entry.root.classList.remove("pum-active");
  writeCookies(entry, "on_popup_close");
  const back = entry.returnFocus;
  entry.returnFocus = null;
  if (back instanceof HTMLElement && back.isConnected) back.focus();
  emit(entry, POPUP_EVENTS.afterClose);
  return true;
}

/** Places an open popup (its location's top, the admin bar allowed for); throttled to 500 ms on resize. */
function reposition(entry: Entry): void {
  if (entry.data.position.disable_reposition || !isOpen(entry)) return;
  emit(entry, POPUP_EVENTS.beforeReposition);
  const adminBar = document.body.classList.contains("admin-bar");
  const top = popupTop(
    entry.data.position.location,
    entry.data.position.top,
    entry.dialog.offsetHeight,
    window.innerHeight,
    adminBar,
  );
  entry.dialog.style.marginTop = `${top}px`;
  // What does not fit below that top scrolls inside the popup.
  entry.dialog.style.maxHeight = `calc(100vh - ${top + 16}px)`;
  emit(entry, POPUP_EVENTS.afterReposition, { top });
}

let repositionQueued = false;
function onResize(): void {
  if (repositionQueued) return;
  repositionQueued = true;
  setTimeout(() => {
    repositionQueued = false;
    for (const entry of popups.values()) reposition(entry);
  }, 500);
}

function clickTriggers(entry: Entry): Trigger[] {
  return entry.data.triggers.filter((t) => t.type === "click_open");
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  // A click on the backdrop lands on the dialog itself (its content fills an inner box).
  for (const entry of popups.values()) {
    if (target === entry.dialog && isOpen(entry) && entry.data.close.overlay) {
      close(entry.data.id);
      return;
    }
    if (target.closest(".pum-close") && entry.dialog.contains(target)) {
      close(entry.data.id);
      return;
    }
  }
  for (const entry of popups.values()) {
    for (const trigger of clickTriggers(entry)) {
      const extra = trigger.settings.extra_selectors?.trim();
      let el: Element | null = target;
      let hit = false;
      while (el && !hit) {
        hit = isPopupClickTarget(
          { classes: [...el.classList], href: el instanceof HTMLAnchorElement ? el.href : null },
          entry.data,
        );
        if (!hit) el = el.parentElement;
      }
      if (!hit && extra) {
        try {
          hit = target.closest(extra) !== null;
        } catch {
          console.warn("[pum] invalid extra selector", extra);
        }
      }
      if (!hit) continue;
      if (!trigger.settings.do_default) event.preventDefault();
      open(entry.data.id, trigger);
      return;
    }
  }
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the open popup (the modal dialog alone lets focus leave to the browser). */
function trapTab(event: KeyboardEvent): void {
  for (const entry of popups.values()) {
    if (!isOpen(entry)) continue;
    const items = [...entry.dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
    );
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    const inside = active instanceof Node && entry.dialog.contains(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
    return;
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === "Tab") {
    trapTab(event);
    return;
  }
  if (event.key !== "F4") return;
  for (const entry of popups.values()) {
    if (isOpen(entry) && entry.data.close.f4) {
      event.preventDefault();
      close(entry.data.id);
    }
  }
}

function afterSuccess(entry: Entry, form: HTMLFormElement, kind: string): void {
  emit(entry, POPUP_EVENTS.formSuccess, { form: kind });
  analytics(entry, "conversion");
  const success = { ...entry.data.form_success };
  // The newsletter form's redirect is stored base64-encoded (spec §7.12).
  if (kind === "newsletter") success.redirect = decodeRedirect(success.redirect);
  writeCookies(entry, "form_success");
  for (const step of successSteps(entry.data.id, success, (id) => popups.has(id))) {
    if (step.kind === "cookie") {
      // biome-ignore lint/suspicious/noDocumentCookie: the form-success cookie pum-{id} (spec §9.8)
      document.cookie = popupCookieString(step.name, step.time, new Date());
    } else if (step.kind === "close") setTimeout(() => close(entry.data.id), step.delayMs);
    else if (step.kind === "open") open(step.popupId);
    else if (step.url) location.assign(step.url);
    else location.reload();
  }
  if (entry.data.close.form && !success.closepopup)
    setTimeout(() => close(entry.data.id), entry.data.close.formDelay);
  // Other popups with a form-submission trigger open after their delay (spec §2.9).
  for (const other of popups.values()) {
    for (const trigger of other.data.triggers) {
      if (trigger.type !== "form_submission" || other === entry) continue;
      const wanted = trigger.settings.form ?? "any";
      if (wanted !== "any" && wanted !== kind) continue;
      setTimeout(() => open(other.data.id, trigger), (trigger.settings.delay ?? 0) * 1000);
    }
  }
  if (kind === "newsletter") form.reset();
  form.classList.add("pum-form--success");
}

async function onSubmit(event: SubmitEvent): Promise<void> {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  const kind = form?.dataset.pumForm;
  const root = form?.closest<HTMLElement>("[data-popmake]");
  const entry = root ? popups.get(Number(root.id.replace("pum-", ""))) : undefined;
  const config = readPageConfig();
  if (!form || !kind || !entry || !config) return;
  event.preventDefault();
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  form.classList.add("pum-form--loading");
  form.setAttribute("aria-busy", "true");
  if (button) button.disabled = true;
  clearErrors(form);
  form.classList.remove("pum-form--has-errors", "pum-form--success");
  try {
    const response = await fetch(config.ajax_url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        action: kind === "newsletter" ? "pum_sub_form" : "pum_form",
        security: config.nonce,
        popup_id: entry.data.id,
        values: formValues(form),
      }),
    });
    const answer = (await response.json()) as {
      success?: boolean;
      data?: { message?: string; errors?: { field: string; message: string }[] };
    };
    if (answer.success) {
      showMessage(form, answer.data?.message ?? "", false);
      afterSuccess(entry, form, kind);
    } else showErrors(form, answer.data?.message ?? "", answer.data?.errors ?? []);
  } catch (error) {
    // A failed request is only logged (spec §8).
    console.error("[pum] form request failed", error);
  } finally {
    form.classList.remove("pum-form--loading");
    form.removeAttribute("aria-busy");
    if (button) button.disabled = false;
  }
}

/**
 * Reads the popups now in the page (again after a client-side navigation). Auto-open timers are the first-paint
 * island's (popup-behaviour.tsx): it loads this script when one runs out.
 */
export function scan(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-popmake]")) {
    const data = JSON.parse(root.dataset.popmake ?? "{}") as PopupClientData;
    const known = popups.get(data.id);
    if (known?.root === root) continue;
    const dialog = root.querySelector("dialog");
    if (!dialog) continue;
    const entry: Entry = { data, root, dialog, returnFocus: null };
    popups.set(data.id, entry);
    dialog.addEventListener("cancel", (event) => {
      // Esc: closed through close() (its events, cookies, focus return) when the popup allows it.
      event.preventDefault();
      if (entry.data.close.esc) close(data.id);
    });
    emit(entry, POPUP_EVENTS.init);
    for (const trigger of data.triggers)
      if (!isKnownTrigger(trigger.type))
        console.warn(`[pum] unknown trigger type "${trigger.type}"`, data.id);
  }
  for (const [id, entry] of popups) if (!entry.root.isConnected) popups.delete(id);
}

/** Starts the popups once per page load (delegated listeners), then reads the popups in the page. */
export function start(): void {
  if (!started) {
    started = true;
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("submit", (e) => void onSubmit(e));
    window.addEventListener("resize", onResize);
    (window as unknown as { PUM?: unknown }).PUM = { open, close };
  }
  scan();
}
