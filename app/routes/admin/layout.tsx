import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import "~/components/admin/admin.css";
import { LogoutButton } from "~/components/admin/logout-button";
import { ErrorPage } from "~/components/storefront/error-page";
import { nl } from "~/i18n/nl";
import { adminGuard, adminUser } from "~/modules/accounts/guard.server";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/layout";

const t = nl.admin;

/** The role guard for the layout and every admin route below it: their loaders and actions run only after it. */
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

/** The admin area's frame. */
export function loader({ context }: Route.LoaderArgs) {
  return { email: context.get(adminUser).email };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin">
      <div className="admin-bar">
        <nav className="admin-bar__nav" aria-label={t.nav.label}>
          <Link to={urls.admin}>{t.nav.home}</Link>
          <Link to={`${urls.admin}/instellingen/betalingen`}>{t.home.paymentSettings}</Link>
        </nav>
        <div className="admin-bar__user">
          <span>{t.nav.loggedInAs(loaderData.email)}</span>
          <LogoutButton />
        </div>
      </div>
      <Outlet />
    </div>
  );
}

/** 403 (logged in without the administrator role) as a Dutch page; other errors as the shop's error pages. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="mx-auto max-w-xl py-16 text-center">
        <title>{`${t.forbidden.title} – ${nl.site.name}`}</title>
        <p className="text-6xl font-bold text-brand-700">403</p>
        <h1 className="mt-4 text-2xl font-semibold">{t.forbidden.title}</h1>
        <p className="mt-3 text-slate-700">{t.forbidden.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <LogoutButton className="btn btn-primary" />
          <Link className="btn btn-secondary" to={urls.shop}>
            {t.nav.toShop}
          </Link>
        </div>
      </section>
    );
  }
  return <ErrorPage status={isRouteErrorResponse(error) && error.status === 404 ? 404 : 500} />;
}
