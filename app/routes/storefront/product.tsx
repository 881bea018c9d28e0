import { data, Link, redirect } from "react-router";
import {
  ConfiguratorForm,
  type ConfiguratorInitial,
} from "~/components/storefront/configurator/configurator-form";
import type { FieldValue } from "~/components/storefront/configurator/option-field";
import { ProductGallery } from "~/components/storefront/gallery/product-gallery";
import { Price } from "~/components/storefront/price";
import { ProductTabs, RatingSummary } from "~/components/storefront/reviews/product-tabs";
import { SimpleProductForm } from "~/components/storefront/simple-product-form";
import { StockLabel } from "~/components/storefront/stock-label";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { type HydrateHandle, Island } from "~/islands/island";
import { addProductToCart } from "~/modules/cart/add-product.server";
import { cartCookies } from "~/modules/cart/cart-cookies.server";
import { MAX_LINE_QUANTITY } from "~/modules/cart/cart-form";
import {
  cachedCategoriesOfProduct,
  cachedFirstPicture,
  cachedProductBySlug,
  getProductBySlug,
} from "~/modules/catalog/catalog.server";
import { displayPrice } from "~/modules/catalog/display-price";
import { isSoldOut } from "~/modules/catalog/stock";
import { addConfiguredToCart } from "~/modules/configurator/ajax-actions.server";
import { getCurrentDefinition } from "~/modules/configurator/definitions.server";
import { formPayload } from "~/modules/configurator/form-payload";
import { withProductSettings } from "~/modules/configurator/options";
import { configureAndPrice } from "~/modules/configurator/price-call.server";
import { configuratorProps } from "~/modules/configurator/storefront-props.server";
import { galleryOfProduct } from "~/modules/products/gallery.server";
import { redirectedSlug } from "~/modules/products/products.server";
import { productReviews } from "~/modules/reviews/product-reviews.server";
import { commentPageOf } from "~/modules/reviews/threads";
import { productPageMeta } from "~/modules/seo/product-meta";
import { originOf } from "~/modules/seo/structured-data";
import { getSettings } from "~/modules/settings/settings.server";
import { storePostedFiles } from "~/modules/uploads/form-files.server";
import { uploadStore } from "~/modules/uploads/store-registry.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatMoney } from "~/utils/format-money";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/product";

/** Not hydrated as a whole: its interactive parts are islands (docs/decisions/014). */
export const handle: HydrateHandle = { hydrate: false, islands: "product-islands" };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db } = getState(context);
  // Catalogue reads come from the shop-version caches (no query while nothing changed).
  const product = await cachedProductBySlug(db, params.slug);
  if (!product) {
    // A renamed product's former slug answers with its current address (permanent).
    const current = await redirectedSlug(db, params.slug);
    if (current) throw redirect(urls.product(current), 301);
    throw data(null, { status: 404 });
  }
  // The review page: /product/{slug}/comment-page-N or ?cpage=N; an address naming no such page is not found.
  const reviewPage = commentPageOf(params.commentPage, new URL(request.url).searchParams.get("cpage"));
  const [categories, configurator, picture, reviews] = await Promise.all([
    cachedCategoriesOfProduct(db, product.id),
    // The browser gets the options (to render and validate), never the formulas.
    configuratorProps(db, product.id),
    cachedFirstPicture(db, product.id),
    reviewPage === null ? null : productReviews(db, product.id, reviewPage),
  ]);
  if (!reviews) throw data(null, { status: 404 });
  const gallery = await galleryOfProduct(db, product, configurator?.options ?? []);
  // The browser gets the fields the page renders (the loader data is written into the page and re-read there).
  return {
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      type: product.type,
      short_description: product.short_description,
      description: product.description,
      image: product.image,
      stock: product.stock,
      sku: product.sku,
    },
    categories: categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
    price: displayPrice(product),
    configurator,
    picture,
    gallery,
    reviews,
    /** The review summary of the structured data's AggregateRating (null: none). */
    rating:
      product.rating_count > 0 ? { average: product.rating_average, count: product.rating_count } : null,
  };
}

