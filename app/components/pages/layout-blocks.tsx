// The layout blocks as server markup (issue 15 point 3, part B), shared by the public page and the builder's
// preview: the section (background colour, image at once / lazily / with parallax, sticky) and the scroll-to
// navigation (bullets at the side or a row of links), whose list of sections the server computes.
import type { ReactNode } from "react";
import type { z } from "zod";
import type { BLOCK_PROPS } from "~/modules/pages/blocks.schema";
import { cssUrl, type SectionLink } from "~/modules/pages/sections";

/** A checked section's props, its content apart. */
export type SectionProps = Omit<z.output<(typeof BLOCK_PROPS)["Section"]>, "content" | "id">;

/**
 * A section: its content over an optional background layer. `lazy`: the layer gets its image from the section
 * behaviour once the section is 10 % in view, and at once without JS (a `<noscript>` style); `parallax`: the
 * image is set at once and the behaviour moves the layer. The anchor, when set, is the section's id.
 */
export function SectionBlock({
  domId,
  anchor,
  background,
  image,
  imageMode,
  sticky,
  children,
}: SectionProps & { domId: string; children: ReactNode }) {
  const id = anchor || domId;
  const classes = [
    "page-section",
    `page-section--bg-${background}`,
    image ? "page-section--image" : "",
    sticky ? "page-section--sticky" : "",
  ].join(" ");
  const url = image ? cssUrl(image) : "";
  return (
    <section
      id={id}
      className={classes.trim().replace(/\s+/g, " ")}
      data-section-image={image ? imageMode : undefined}
    >
      {image ? (
        <div
          className="page-section__bg"
          aria-hidden="true"
          data-bg={imageMode === "lazy" ? url : undefined}
          style={imageMode === "lazy" ? undefined : { backgroundImage: url }}
        />
      ) : null}
      {image && imageMode === "lazy" ? (
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: `#${id}>.page-section__bg{background-image:${url}}` }} />
        </noscript>
      ) : null}
      <div className="page-section__content">{children}</div>
    </section>
  );
}

/**
 * The scroll-to navigation: plain `#anchor` links to the page's anchored sections (the page behaviour scrolls
 * to them below the sticky header); `bullets` are round markers fixed at the side, their title shown on hover
 * and focus, `nav` a row of links. The scroll-nav behaviour marks the current section's link.
 */
export function ScrollNavBlock({
  domId,
  style,
  links,
  label,
}: {
  domId: string;
  style: "bullets" | "nav";
  links: readonly SectionLink[];
  label: string;
}) {
  if (links.length === 0) return null;
  return (
    <nav id={domId} className={`page-scroll-nav page-scroll-nav--${style}`} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.anchor}>
            <a href={`#${link.anchor}`} data-scroll-to={link.anchor}>
              <span className="page-scroll-nav__title">{link.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
