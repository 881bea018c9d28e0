import type { ComponentProps } from "react";
import { ConfiguratorForm } from "~/components/storefront/configurator/configurator-form";
import { Price } from "~/components/storefront/price";
import { ProductPicture } from "~/components/storefront/product-picture";
import { SimpleProductForm } from "~/components/storefront/simple-product-form";
import { StockLabel } from "~/components/storefront/stock-label";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { PictureData } from "~/modules/products/image-variants";
import { urls } from "~/utils/page-config";
import { QUICK_VIEW_TITLE_ID } from "./quick-view-ids";

const t = nl.quickView;

export type QuickViewForm =
  | { kind: "configurator"; props: ComponentProps<typeof ConfiguratorForm> }
  | { kind: "simpleProduct"; props: ComponentProps<typeof SimpleProductForm> }
  | null;

export interface QuickViewData {
  product: {
    slug: string;
    name: string;
    short_description: string;
    stock: number | null;
    /** The placeholder image of a product without uploads. */
    image: string;
  };
  price: { cents: number; from: boolean };
  pictures: PictureData[];
  form: QuickViewForm;
}

/**
 * The quick view's content (spec §2.3, §7.11), rendered on the server as the `maatglas_quickview` answer: the image
 * slider (Embla, set up by quick-view-enhance.ts; dots and arrows only with more than one image), name, price,
 * short description, stock and the product's own order form as an island the quick view mounts (the same form as
 * on the product page), with a link to the product page.
 */
export function QuickViewContent({ product, price, pictures, form }: QuickViewData) {
  const href = urls.product(product.slug);
  const many = pictures.length > 1;
  return (
    <div className="quick-view">
      <div className="quick-view__gallery">
        <section className="embla" aria-label={t.images} data-quick-view-slider>
          <div className="embla__viewport">
            <div className="embla__container">
              {pictures.length ? (
                pictures.map((p) => (
                  <div className="embla__slide" key={p.src}>
                    <ProductPicture
                      picture={p}
                      fallbackAlt={product.name}
                      sizes="(min-width: 768px) 28rem, 90vw"
                    />
                  </div>
                ))
              ) : (
                <div className="embla__slide">
                  <img src={product.image} alt={product.name} width={600} height={600} />
                </div>
              )}
            </div>
          </div>
          {many ? (
            <>
              <button type="button" className="embla__arrow embla__arrow--prev" aria-label={t.previous}>
                ‹
              </button>
              <button type="button" className="embla__arrow embla__arrow--next" aria-label={t.next}>
                ›
              </button>
              <div className="embla__dots">
                {pictures.map((p, i) => (
                  <button
                    key={p.src}
                    type="button"
                    className="embla__dot"
                    data-index={i}
                    aria-label={t.image(i + 1, pictures.length)}
                    aria-current={i === 0 ? "true" : undefined}
                  />
                ))}
              </div>
            </>
          ) : null}
        </section>
      </div>
      <div className="quick-view__summary">
        <h2 id={QUICK_VIEW_TITLE_ID} className="quick-view__title">
          {product.name}
        </h2>
        <p className="quick-view__price">
          <Price cents={price.cents} from={price.from} />
        </p>
        {/* Descriptions are stored sanitised (modules/products/rich-text.server.ts). */}
        <div
          className="rich-text mt-2 text-slate-700"
          dangerouslySetInnerHTML={{ __html: product.short_description }}
        />
        <StockLabel stock={product.stock} />
        {/* Inert until the quick view has mounted the form (quick-view-enhance.ts): nothing typed before is lost. */}
        {form ? (
          <div
            data-island={form.kind}
            data-props={JSON.stringify(form.props)}
            style={{ display: "contents" }}
            inert
          >
            {form.kind === "configurator" ? (
              <ConfiguratorForm {...form.props} />
            ) : (
              <SimpleProductForm {...form.props} />
            )}
          </div>
        ) : null}
        <p className="quick-view__details">
          <a href={href}>{t.details}</a>
        </p>
      </div>
    </div>
  );
}
