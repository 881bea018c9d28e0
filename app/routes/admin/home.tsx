import { Link } from "react-router";
import "~/components/admin/office.css";
import { nl } from "~/i18n/nl";
import { adminUser } from "~/modules/accounts/guard.server";
import { dashboardFigures } from "~/modules/admin/dashboard.server";
import { LOW_STOCK_THRESHOLD } from "~/modules/catalog/stock";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import { formatMoney } from "~/utils/format-money";
import type { Route } from "./+types/home";

const t = nl.adminOffice.dashboard;
const ORDERS = "/beheer/bestellingen";

export async function loader({ context }: Route.LoaderArgs) {
  return dashboardFigures(getState(context).db, context.get(adminUser).role);
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

/** One figure as a card that links to the list behind it. */
function Figure(props: { to: string; label: string; value: string; id: string }) {
  return (
    <Link to={props.to} className="admin-card office-figure" data-figure={props.id}>
      <span className="office-figure__label">{props.label}</span>
      <span className="office-figure__value">{props.value}</span>
    </Link>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { sales, lowStock, today, monday } = loaderData;
  const periods = sales
    ? ([
        { id: "today", title: t.today, figures: sales.today, query: `?from=${today}&to=${today}` },
        { id: "week", title: t.week, figures: sales.week, query: `?from=${monday}&to=${today}` },
      ] as const)
    : [];
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-2">{sales || lowStock ? t.intro : t.introNoFigures}</p>
      {periods.map((p) => (
        <section key={p.id} className="mt-6" aria-labelledby={`period-${p.id}`}>
          <h2 id={`period-${p.id}`} className="section-title">
            {p.title}
          </h2>
          {p.id === "week" ? <p className="field-help">{t.weekHelp}</p> : null}
          <div className="office-figures mt-2">
            <Figure
              id={`${p.id}-orders`}
              to={`${ORDERS}${p.query}`}
              label={t.orders}
              value={String(p.figures.orders)}
            />
            <Figure
              id={`${p.id}-revenue-incl`}
              to={`${ORDERS}${p.query}`}
              label={t.revenueIncl}
              value={formatMoney(p.figures.revenueInclCents)}
            />
            <Figure
              id={`${p.id}-revenue-excl`}
              to={`${ORDERS}${p.query}`}
              label={t.revenueExcl}
              value={formatMoney(p.figures.revenueExclCents)}
            />
          </div>
        </section>
      ))}
      {sales ? (
        <>
          <p className="field-help mt-2">{t.revenueHelp}</p>
          <section className="mt-6" aria-labelledby="to-do">
            <h2 id="to-do" className="section-title">
              {t.todo}
            </h2>
            <div className="office-figures mt-2">
              <Figure
                id="waiting-for-production"
                to={`${ORDERS}?status=processing`}
                label={t.waitingForProduction}
                value={String(sales.waitingForProduction)}
              />
              <Figure
                id="open-payments"
                to={`${ORDERS}?status=pending`}
                label={t.openPayments}
                value={String(sales.openPayments)}
              />
            </div>
          </section>
          <section className="mt-6" aria-labelledby="double-payments">
            <h2 id="double-payments" className="section-title">
              {t.doublePayments}
            </h2>
            {sales.doublePayments.length ? (
              <ul className="mt-2" data-list="double-payments">
                {sales.doublePayments.map((d) => (
                  <li key={d.orderId}>
                    <Link to={`${ORDERS}/${d.orderId}`} className="underline">
                      {t.doublePaymentOf(d.number)}
                    </Link>{" "}
                    <span className="field-help">{formatDate(d.flaggedAt, "datetime")}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2">{t.doublePaymentsNone}</p>
            )}
          </section>
        </>
      ) : null}
      {lowStock ? (
        <section className="mt-6" aria-labelledby="low-stock">
          <h2 id="low-stock" className="section-title">
            {t.lowStock}
          </h2>
          <p className="field-help">{t.lowStockHelp(LOW_STOCK_THRESHOLD)}</p>
          {lowStock.length ? (
            <ul className="mt-2" data-list="low-stock">
              {lowStock.map((p) => (
                <li key={p.id}>
                  <Link to={`/beheer/producten/${p.id}`} className="underline">
                    {p.name}
                  </Link>{" "}
                  <span className="field-help">{t.inStock(p.stock)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2">{t.lowStockNone}</p>
          )}
        </section>
      ) : null}
    </>
  );
}
