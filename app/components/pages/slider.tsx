// The slider block's server markup (issue 15 point 3), shared by the public page and the builder's preview. Without
// JS it is a row that scrolls sideways, snapping per slide; its behaviour (behaviours/slider.tsx) adds the buttons,
// the dots and Embla.
import { pagesMessages } from "~/i18n/nl.pages";
import type { BlockOf } from "~/modules/pages/blocks.schema";

const t = pagesMessages;

/**
 * A carousel (WAI-ARIA pattern): slides of an image or a local video with an optional caption. The buttons and
 * dots are hidden until the slider behaviour runs; videos never autoplay by themselves (the behaviour plays only
 * the current slide's, when set to autoplay).
 */
export function SliderBlock({
  domId,
  title,
  slides,
}: { domId: string } & Omit<BlockOf<"Slider">["props"], "id">) {
  const total = slides.length;
  return (
    <section
      id={domId}
      className="page-slider"
      aria-roledescription="carousel"
      aria-label={title || t.slider.label}
      data-page-slider
    >
      {/* Focusable: without JS it is a region that scrolls with the arrow keys. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <div className="page-slider__viewport" tabIndex={0} data-slider-viewport>
        <div className="page-slider__track">
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group (a fieldset is for forms)
            <figure
              key={i}
              className="page-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t.slider.slide(i + 1, total)}
            >
              {slide.kind === "video" ? (
                <video
                  className="page-slider__media"
                  src={slide.video}
                  poster={slide.src || undefined}
                  controls
                  playsInline
                  muted={slide.autoplay}
                  loop={slide.autoplay}
                  preload="none"
                  aria-label={slide.alt || undefined}
                  data-autoplay={slide.autoplay ? "true" : undefined}
                />
              ) : (
                <img
                  className="page-slider__media"
                  src={slide.src}
                  alt={slide.alt}
                  loading={i === 0 ? undefined : "lazy"}
                  decoding="async"
                />
              )}
              {slide.caption ? (
                <figcaption className="page-slider__caption">{slide.caption}</figcaption>
              ) : null}
            </figure>
          ))}
        </div>
      </div>
      {total > 1 ? (
        <div className="page-slider__controls" hidden data-slider-controls>
          <button type="button" className="btn btn-light page-slider__arrow" data-slider-prev>
            <span aria-hidden="true">‹</span>
            <span className="sr-only">{t.slider.prev}</span>
          </button>
          <div className="page-slider__dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className="page-slider__dot"
                data-slider-dot={i}
                aria-label={t.slider.goTo(i + 1)}
              />
            ))}
          </div>
          <button type="button" className="btn btn-light page-slider__arrow" data-slider-next>
            <span aria-hidden="true">›</span>
            <span className="sr-only">{t.slider.next}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
