import PhotoSwipe, { type PhotoSwipeOptions } from "photoswipe";
import lightboxCss from "photoswipe/style.css?url";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { type GalleryItem, largeOf } from "~/modules/products/gallery";

/**
 * The full-screen lightbox (PhotoSwipe 5). This module and PhotoSwipe are fetched on the first open (a dynamic
 * import from the gallery), never with the page's first-paint JS.
 */

const t = nl.gallery;
/** Spec §9.6: the lightbox's controls hide after this long without pointer or key activity. */
const IDLE_MS = 4000;

/** Spec §9.6 (full-screen lightbox, product gallery): no open/close animation, no loop, double tap zooms 1.33. */
export const LIGHTBOX_OPTIONS: PhotoSwipeOptions = {
  showAnimationDuration: 0,
  hideAnimationDuration: 0,
  showHideAnimationType: "none",
  loop: false,
  doubleTapAction: "zoom",
  secondaryZoomLevel: 1.33,
  indexIndicatorSep: " / ",
  closeTitle: t.close,
  zoomTitle: t.zoom,
  arrowPrevTitle: t.prev,
  arrowNextTitle: t.next,
  errorMsg: `${t.failedLink} ${t.failedRest}`,
};

let cssLoaded: Promise<void> | null = null;

/** PhotoSwipe's stylesheet, linked once (on the first open). */
function loadCss(): Promise<void> {
  cssLoaded ??= new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = lightboxCss;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
  return cssLoaded;
}

const FULLSCREEN_SVG =
  '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="M8 8h6v2h-4v4H8zm10 0h6v6h-2v-4h-4zM8 18h2v4h4v2H8zm14 0h2v6h-6v-2h4z"/></svg>';

/** Opens the lightbox on `items` at `index`; resolves when it is shown. */
export async function openLightbox(items: readonly GalleryItem[], index: number): Promise<PhotoSwipe> {
  await loadCss();
  const pswp = new PhotoSwipe({
    ...LIGHTBOX_OPTIONS,
    dataSource: items.map((item) => {
      const large = largeOf(item);
      return {
        src: large.src,
        srcset: large.srcset || undefined,
        width: large.width,
        height: large.height,
        alt: item.picture.alt || item.title,
        title: item.title,
      };
    }),
    index,
  });
  // Spec §8: a failed image says so, with a link to the image.
  pswp.addFilter("contentErrorElement", (element, content) => {
    const link = document.createElement("a");
    link.href = content.data.src ?? "";
    link.target = "_blank";
    link.rel = "noopener";
    link.textContent = t.failedLink;
    element.replaceChildren(link, ` ${t.failedRest}`);
    return element;
  });
  pswp.on("uiRegister", () => {
    pswp.ui?.registerElement({
      name: "fullscreen",
      title: t.fullscreen,
      ariaLabel: t.fullscreen,
      order: 15,
      isButton: true,
      html: FULLSCREEN_SVG,
      onClick: () => {
        const request = document.fullscreenElement
          ? document.exitFullscreen()
          : pswp.element?.requestFullscreen();
        request?.catch(() => {});
      },
    });
    pswp.ui?.registerElement({
      name: "caption",
      order: 9,
      isButton: false,
      appendTo: "root",
      onInit: (element) => {
        const show = () => {
          element.textContent = String(pswp.currSlide?.data.title ?? "");
        };
        pswp.on("change", show);
        show();
      },
    });
  });
  // Spec §9.6: idle (controls hidden) after 4000 ms without activity; any pointer or key activity wakes it.
  let idle: ReturnType<typeof setTimeout> | undefined;
  const wake = () => {
    pswp.element?.classList.remove("pswp--idle");
    clearTimeout(idle);
    idle = setTimeout(() => pswp.element?.classList.add("pswp--idle"), IDLE_MS);
  };
  for (const type of ["pointermove", "pointerdown", "keydown"]) document.addEventListener(type, wake);
  pswp.on("destroy", () => {
    clearTimeout(idle);
    for (const type of ["pointermove", "pointerdown", "keydown"]) document.removeEventListener(type, wake);
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
  });
  pswp.init();
  pswp.element?.setAttribute("aria-label", t.label);
  wake();
  return pswp;
}
