import { Link } from "react-router";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";

/** 400 and 403 are the refused forms of the CSRF middleware (nothing was changed); 404 and 500 as usual. */
export type ErrorStatus = 400 | 403 | 404 | 500;

const TEXTS: Record<ErrorStatus, { title: string; text: string }> = {
  400: { title: nl.errors.badFormTitle, text: nl.errors.badFormText },
  403: { title: nl.errors.csrfTitle, text: nl.errors.csrfText },
  404: { title: nl.errors.notFoundTitle, text: nl.errors.notFoundText },
  500: { title: nl.errors.serverErrorTitle, text: nl.errors.serverErrorText },
};

export function ErrorPage({ status }: { status: ErrorStatus }) {
  const { title, text } = TEXTS[status];
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
