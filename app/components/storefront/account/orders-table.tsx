import { Link } from "react-router";
import { accountMessages } from "~/i18n/nl.account";
import type { AccountOrderRow } from "~/modules/accounts/account-orders.server";
import { accountUrls } from "~/modules/accounts/urls";
import { statusLabel } from "~/modules/orders/order-status";
import { formatDate } from "~/utils/format";
import { formatMoney } from "~/utils/format-money";
import "./account.css";

const t = accountMessages;

/**
 * The account's orders table (spec §2.7): inside a container that scrolls horizontally on touch devices
 * instead of widening the page. The container is a focusable, labelled region, so keyboard users can scroll it.
 */
export function OrdersTable({ orders }: { orders: AccountOrderRow[] }) {
  return (
    <ScrollTable label={t.ordersTitle}>
      <table className="account-orders">
        <thead>
          <tr>
            <th scope="col">{t.orderNumber}</th>
            <th scope="col">{t.orderDate}</th>
            <th scope="col">{t.orderStatus}</th>
            <th scope="col">{t.orderTotal}</th>
            <th scope="col">
              <span className="sr-only">{t.orderActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} data-order-id={o.id}>
              <th scope="row">
                <Link to={accountUrls.order(o.id)} className="underline">
                  {o.number}
                </Link>
              </th>
              <td>
                <time dateTime={o.createdAt}>{formatDate(o.createdAt, "medium")}</time>
              </td>
              <td>{statusLabel(o.status)}</td>
              <td>
                <span className="whitespace-nowrap font-semibold">{formatMoney(o.totalInclCents)}</span>{" "}
                <span className="whitespace-nowrap text-slate-600">{t.itemCount(o.itemCount)}</span>
              </td>
              <td>
                <Link
                  to={accountUrls.order(o.id)}
                  className="btn btn-secondary account-orders__view"
                  aria-label={t.viewOrder(o.number)}
                >
                  {t.view}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/**
 * A table box that scrolls sideways on narrow and touch screens (spec §2.7) instead of widening the page.
 * It is a labelled region that takes keyboard focus, so it can be scrolled without a mouse.
 */
export function ScrollTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="account-orders-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
