import { NavLink, Outlet } from "react-router";
import { bumpAfterWrites } from "~/modules/cache/bump-after-writes.server";
import "~/components/admin/admin.css";
import { LogoutButton } from "~/components/admin/logout-button";
import { nl } from "~/i18n/nl";
import { adminMediaMessages } from "~/i18n/nl.admin-media";
import { adminMenusMessages } from "~/i18n/nl.admin-menus";
import { popupAdminMessages } from "~/i18n/nl.admin-popups";
import { adminGuard, adminUser } from "~/modules/accounts/guard.server";
import { canAccessPath } from "~/modules/accounts/roles";
import type { Route } from "./+types/layout";

const t = nl.admin;

/** The side navigation: every back-office section, shown only to the roles that may open it (roles.ts). */
const NAV = [
  { to: "/beheer", label: t.nav.sections.dashboard, end: true },
  { to: "/beheer/bestellingen", label: t.nav.sections.orders },
  { to: "/beheer/producten", label: t.nav.sections.products },
  { to: "/beheer/categorieen", label: t.nav.sections.categories },
  { to: "/beheer/klanten", label: t.nav.sections.customers },
  { to: "/beheer/e-mail", label: t.nav.sections.email },
  { to: "/beheer/instellingen/betalingen", label: t.nav.sections.payments },
  { to: "/beheer/instellingen", label: t.nav.sections.settings, end: true },
  { to: "/beheer/gebruikers", label: t.nav.sections.users },
  { to: "/beheer/logboek", label: t.nav.sections.audit },
  { to: "/beheer/beoordelingen", label: t.nav.sections.reviews },
  // pages (issue 15)
  { to: "/beheer/paginas", label: nl.adminPages.title },
  { to: "/beheer/menus", label: adminMenusMessages.title },
  { to: "/beheer/media", label: adminMediaMessages.title },
  // popups (issue 14)
  { to: "/beheer/popups", label: popupAdminMessages.nav },
] as const;

/** The role guard for the layout and every admin route below it: their loaders and actions run only after it. */
export const middleware: Route.MiddlewareFunction[] = [adminGuard, bumpAfterWrites];

/** The back office's own frame (no storefront header, footer or store notice: root.tsx leaves them out here). */
export function loader({ context }: Route.LoaderArgs) {
  const user = context.get(adminUser);
  return {
    email: user.email,
    role: user.role,
    nav: NAV.filter((item) => canAccessPath(user.role, item.to)),
  };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-shell">
      <aside className="admin-side">
        <p className="admin-side__brand">
          {nl.site.name} <span>{t.title}</span>
        </p>
        <nav aria-label={t.nav.label}>
          <ul className="admin-side__nav">
            {loaderData.nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={"end" in item ? item.end : false} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-side__user">
          <p>
            <span className="sr-only">{t.nav.loggedInAs(loaderData.email)}</span>
            <span aria-hidden="true" className="admin-side__email">
              {loaderData.email}
            </span>
            <span className="admin-side__role">{t.roles[loaderData.role]}</span>
          </p>
          <a href="/" className="admin-side__shop">
            {t.nav.toShop}
          </a>
          <LogoutButton />
        </div>
      </aside>
      <div className="admin-content">
        <Outlet />
      </div>
    </div>
  );
}
