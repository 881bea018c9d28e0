import { data, Form, Link, redirect, useLocation } from "react-router";
import { AdminTable } from "~/components/admin/data-table";
import "~/components/admin/people.css";
import { nl } from "~/i18n/nl";
import type { SavedAddress } from "~/modules/accounts/addresses.schema";
import { auditActor } from "~/modules/audit/audit.server";
import { anonymiseCustomer, getCustomer } from "~/modules/customers/customers.server";
import { statusLabel } from "~/modules/orders/order-status";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import { formatMoney } from "~/utils/format-money";
import type { Route } from "./+types/customer";

const t = nl.adminPeople.customer;
const a = t.anonymise;

function customerId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = customerId(params.id);
  const customer = id ? await getCustomer(getState(context).db, id) : null;
  if (!customer) throw data(null, { status: 404 });
  // ?anonimiseren: the confirmation step (a page of its own, so it works without JavaScript).
  const confirming = new URL(request.url).searchParams.has("anonimiseren") && !customer.anonymisedAt;
  return { customer, confirming };
}

/** Anonymises the customer (only with the confirmation's `confirm` field); idempotent. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = customerId(params.id);
  if (!id) throw data(null, { status: 404 });
  const form = await request.formData();
  if (form.get("intent") !== "anonymise" || form.get("confirm") !== "1")
    return redirect(`/beheer/klanten/${id}?anonimiseren`, { status: 303 });
  const state = getState(context);
  const result = await anonymiseCustomer(state.db, auditActor(context), id);
  if (!result.ok) throw data(null, { status: 404 });
  state.log.info({ userId: id, already: result.already }, "customer anonymised");
  return redirect(`/beheer/klanten/${id}?geanonimiseerd`, { status: 303 });
}

export function meta() {
  return [
    { title: `${nl.adminPeople.customers.title} – ${nl.admin.title} – ${nl.site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

function AddressBlock({ address }: { address: SavedAddress }) {
  const number = `${address.houseNumber}${address.houseNumberSuffix ? ` ${address.houseNumberSuffix}` : ""}`;
  return (
    <address className="not-italic">
      {`${address.firstName} ${address.lastName}`.trim()}
      {address.company ? <br /> : null}
      {address.company}
      <br />
      {`${address.street} ${number}`}
      <br />
      {`${address.postcode} ${address.city}`}
      <br />
      {address.country}
      {address.phone ? (
        <>
          <br />
          {t.phone}: {address.phone}
        </>
      ) : null}
    </address>
  );
}

export default function CustomerPage({ loaderData }: Route.ComponentProps) {
  const { customer: c, confirming } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const done = new URLSearchParams(useLocation().search).has("geanonimiseerd");
  const name =
    `${c.firstName} ${c.lastName}`.trim() || (c.anonymisedAt ? nl.adminPeople.users.anonymised : c.email);
  return (
    <>
      <p>
        <Link to="/beheer/klanten" className="underline">
          {t.back}
        </Link>
      </p>
      <h1 className="page-title mt-2">{name}</h1>
      <p className="mt-1">{t.summary(c.orderCount, formatMoney(c.spentCents))}</p>
      <div aria-live="polite">
        {done ? (
          <div className="admin-notice admin-notice--success mt-4" role="status" id="customer-notice">
            <p>{a.done}</p>
          </div>
        ) : null}
      </div>

      <div className="admin-grid mt-6">
        <section className="admin-card" aria-labelledby="customer-details">
          <h2 id="customer-details" className="admin-card__title">
            {t.details}
          </h2>
          <dl className="people-dl">
            <dt>{t.name}</dt>
            <dd>{`${c.firstName} ${c.lastName}`.trim() || "—"}</dd>
            <dt>{t.email}</dt>
            <dd>{c.email}</dd>
            <dt>{t.created}</dt>
            <dd>{formatDate(c.createdAt)}</dd>
            <dt>{t.status}</dt>
            <dd>
              {c.anonymisedAt
                ? a.already(formatDate(c.anonymisedAt, "datetime"))
                : c.active
                  ? nl.adminPeople.users.active
                  : nl.adminPeople.users.inactive}
            </dd>
          </dl>
        </section>
        <section className="admin-card" aria-labelledby="customer-addresses">
          <h2 id="customer-addresses" className="admin-card__title">
            {t.addresses}
          </h2>
          {c.addresses.billing ? (
            <div className="admin-grid">
              <div>
                <h3 className="font-semibold">{t.billing}</h3>
                <AddressBlock address={c.addresses.billing} />
              </div>
              <div>
                <h3 className="font-semibold">{t.shipping}</h3>
                {c.addresses.shipping ? (
                  <AddressBlock address={c.addresses.shipping} />
                ) : (
                  <p>{t.sameAsBilling}</p>
                )}
              </div>
            </div>
          ) : (
            <p>{t.noAddress}</p>
          )}
        </section>
      </div>

      <h2 className="section-title mt-8">{t.orders}</h2>
      {c.orders.length === 0 ? (
        <p className="mt-2">{t.noOrders}</p>
      ) : (
        <div className="mt-2">
          <AdminTable caption={t.ordersCaption}>
            <thead>
              <tr>
                <th scope="col">{t.orderNumber}</th>
                <th scope="col">{t.orderDate}</th>
                <th scope="col">{t.orderStatus}</th>
                <th scope="col" className="num">
                  {t.orderTotal}
                </th>
              </tr>
            </thead>
            <tbody>
              {c.orders.map((o) => (
                <tr key={o.id}>
                  <td>
                    <Link to={`/beheer/bestellingen/${o.id}`} className="underline">
                      {o.number ?? `#${o.id}`}
                    </Link>
                  </td>
                  <td>{formatDate(o.createdAt, "datetime")}</td>
                  <td>{statusLabel(o.status)}</td>
                  <td className="num">{formatMoney(o.totalInclCents)}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        </div>
      )}

      {c.anonymisedAt ? null : (
        <section className="admin-card people-danger mt-8 max-w-3xl" aria-labelledby="anonymise-title">
          <h2 id="anonymise-title" className="admin-card__title">
            {a.legend}
          </h2>
          <p>{a.text}</p>
          {confirming ? (
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="intent" value="anonymise" />
              <input type="hidden" name="confirm" value="1" />
              <p className="font-semibold" id="anonymise-question">
                {a.confirmTitle}
              </p>
              <div className="people-actions">
                <button type="submit" className="btn btn-primary" aria-describedby="anonymise-question">
                  {a.confirm}
                </button>
                <Link to={`/beheer/klanten/${c.id}`} className="underline">
                  {a.cancel}
                </Link>
              </div>
            </Form>
          ) : (
            <p>
              <Link to={`/beheer/klanten/${c.id}?anonimiseren`} className="btn btn-secondary">
                {a.start}
              </Link>
            </p>
          )}
        </section>
      )}
    </>
  );
}
