import { Link } from "react-router";
import { FormNotice } from "~/components/storefront/account/account-field";
import { AccountLayout } from "~/components/storefront/account/account-nav";
import { OrdersTable } from "~/components/storefront/account/orders-table";
import { accountMessages } from "~/i18n/nl.account";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { listOrdersForUser } from "~/modules/accounts/account-orders.server";
import { requireUser } from "~/modules/accounts/guard.server";
import { accountUrls } from "~/modules/accounts/urls";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/orders";

const t = accountMessages;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const page = Number(new URL(request.url).searchParams.get("pagina") ?? "1");
  const result = await listOrdersForUser(getState(context).db, user.id, Number.isFinite(page) ? page : 1);
  return { ...result, page: Math.min(Math.max(1, Math.floor(page) || 1), result.pages) };
}

export function meta() {
  return [{ title: `${t.ordersTitle} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const { orders, page, pages } = loaderData;
  return (
    <AccountLayout csrf={csrf} title={t.ordersTitle}>
      {orders.length === 0 ? (
        <FormNotice kind="success">
          {t.noOrders}{" "}
          <Link to={urls.shop} className="underline">
            {t.toShop}
          </Link>
        </FormNotice>
      ) : (
        <OrdersTable orders={orders} />
      )}
      {pages > 1 ? (
        <nav className="pagination mt-4" aria-label={nl.shop.pagination}>
          <ul>
            {page > 1 ? (
              <li>
                <Link to={`${accountUrls.orders}?pagina=${page - 1}`}>{nl.shop.previous}</Link>
              </li>
            ) : null}
            {page < pages ? (
              <li>
                <Link to={`${accountUrls.orders}?pagina=${page + 1}`}>{nl.shop.next}</Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </AccountLayout>
  );
}
