import type { PictureData } from "~/modules/products/image-variants";

/**
 * An uploaded product image as <picture>: AVIF and WebP sources, JPEG as the <img> itself, each with its
 * srcset of widths; width and height reserve the space before it loads.
 */
export function ProductPicture(props: {
  picture: PictureData;
  /** Overrides the stored alt text ("" for a decorative copy, e.g. the listing card's linked image). */
  alt?: string;
  /** Used when the stored alt text is empty. */
  fallbackAlt?: string;
  sizes: string;
  lazy?: boolean;
  /** The page's largest image (its LCP element): fetched at high priority. */
  priority?: boolean;
  className?: string;
}) {
  const { picture } = props;
  const alt = props.alt ?? (picture.alt || props.fallbackAlt || "");
  return (
    <picture>
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={props.sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcset}
        sizes={props.sizes}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={props.lazy && !props.priority ? "lazy" : undefined}
        fetchPriority={props.priority ? "high" : undefined}
        // The LCP image is decoded with the frame that shows it (async decoding can paint it a frame later).
        decoding={props.priority ? undefined : "async"}
        className={props.className}
      />
    </picture>
  );
}
