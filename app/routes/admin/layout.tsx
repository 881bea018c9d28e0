import { Link, Outlet } from "react-router";
import "~/components/admin/admin.css";
import { LogoutButton } from "~/components/admin/logout-button";
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
