import { Link } from "react-router";
import { adminMessages } from "~/i18n/nl.admin";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { urls } from "~/utils/page-config";
import { LogoutButton } from "./logout-button";

const t = adminMessages;

/**
 * 403 for a logged-in user whose role may not open the page: a shopper (no back office at all) or a staff member
 * outside their sections (roles.ts), who gets a link back to the admin home. The admin guard (middleware) refuses before any
 * loader runs, so the page gets the CSRF token for its logout button from the refusal itself.
 */
export function AdminForbiddenPage({ csrf, staff }: { csrf: string; staff: boolean }) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>{`${t.forbidden.title} – ${nl.site.name}`}</title>
      <p className="text-6xl font-bold text-brand-700">403</p>
      <h1 className="mt-4 text-2xl font-semibold">{t.forbidden.title}</h1>
      <p className="mt-3 text-slate-700">{staff ? t.forbidden.sectionText : t.forbidden.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {staff ? (
          <Link className="btn btn-primary" to={urls.admin}>
            {t.forbidden.toAdmin}
          </Link>
        ) : null}
        <LogoutButton className={staff ? "btn btn-secondary" : "btn btn-primary"} csrf={csrf} />
        <Link className="btn btn-secondary" to={urls.shop}>
          {t.nav.toShop}
        </Link>
      </div>
    </section>
  );
}
