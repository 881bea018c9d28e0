import { useEffect } from "react";
import { REVIEWS_SCROLL, type TabKey, tabAfterKey, tabForLocation } from "~/modules/reviews/tab-hash";
import { scrollToAnchor, scrollTopFor, smoothScrollTo } from "~/utils/scroll";

/**
 * The product tabs' and the review form's behaviour (spec §2.5, §2.8, §5.5) on the server-rendered markup of
 * product-tabs.tsx: without JS every section shows and the tab list is a list of links to them. Renders nothing.
 */
export function ProductTabsBehaviour(props: { tabsLabel: string; ratingRequired: string }) {
  const { tabsLabel, ratingRequired } = props;
  useEffect(() => {
    const root = document.querySelector<HTMLElement>("[data-tabs]");
    const cleanups = [root ? enhanceTabs(root, tabsLabel) : null, enhanceReviewForm(ratingRequired)];
    return () => {
      for (const c of cleanups) c?.();
    };
  }, [tabsLabel, ratingRequired]);
  return null;
}

function enhanceTabs(root: HTMLElement, label: string): () => void {
  const list = root.querySelector<HTMLElement>("[data-tablist]");
  const links = [...root.querySelectorAll<HTMLAnchorElement>("a[data-tab]")];
  const keys = links.map((a) => a.dataset.tab as TabKey);
  const panelOf = (key: string) => root.querySelector<HTMLElement>(`[data-panel="${key}"]`);
  list?.setAttribute("role", "tablist");
  list?.setAttribute("aria-label", label);
  for (const a of links) {
    a.parentElement?.setAttribute("role", "presentation");
    a.setAttribute("role", "tab");
    a.setAttribute("aria-controls", `tab-${a.dataset.tab}`);
    const panel = panelOf(a.dataset.tab ?? "");
    panel?.setAttribute("role", "tabpanel");
    panel?.setAttribute("tabindex", "0");
  }
  root.classList.add("product-tabs--js");

  const open = (key: TabKey, focus = false) => {
    for (const a of links) {
      const on = a.dataset.tab === key;
      a.setAttribute("aria-selected", String(on));
      a.tabIndex = on ? 0 : -1;
      a.parentElement?.classList.toggle("active", on);
      const panel = panelOf(a.dataset.tab ?? "");
      if (panel) panel.hidden = !on;
      if (on && focus) a.focus();
    }
  };
  const scrollToReviews = () => {
    const target = root.querySelector("[data-tablist] a[data-tab='reviews']") ?? panelOf("reviews");
    if (target) void smoothScrollTo(scrollTopFor(target, REVIEWS_SCROLL.offset), REVIEWS_SCROLL.durationMs);
  };
  // The page-wide hash scroll (page-behaviour.tsx) leaves anchors inside the tabs to this one.
  const fromLocation = () => {
    const choice = tabForLocation({ hash: window.location.hash, href: window.location.href }, keys);
    open(choice.tab);
    if (choice.scrollToReviews) scrollToReviews();
    else if (window.location.hash === `#tab-${choice.tab}`) void scrollToAnchor(root);
  };
  fromLocation();

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as Element | null)?.closest?.("a");
    if (!link) return;
    if (link.dataset.tab && root.contains(link)) {
      event.preventDefault();
      open(link.dataset.tab as TabKey);
      return;
    }
    // The review-count link (and any other link to the reviews on this page) opens the reviews tab.
    const href = link.getAttribute("href") ?? "";
    if (
      href.startsWith("#") &&
      keys.includes("reviews") &&
      tabForLocation({ hash: href, href }, keys).scrollToReviews
    ) {
      event.preventDefault();
      if (window.location.hash !== href) window.history.pushState(window.history.state, "", href);
      open("reviews");
      scrollToReviews();
    }
  };
  const onKey = (event: KeyboardEvent) => {
    const index = links.indexOf(event.target as HTMLAnchorElement);
    if (index < 0) return;
    const next = tabAfterKey(event.key, index, links.length);
    if (next === null) return;
    event.preventDefault();
    open(keys[next], true);
  };
  const onHash = () => fromLocation();
  document.addEventListener("click", onClick);
  list?.addEventListener("keydown", onKey);
  window.addEventListener("hashchange", onHash);
  return () => {
    document.removeEventListener("click", onClick);
    list?.removeEventListener("keydown", onKey);
    window.removeEventListener("hashchange", onHash);
  };
}

/**
 * Spec §2.8, §3.12, §5.5: a reply link moves the form under its comment and sets comment_parent; the cancel
 * link sets it back to 0 and moves the form back; Ctrl/Cmd+Enter submits; a review without a rating is
 * stopped with the alert "Selecteer een beoordeling".
 */
function enhanceReviewForm(ratingRequired: string): (() => void) | null {
  const respond = document.getElementById("respond");
  const form = document.getElementById("commentform") as HTMLFormElement | null;
  const parent = document.getElementById("comment_parent") as HTMLInputElement | null;
  const cancel = document.getElementById("cancel-comment-reply-link");
  const title = respond?.querySelector<HTMLElement>("[data-reply-title]");
  const rating = respond?.querySelector<HTMLFieldSetElement>("[data-rating-field]");
  if (!respond || !form || !parent || !cancel || !title || !rating) return null;
  const home = document.createComment("respond");
  respond.before(home);
  const defaultTitle = title.textContent ?? "";

  const moveTo = (link: HTMLElement) => {
    const below = document.getElementById(link.dataset.belowelement ?? "");
    if (!below) return false;
    below.after(respond);
    parent.value = link.dataset.commentid ?? "0";
    title.textContent = link.dataset.replyto ?? defaultTitle;
    cancel.hidden = false;
    rating.hidden = true;
    rating.disabled = true;
    form.querySelector<HTMLTextAreaElement>("#comment")?.focus();
    return true;
  };
  const reset = () => {
    home.after(respond);
    parent.value = "0";
    title.textContent = defaultTitle;
    cancel.hidden = true;
    rating.hidden = false;
    rating.disabled = false;
  };
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLElement>(
      "a.comment-reply-link, #cancel-comment-reply-link",
    );
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (link === cancel) {
      event.preventDefault();
      reset();
      cancel.blur();
      return;
    }
    if (moveTo(link)) event.preventDefault();
  };
  const ratingMissing = () => !rating.disabled && !form.querySelector("input[name='rating']:checked");
  const onSubmit = (event: SubmitEvent) => {
    if (ratingMissing()) {
      event.preventDefault();
      window.alert(ratingRequired);
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    form.requestSubmit();
  };
  document.addEventListener("click", onClick);
  form.addEventListener("submit", onSubmit);
  form.addEventListener("keydown", onKey);
  return () => {
    document.removeEventListener("click", onClick);
    form.removeEventListener("submit", onSubmit);
    form.removeEventListener("keydown", onKey);
  };
}
