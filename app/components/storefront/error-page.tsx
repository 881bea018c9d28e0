import { Link } from "react-router";
import { nl } from "~/i18n/nl";

export function ErrorPage({ status }: { status: 404 | 500 }) {
  const title = status === 404 ? nl.errors.notFoundTitle : nl.errors.serverErrorTitle;
  const text = status === 404 ? nl.errors.notFoundText : nl.errors.serverErrorText;
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>{`${title} – ${nl.site.name}`}</title>
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <p className="mt-8 flex justify-center gap-4">
        <Link className="btn btn-primary" to="/">
          {nl.errors.toHome}
        </Link>
        <Link className="btn btn-secondary" to="/winkel">
          {nl.errors.toShop}
        </Link>
      </p>
    </section>
  );
}
