import { data, Link } from "react-router";
import { Price } from "~/components/storefront/price";
import { nl } from "~/i18n/nl";
import { categoriesOfProduct, getProductBySlug } from "~/modules/catalog/catalog.server";
import { displayPrice } from "~/modules/catalog/display-price";
import { getState } from "~/utils/context.server";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const product = await getProductBySlug(db, params.slug);
  if (!product) throw data(null, { status: 404 });
  const categories = await categoriesOfProduct(db, product.id);
  return { product, categories, price: displayPrice(product) };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [
    { title: data ? `${data.product.name} – ${nl.site.name}` : nl.site.name },
    { name: "description", content: data?.product.short_description ?? "" },
  ];
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, categories, price } = loaderData;
  return (
    <article className="product-detail">
      <nav aria-label="Kruimelpad" className="breadcrumbs">
        <Link to="/">{nl.site.home}</Link> <span aria-hidden="true">/</span>{" "}
        <Link to={urls.shop}>{nl.shop.title}</Link>
      </nav>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <img
          src={product.image}
          alt={product.name}
          width={600}
          height={600}
          className="w-full rounded-lg bg-slate-100"
        />
        <div>
          <h1 className="page-title">{product.name}</h1>
          <p className="mt-3 text-xl">
            <Price cents={price.cents} from={price.from} />
          </p>
          <p className="mt-4 text-slate-700">{product.short_description}</p>
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
      <section className="mt-10" aria-labelledby="description">
        <h2 id="description" className="text-xl font-semibold">
          {nl.product.description}
        </h2>
        <p className="mt-2 max-w-prose leading-relaxed">{product.description}</p>
      </section>
    </article>
  );
}