/**
 * The no-JS path of the product's form. A simple product: "In winkelmand" adds the quantity. A configurable one:
 * "Bereken prijs" re-renders with the server's price, "In winkelmand" adds the configuration.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const state = getState(context);
  const product = await getProductBySlug(state.db, params.slug);
  if (!product) throw data(null, { status: 404 });
  const form = await request.formData();
  if (product.type === "simple" && !(await getCurrentDefinition(state.db, product.id))) {
    return addSimple(state, product.id, form);
  }
  const payload: Record<string, string | string[]> = { ...formPayload(form), product_id: String(product.id) };
  // Without JavaScript an upload option's file comes with the form (multipart): stored as the widget would.
  const files = await storePostedFiles(state.db, uploadStore(), state.sessionId, product.id, form);
  Object.assign(payload, files.ids);
  const values = Object.fromEntries(
    Object.entries(payload).filter(([k]) => k.startsWith("uni_cpo_")),
  ) as Record<string, FieldValue>;
  const quantity = typeof payload.quantity === "string" ? payload.quantity : "1";
  if (Object.keys(files.errors).length > 0) {
    return data({ values, quantity, answer: null, errors: files.errors, added: false }, { status: 400 });
  }
  if (form.get("intent") === "add") {
    const added = await addConfiguredToCart(state, payload);
    if (added.ok) {
      state.cartChanged = true;
      const headers = added.cookies.map((c) => ["Set-Cookie", c] as [string, string]);
      const shop = (await getSettings(state.db)).configurator;
      if (withProductSettings(shop, added.configured.stored.definition.settings).redirect_to_cart)
        return redirect(urls.cart, { headers });
      return data({ values, quantity, answer: added.configured.data, errors: {}, added: true }, { headers });
    }
    const c = added.configured;
    const answer = c.kind === "not_found" ? null : c.data;
    return data(
      { values, quantity, answer, errors: answer?.errors ?? {}, added: false },
      { status: c.kind === "invalid" ? 400 : 409 },
    );
  }
  const settings = await getSettings(state.db);
  const priced = await configureAndPrice(state.db, payload, {
    silent: settings.configurator.silent_validation_on,
    sessionId: state.sessionId,
  });
  if (priced.kind === "not_found") throw data(null, { status: 404 });
  return data(
    { values, quantity, answer: priced.data, errors: priced.data.errors, added: false },
    { status: priced.kind === "invalid" ? 400 : 200 },
  );
}

type SimpleAnswer = {
  values: Record<string, FieldValue>;
  quantity: string;
  answer: null;
  errors: Record<string, string>;
  added: boolean;
};

async function addSimple(state: ReturnType<typeof getState>, productId: number, form: FormData) {
  const quantity = String(form.get("quantity") ?? "1");
  const answer = (errors: Record<string, string>, added: boolean): SimpleAnswer => ({
    values: {},
    quantity,
    answer: null,
    errors,
    added,
  });
  const added = await addProductToCart(state.db, state.sessionId, { productId, quantity });
  switch (added.kind) {
    case "added":
      state.cartChanged = true;
      return data(answer({}, true), {
        headers: cartCookies(added.lines, state.secureCookies).map(
          (c) => ["Set-Cookie", c] as [string, string],
        ),
      });
    case "invalid_quantity":
      return data(answer({ quantity: nl.configurator.quantityInvalid(MAX_LINE_QUANTITY) }, false), {
        status: 400,
      });
    case "out_of_stock":
      return data(answer({ quantity: added.message }, false), { status: 409 });
    case "needs_options":
    case "not_found":
      throw data(null, { status: 404 });
  }
}

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  return [
    { title: data ? `${data.product.name} – ${nl.site.name}` : nl.site.name },
    { name: "description", content: (data?.product.short_description ?? "").replace(/<[^>]*>/g, "") },
    ...(data
      ? productPageMeta(
          {
            origin: originOf(matches),
            product: data.product,
            categories: data.categories,
            priceCents: data.price.cents,
            pictureSrc: data.picture?.src,
          },
          data.rating,
        )
      : []),
  ];
}

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const { product, categories, price, configurator } = loaderData;
  const rootData = useRootData();
  const errors: Record<string, string> = actionData?.errors ?? {};
  const initial: ConfiguratorInitial = actionData
    ? {
        values: actionData.values,
        quantity: actionData.quantity,
        answer: actionData.answer,
        errors: actionData.errors,
        added: actionData.added,
      }
    : { values: configurator?.defaults ?? {}, quantity: "1", answer: null };
  return (
    <article className="product-detail">
      <nav aria-label="Kruimelpad" className="breadcrumbs">
        <Link to="/">{nl.site.home}</Link> <span aria-hidden="true">/</span>{" "}
        <Link to={urls.shop}>{nl.shop.title}</Link>
      </nav>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <Island
          name="gallery"
          component={ProductGallery}
          props={{ ...loaderData.gallery, initialValues: initial.values }}
        />
        <div>
          <h1 className="page-title">{product.name}</h1>
          <p className="mt-3 text-xl">
            <Price cents={price.cents} from={price.from} />
          </p>
          <RatingSummary reviews={loaderData.reviews} />
          {/* Descriptions are stored sanitised (modules/products/rich-text.server.ts). */}
          <div
            className="rich-text mt-4 text-slate-700"
            dangerouslySetInnerHTML={{ __html: product.short_description }}
          />
          <StockLabel stock={product.stock} />
          {configurator ? (
            <ConfiguratorWithCsrf
              productId={product.id}
              productSlug={product.slug}
              productName={product.name}
              configurator={configurator}
              initial={initial}
            />
          ) : product.type !== "simple" || isSoldOut(product.stock) ? null : (
            <Island
              key={actionData ? `${actionData.added}:${errors.quantity ?? ""}` : "initial"}
              name="simpleProduct"
              component={SimpleProductForm}
              props={{
                productId: product.id,
                productSlug: product.slug,
                productName: product.name,
                csrf: rootData?.config.nonce ?? "",
                maxQuantity: Math.max(1, Math.min(MAX_LINE_QUANTITY, product.stock ?? MAX_LINE_QUANTITY)),
                price: formatMoney(price.cents),
                initial: {
                  quantity: actionData?.quantity ?? "1",
                  added: actionData?.added ?? false,
                  error: errors.quantity,
                },
              }}
            />
          )}
          {categories.length ? (
            <p className="mt-4 text-sm text-slate-700">
              {nl.product.categories}:{" "}
              {categories.map((c, i) => (
                <span key={c.id}>
                  {i > 0 ? ", " : ""}
                  <Link className="underline" to={urls.category(c.slug)}>
                    {c.name}
                  </Link>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </div>
      <ProductTabs product={product} reviews={loaderData.reviews} csrf={rootData?.config.nonce ?? ""} />
    </article>
  );
}

function ConfiguratorWithCsrf(props: {
  productId: number;
  productSlug: string;
  productName: string;
  configurator: NonNullable<Route.ComponentProps["loaderData"]["configurator"]>;
  initial: ConfiguratorInitial;
}) {
  const rootData = useRootData();
  return (
    <Island
      key={JSON.stringify(props.initial.values)}
      name="configurator"
      component={ConfiguratorForm}
      props={{
        productId: props.productId,
        productSlug: props.productSlug,
        productName: props.productName,
        options: props.configurator.options,
        settings: props.configurator.settings,
        priceTag: props.configurator.priceTag,
        layers: props.configurator.layers,
        mapTiles: props.configurator.mapTiles,
        csrf: rootData?.config.nonce ?? "",
        startingPrice: formatMoney(0),
        initial: props.initial,
      }}
    />
  );
}
