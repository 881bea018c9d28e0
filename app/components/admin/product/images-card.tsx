import { Link } from "react-router";
import { nl } from "~/i18n/nl";

const t = nl.adminProducts;

/** The first image thumbnails of product `productId` and the link to its images page. */
export function ImagesCard({
  productId,
  images,
}: {
  productId: number;
  images: readonly { id: number; alt: string; src: string }[];
}) {
  return (
    <section className="admin-card" aria-labelledby="product-images-title">
      <h2 className="admin-card__title" id="product-images-title">
        {t.form.images}
      </h2>
      {images.length === 0 ? <p>{t.form.noImages}</p> : null}
      <ul className="flex flex-wrap gap-2">
        {images.map((i) => (
          <li key={i.id}>
            <img src={i.src} alt={i.alt} width={96} height={96} className="admin-thumb" />
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to={`/beheer/producten/${productId}/afbeeldingen`} className="underline">
          {t.form.manageImages}
        </Link>
      </p>
    </section>
  );
}
