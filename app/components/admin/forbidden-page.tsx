import { Link } from "react-router";
import { nl } from "~/i18n/nl";
import { urls } from "~/utils/page-config";
import { LogoutButton } from "./logout-button";

const t = nl.admin;

/**
 * 403 for a logged-in user without the administrator role. The admin guard (middleware) refuses before any
 * loader runs, so the page gets the CSRF token for its logout button from the refusal itself.
 */
export function AdminForbiddenPage({ csrf }: { csrf: string }) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>{`${t.forbidden.title} – ${nl.site.name}`}</title>
      <p className="text-6xl font-bold text-brand-700">403</p>
      <h1 className="mt-4 text-2xl font-semibold">{t.forbidden.title}</h1>
      <p className="mt-3 text-slate-700">{t.forbidden.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <LogoutButton className="btn btn-primary" csrf={csrf} />
        <Link className="btn btn-secondary" to={urls.shop}>
          {t.nav.toShop}
        </Link>
      </div>
    </section>
  );
}
