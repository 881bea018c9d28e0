// The lightbox's dialog (issue 15 point 4; spec §2.2, §8, §9.6), built in the browser when a lightbox opens and
// removed 300 ms after it closes: a modal <dialog> (the rest of the page inert, so focus stays inside), Escape
// and a click on the overlay close it, focus goes back to what had it before. Galleries go previous/next with a
// counter and preload the next image; failures show the Dutch texts of §8.
import { pagesMessages } from "~/i18n/nl.pages";
import { storefrontMessages } from "~/i18n/nl.storefront";
import {
  fillCounter,
  GALLERY_PRELOAD,
  galleryStep,
  LIGHTBOX_REMOVAL_DELAY_MS,
  type LightboxSetup,
  preloadIndexes,
} from "~/modules/pages/lightbox";
import { reducedMotion } from "./motion";

const t = pagesMessages.lightbox;
const dialogText = storefrontMessages.dialog;
const galleryText = storefrontMessages.gallery;
/** An iframe that has not loaded after this long shows the failure text. */
const FRAME_TIMEOUT_MS = 20_000;

/** What a dialog shows: a lightbox's setup, or nothing found ("Inhoud niet gevonden"). */
export type LightboxContent = { setup: LightboxSetup; title: string } | { missing: true };

let current: { close: (now?: boolean) => void } | null = null;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  attributes: Record<string, string> = {},
  text = "",
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

const failure = (text: string) => el("p", "lightbox__error", { role: "alert" }, text);

function frame(src: string, title: string): HTMLElement {
  const box = el("div", "lightbox__frame");
  const iframe = el("iframe", "", {
    src,
    title,
    allow: "autoplay; fullscreen; picture-in-picture",
    allowfullscreen: "",
    referrerpolicy: "strict-origin-when-cross-origin",
  });
  const fail = () => box.replaceChildren(failure(t.contentError));
  const timer = window.setTimeout(fail, FRAME_TIMEOUT_MS);
  iframe.addEventListener("load", () => window.clearTimeout(timer), { once: true });
  iframe.addEventListener("error", () => {
    window.clearTimeout(timer);
    fail();
  });
  box.append(iframe);
  return box;
}

/** The gallery (or single image): one figure, previous/next with the counter when there are more. */
function gallery(setup: LightboxSetup, panel: HTMLElement): HTMLElement {
  const { images } = setup;
  const figure = el("figure", "lightbox__figure");
  const counter = el("p", "lightbox__counter", { "aria-live": "polite" });
  let index = 0;
  const show = (i: number) => {
    index = i;
    const image = images[i];
    const img = el("img", "lightbox__image", { src: image.src, alt: image.alt });
    const position = i + 1;
    img.addEventListener("error", () => {
      if (index === i) figure.replaceChildren(failure(fillCounter(t.imageError, position, images.length)));
    });
    figure.replaceChildren(img);
    counter.textContent = fillCounter(t.counter, position, images.length);
    for (const n of preloadIndexes(i, images.length, GALLERY_PRELOAD)) new Image().src = images[n].src;
  };
  const node = el("div", "lightbox__gallery");
  node.append(figure);
  if (images.length > 1) {
    const nav = el("div", "lightbox__nav");
    const previous = el("button", "lightbox__arrow", {
      type: "button",
      "aria-label": galleryText.prev,
      title: galleryText.prev,
    });
    const next = el("button", "lightbox__arrow", {
      type: "button",
      "aria-label": galleryText.next,
      title: galleryText.next,
    });
    previous.innerHTML = '<span aria-hidden="true">‹</span>';
    next.innerHTML = '<span aria-hidden="true">›</span>';
    previous.addEventListener("click", () => show(galleryStep(index, -1, images.length)));
    next.addEventListener("click", () => show(galleryStep(index, 1, images.length)));
    nav.append(previous, counter, next);
    node.append(nav);
    panel.addEventListener("keydown", (event) => {
      if (event.key === "ArrowLeft") show(galleryStep(index, -1, images.length));
      if (event.key === "ArrowRight") show(galleryStep(index, 1, images.length));
    });
  }
  show(0);
  return node;
}

/** Opens a lightbox, closing one already open at once; a missing target shows "Inhoud niet gevonden". */
export function openLightbox(content: LightboxContent): void {
  current?.close(true);
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const setup = "setup" in content ? content.setup : null;
  const kind = setup?.kind ?? "inline";
  const offcanvas = kind === "offcanvas";
  const pos = offcanvas
    ? setup?.pos === "left"
      ? "left"
      : "right"
    : setup?.pos === "top"
      ? "top"
      : "center";
  const dialog = el("dialog", `lightbox lightbox--${kind} lightbox--pos-${pos}`, {
    role: "dialog",
    "aria-modal": "true",
    "aria-label": dialogText.label,
    "data-lightbox-dialog": setup?.anchor ?? "",
  });
  dialog.classList.add(`lightbox--color-${setup?.color ?? "light"}`, `lightbox--bg-${setup?.bg ?? "dark"}`);
  for (const name of setup?.className.split(" ").filter(Boolean) ?? []) dialog.classList.add(name);
  const panel = el("div", "lightbox__panel");
  const close = el("button", "lightbox__close", {
    type: "button",
    "aria-label": dialogText.close,
    title: dialogText.close,
  });
  close.innerHTML = '<span aria-hidden="true">×</span>';
  const body = el("div", "lightbox__content");
  panel.append(close, body);
  dialog.append(panel);

  // Inline content moves into the dialog and back after it is removed (so ids inside stay unique).
  let moved: { from: Element; nodes: Node[] } | null = null;
  if (!setup) body.append(failure(t.notFound));
  else if (kind === "image" || kind === "gallery") body.append(gallery(setup, panel));
  else if (kind === "video" || kind === "map" || kind === "iframe") {
    body.append(
      setup.src ? frame(setup.src, "title" in content ? content.title : "") : failure(t.contentError),
    );
  } else {
    const from = document.getElementById(setup.anchor)?.querySelector(".page-lightbox__body");
    if (from) {
      moved = { from, nodes: [...from.childNodes] };
      body.append(...moved.nodes);
    } else body.append(failure(t.notFound));
  }

  let closed = false;
  const finish = () => {
    if (dialog.open) dialog.close();
    dialog.remove();
    if (moved) moved.from.append(...moved.nodes);
    if (current === handle) current = null;
    if (setup && window.location.hash === `#${setup.anchor}`)
      history.replaceState(history.state, "", window.location.pathname + window.location.search);
    if (returnTo?.isConnected) returnTo.focus();
  };
  const shut = (now = false) => {
    if (closed) return;
    closed = true;
    dialog.classList.remove("is-open");
    dialog.classList.add("is-closing");
    if (now) finish();
    else window.setTimeout(finish, LIGHTBOX_REMOVAL_DELAY_MS);
  };
  const handle = { close: shut };
  current = handle;

  close.addEventListener("click", () => shut());
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) shut();
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    shut();
  });
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    shut();
  });
  // A dialog closed by the browser itself (a second Escape) is removed at once.
  dialog.addEventListener("close", () => {
    if (!closed) {
      closed = true;
      finish();
    }
  });

  document.body.append(dialog);
  dialog.showModal();
  const focus = setup?.focus ? panel.querySelector<HTMLElement>(setup.focus) : null;
  (focus ?? close).focus();
  if (reducedMotion()) dialog.classList.add("is-open");
  else requestAnimationFrame(() => requestAnimationFrame(() => dialog.classList.add("is-open")));
}
