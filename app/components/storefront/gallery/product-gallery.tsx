import { type PointerEvent, useEffect, useRef, useState } from "react";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import {
  chosenImage,
  type GalleryItem,
  type ImageChangers,
  largeOf,
  shownItems,
} from "~/modules/products/gallery";
import { ProductPicture } from "../product-picture";

const t = nl.gallery;
const MAIN_SIZES = "(min-width: 768px) 50vw, 100vw";

/** The current values of the changer fields in the page's option form (select, radio group or checkboxes). */
function readValues(fields: readonly string[]): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const field of fields) {
    const elements = [...document.getElementsByName(field), ...document.getElementsByName(`${field}[]`)];
    values[field] = elements.flatMap((e) => {
      if (e instanceof HTMLSelectElement) return [e.value];
      if (e instanceof HTMLInputElement) return e.checked ? [e.value] : [];
      return [];
    });
  }
  return values;
}

/** Hover zoom: the point under the mouse is the zoom's origin (the zoom itself is CSS, app/styles/gallery.css). */
function zoomAt(event: PointerEvent<HTMLAnchorElement>) {
  if (event.pointerType !== "mouse") return;
  const box = event.currentTarget.getBoundingClientRect();
  event.currentTarget.style.setProperty("--zoom-x", `${((event.clientX - box.left) / box.width) * 100}%`);
  event.currentTarget.style.setProperty("--zoom-y", `${((event.clientY - box.top) / box.height) * 100}%`);
}

/**
 * The product's images (spec §2.5): the main image (the page's LCP element) and a strip of thumbnails. Without JS
 * every image is a plain link to its full-size file. With JS a thumbnail shows its image as the main one, a click
 * on the main image or the magnifier opens the full-screen lightbox (fetched on first open), and image changers
 * follow the option form: a chosen suboption with an image swaps the main image and first thumbnail.
 */
export function ProductGallery({
  items,
  changers,
  initialValues,
}: {
  items: GalleryItem[];
  changers: ImageChangers;
  /** The option values the page was rendered with (after a no-JS post): the changers' first state. */
  initialValues: Record<string, string | string[]>;
}) {
  const [chosen, setChosen] = useState(() => chosenImage(changers, initialValues));
  const [current, setCurrent] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const chosenRef = useRef(chosen);
  const shown = shownItems(items, changers, chosen);
  const index = Math.min(current, shown.length - 1);
  const main = shown[index];
  // The fade of §9.6 is for a change of image, not for the first one: that one is the page's LCP element and
  // shows at once. Once another image was shown, every change fades.
  const firstShown = useRef(main?.id);
  const changed = useRef(false);
  if (main && main.id !== firstShown.current) changed.current = true;

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (!changers.length) return;
    const fields = changers.map(([field]) => field);
    // After any change or click (a reset button sets the form's state), read the fields once React has rendered.
    const follow = () =>
      setTimeout(() => {
        const next = chosenImage(changers, readValues(fields));
        if (next === chosenRef.current) return;
        chosenRef.current = next;
        setChosen(next);
        setCurrent(0);
      }, 0);
    document.addEventListener("change", follow);
    document.addEventListener("click", follow);
    return () => {
      document.removeEventListener("change", follow);
      document.removeEventListener("click", follow);
    };
  }, [changers]);

  if (!main) return null;
  const open = (at: number) => {
    void import("./lightbox").then((m) => m.openLightbox(shown, at));
  };

  return (
    <section className="gallery" aria-label={t.label} data-hydrated={enhanced || undefined}>
      <div className="gallery-main" data-changed={changed.current || undefined}>
        <a
          href={largeOf(main).src}
          className="gallery-zoom"
          onPointerMove={zoomAt}
          onClick={(event) => {
            event.preventDefault();
            open(index);
          }}
        >
          <ProductPicture
            key={main.id}
            picture={main.picture}
            fallbackAlt={main.title}
            sizes={MAIN_SIZES}
            priority
            className="gallery-image"
          />
        </a>
        {enhanced ? (
          <button type="button" className="gallery-open" aria-label={t.open} onClick={() => open(index)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : null}
      </div>
      {shown.length > 1 ? (
        <ul className="gallery-thumbs" aria-label={t.thumbs}>
          {shown.map((item, i) => (
            <li key={`${i}:${item.id}`}>
              <a
                href={largeOf(item).src}
                aria-current={i === index ? "true" : undefined}
                aria-label={t.show(item.title, i + 1, shown.length)}
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent(i);
                }}
              >
                <ProductPicture picture={item.picture} alt="" sizes="96px" lazy className="gallery-thumb" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
