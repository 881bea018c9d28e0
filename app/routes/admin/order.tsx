import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import "~/components/admin/orders.css";
import { NoteForm, StatusForm } from "~/components/admin/order-forms";
import { parseForm, SECRET_FIELDS } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { addressLines } from "~/modules/accounts/order-view";
import { auditActor } from "~/modules/audit/audit.server";
import { paymentMethodLabel } from "~/modules/checkout/order-view";
import { schemaForIntent } from "~/modules/orders/order-admin.schema";
import { addOrderNote, changeOrderStatus, resendOrderMail } from "~/modules/orders/order-admin.server";
import { dutchDecimal } from "~/modules/orders/order-detail";
import { getOrderDetail } from "~/modules/orders/order-detail.server";
import {
  adminNextStatuses,
  isOrderStatus,
  isPaid,
  OrderTransitionError,
  statusLabel,
} from "~/modules/orders/order-status";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import { formatMoney } from "~/utils/format-money";
import type { Route } from "./+types/order";

const t = nl.adminOrders;
const d = t.detail;

const DONE = { status: "status", note: "notitie", customer_note: "klantnotitie", resend: "e-mail" } as const;
type Done = keyof typeof DONE;

function orderId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id ?? "") || !Number.isSafeInteger(id) || id <= 0)
    throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const detail = await getOrderDetail(db, orderId(params));
  if (!detail) throw data(null, { status: 404 });
  const status = detail.order.status;
  const done = new URL(request.url).searchParams.get("gelukt");
  const doneKey = (Object.keys(DONE) as Done[]).find((k) => DONE[k] === done) ?? null;
  return {
    ...detail,
    statusLabel: statusLabel(status),
    next: isOrderStatus(status)
      ? adminNextStatuses(status).map((s) => ({ id: s, label: statusLabel(s) }))
      : [],
    paid: isOrderStatus(status) && isPaid(status),
    done: doneKey,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const state = getState(context);
  const id = orderId(params);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const schema = schemaForIntent(intent);
  if (!schema) {
    return data(
      { intent, result: { status: "error" as const, error: { "": [t.validation.unknownIntent] } } },
      { status: 400 },
    );
  }
  const submission = parseForm(formData, schema);
  const refuse = (result: SubmissionResult<string[]>, status = 400) => data({ intent, result }, { status });
  if (submission.status !== "success") return refuse(submission.reply({ hideFields: SECRET_FIELDS }));
  const actor = auditActor(context);
  const input = submission.value;
  const done = (key: Done) => redirect(`/beheer/bestellingen/${id}?gelukt=${DONE[key]}`, { status: 303 });
  switch (input.intent) {
    case "status": {
      // Refunded is only ever set by a refund through the provider (the "Terugbetalen" page).
      if (input.status === "refunded") {
        return refuse(
          submission.reply({
            fieldErrors: { status: [new OrderTransitionError(input.from, input.status).message] },
          }),
        );
      }
      const result = await changeOrderStatus(
        state.db,
        actor,
        { orderId: id, to: input.status, expectedFrom: input.from, trackTrace: input.track_trace },
        state.log,
      );
      if (result.ok) return done("status");
      if (result.reason === "not_found") throw data(null, { status: 404 });
      if (result.reason === "conflict")
        return refuse(submission.reply({ formErrors: [d.statusConflict] }), 409);
      return refuse(submission.reply({ fieldErrors: { status: [result.message] } }));
    }
    case "note":
    case "customer_note": {
      const text = input.intent === "note" ? input.note : input.customer_note;
      const found = await addOrderNote(state.db, actor, { orderId: id, kind: input.intent, text }, state.log);
      if (!found) throw data(null, { status: 404 });
      return done(input.intent);
    }
    case "resend": {
      const copy = await resendOrderMail(state.db, actor, { orderId: id, outboxId: input.mail }, state.log);
      if (copy === null) return refuse(submission.reply({ formErrors: [d.resendMissing] }), 404);
      return done("resend");
    }
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? d.title(loaderData.order.number) : d.notFoundTitle;
  return [{ title: `${title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

/** A table that scrolls sideways on narrow screens; focusable (keyboard scrolling) and named. */
function TableWrap({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={`admin-table-wrap ${className ?? ""}`} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

function Money({ cents }: { cents: number }) {
  return <>{formatMoney(cents)}</>;
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, lines, payments, refunds, mails, events, next } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const busy = useNavigation().state === "submitting";
  const refused = actionData?.result ?? null;
  const formError = refused?.error?.[""]?.[0];
  const lastFor = (intent: string) => (actionData?.intent === intent ? actionData.result : null);
  const products = lines.filter((l) => l.kind === "product");
  const successText = (() => {
    switch (loaderData.done) {
      case "status":
        return ["in-production", "shipped", "completed"].includes(order.status)
          ? d.statusChanged(loaderData.statusLabel)
          : d.statusChangedQuiet(loaderData.statusLabel);
      case "note":
        return d.noteAdded;
      case "customer_note":
        return d.customerNoteAdded;
      case "resend":
        return d.resent;
      default:
        return null;
    }
  })();
  const billing = addressLines(order.billing);
  const shipping = addressLines(order.shipping);
  const shippingLabel = lines.find((l) => l.kind === "shipping")?.name ?? order.shipping_method;
  return (
    <div className="orders-detail">
      <p>
        <Link to="/beheer/bestellingen" className="underline">
          ← {d.back}
        </Link>
      </p>
      <div className="admin-toolbar">
        <div>
          <h1 className="page-title">{d.title(order.number)}</h1>
          <p className="text-sm text-slate-700">
            {d.placedOn(formatDate(order.created_at, "long"))} ·{" "}
            <span className="admin-badge" id="order-status">
              {loaderData.statusLabel}
            </span>
          </p>
        </div>
        <div className="orders-actions">
          <Link to={`/beheer/bestellingen/${order.id}/print`} className="btn btn-secondary">
            {d.print}
          </Link>
          {loaderData.paid ? (
            <Link to={`/beheer/bestellingen/${order.id}/terugbetalen`} className="btn btn-secondary">
              {d.refund}
            </Link>
          ) : null}
        </div>
      </div>

      <div aria-live="polite">
        {successText && !actionData ? (
          <div className="admin-notice admin-notice--success" role="status" id="order-done">
            <p>{successText}</p>
          </div>
        ) : null}
        {actionData ? (
          <div className="admin-notice admin-notice--error" role="alert" id="order-errors">
            <p>{formError ?? d.fixErrors}</p>
          </div>
        ) : null}
      </div>

      {order.double_payment_at ? (
        <section className="admin-notice admin-notice--warning" aria-labelledby="double-payment-title">
          <h2 id="double-payment-title">⚠ {t.doublePaymentTitle}</h2>
          <p>{d.doublePaymentWarning}</p>
          <p className="text-sm">{d.doublePaymentSince(formatDate(order.double_payment_at, "datetime"))}</p>
          <Form method="post" action={`/beheer/bestellingen/${order.id}/terugbetalen`} className="mt-2">
            <input type="hidden" name="_csrf" value={csrf} />
            <input type="hidden" name="intent" value="double-payment" />
            <button type="submit" className="btn btn-primary">
              {d.refundDouble}
            </button>
          </Form>
        </section>
      ) : null}

      <div className="orders-columns">
        <div className="orders-detail">
          <section aria-labelledby="lines-title">
            <h2 id="lines-title">{d.lines}</h2>
            {products.map((line) => (
              <article key={line.id} className="admin-card" data-line={line.id}>
                <h3 className="font-semibold">
                  {line.name} × {line.quantity}
                </h3>
                <p className="text-sm text-slate-700">
                  {line.configuration.definitionVersion !== null
                    ? d.definitionVersion(line.configuration.definitionVersion)
                    : d.noDefinition}
                </p>
                {line.configuration.measurements.length ? (
                  <>
                    <h4 className="font-semibold mt-2">{d.measurements}</h4>
                    <dl className="orders-config">
                      {line.configuration.measurements.map((m) => (
                        <div key={m.label}>
                          <dt>{m.label}:</dt>
                          <dd>{m.value}</dd>
                        </div>
                      ))}
                    </dl>
                  </>
                ) : null}
                {line.configuration.options.length ? (
                  <TableWrap label={`${d.configuration} – ${line.name}`} className="mt-2">
                    <table className="admin-table admin-table--dense orders-table">
                      <caption className="sr-only">{`${d.configuration} – ${line.name}`}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{d.option}</th>
                          <th scope="col">{d.chosen}</th>
                          <th scope="col" className="num">
                            {d.rate}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {line.configuration.options.map((o) => (
                          <tr key={o.label}>
                            <th scope="row">{o.label}</th>
                            <td>{o.value}</td>
                            <td className="num">{o.rate ? `€ ${dutchDecimal(o.rate)}` : "—"}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </TableWrap>
                ) : null}
                <h4 className="font-semibold mt-2">{d.priceBreakdown}</h4>
                <dl className="orders-config">
                  {line.configuration.priceExcl ? (
                    <div>
                      <dt>{d.formulaResult}:</dt>
                      <dd>€ {dutchDecimal(line.configuration.priceExcl)}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{d.unitExcl}:</dt>
                    <dd>
                      <Money cents={line.unitExclCents} />
                    </dd>
                  </div>
                  <div>
                    <dt>{d.unitIncl}:</dt>
                    <dd>
                      <Money cents={line.unitInclCents} />
                    </dd>
                  </div>
                  <div>
                    <dt>{`${d.lineTotal} (${d.quantity} ${line.quantity})`}:</dt>
                    <dd>
                      <Money cents={line.totalInclCents} />
                    </dd>
                  </div>
                </dl>
              </article>
            ))}
            <dl className="orders-config admin-card">
              <div>
                <dt>{d.subtotal}:</dt>
                <dd>
                  <Money cents={order.subtotal_incl_cents} />
                </dd>
              </div>
              <div>
                <dt>{`${d.shippingCost} (${shippingLabel})`}:</dt>
                <dd>{order.shipping_incl_cents ? <Money cents={order.shipping_incl_cents} /> : d.free}</dd>
              </div>
              {order.fee_incl_cents ? (
                <div>
                  <dt>{d.fee}:</dt>
                  <dd>
                    <Money cents={order.fee_incl_cents} />
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{d.total}:</dt>
                <dd className="font-semibold">
                  <Money cents={order.total_incl_cents} />
                </dd>
              </div>
              <div>
                <dt>{d.vat}:</dt>
                <dd>
                  <Money cents={order.vat_cents} />
                </dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="payments-title">
            <h2 id="payments-title">{d.payments}</h2>
            {payments.length ? (
              <TableWrap label={d.payments}>
                <table className="admin-table admin-table--dense">
                  <caption className="sr-only">{d.payments}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{d.paymentColumns.date}</th>
                      <th scope="col">{d.paymentColumns.provider}</th>
                      <th scope="col">{d.paymentColumns.id}</th>
                      <th scope="col">{d.paymentColumns.method}</th>
                      <th scope="col" className="num">
                        {d.paymentColumns.amount}
                      </th>
                      <th scope="col" className="num">
                        {d.paymentColumns.fee}
                      </th>
                      <th scope="col">{d.paymentColumns.status}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {payments.map((p) => (
                      <tr key={p.id}>
                        <td>{formatDate(p.created_at, "datetime")}</td>
                        <td>{nl.payments.providers[p.provider] ?? p.provider}</td>
                        <td>
                          <code>{p.provider_payment_id}</code>
                        </td>
                        <td>{paymentMethodLabel(p.method)}</td>
                        <td className="num">
                          <Money cents={p.amount_cents} />
                        </td>
                        <td className="num">
                          {p.method === order.payment_method && order.fee_incl_cents ? (
                            <Money cents={order.fee_incl_cents} />
                          ) : (
                            "—"
                          )}
                        </td>
                        <td>
                          {p.status}
                          {p.superseded_at ? ` (${d.superseded})` : ""}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            ) : (
              <p>{d.noPayments(paymentMethodLabel(order.payment_method))}</p>
            )}
          </section>

          <section aria-labelledby="refunds-title">
            <h2 id="refunds-title">{d.refunds}</h2>
            {refunds.length ? (
              <TableWrap label={d.refunds}>
                <table className="admin-table admin-table--dense">
                  <caption className="sr-only">{d.refunds}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{d.refundColumns.date}</th>
                      <th scope="col" className="num">
                        {d.refundColumns.amount}
                      </th>
                      <th scope="col">{d.refundColumns.status}</th>
                      <th scope="col">{d.refundColumns.description}</th>
                      <th scope="col">{d.refundColumns.id}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {refunds.map((r) => (
                      <tr key={r.id}>
                        <td>{formatDate(r.created_at, "datetime")}</td>
                        <td className="num">
                          <Money cents={r.amount_cents} />
                        </td>
                        <td>{r.status}</td>
                        <td>{r.description}</td>
                        <td>
                          <code>{r.provider_refund_id ?? "—"}</code>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            ) : (
              <p>{d.noRefunds}</p>
            )}
          </section>

          <section aria-labelledby="mails-title">
            <h2 id="mails-title">{d.mails}</h2>
            {mails.length ? (
              <TableWrap label={d.mails}>
                <table className="admin-table admin-table--dense orders-table">
                  <caption className="sr-only">{d.mails}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{d.mailColumns.subject}</th>
                      <th scope="col">{d.mailColumns.to}</th>
                      <th scope="col">{d.mailColumns.queued}</th>
                      <th scope="col">{d.mailColumns.state}</th>
                      <th scope="col">{d.mailColumns.action}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {mails.map((m) => (
                      <tr key={m.id} data-mail={m.id}>
                        <td>{m.subject}</td>
                        <td>{m.to_address}</td>
                        <td>{formatDate(m.created_at, "datetime")}</td>
                        <td>
                          {m.sent_at
                            ? d.mailState.sent(formatDate(m.sent_at, "datetime"))
                            : m.failed_at
                              ? d.mailState.failed(m.error ?? "")
                              : d.mailState.waiting}
                        </td>
                        <td>
                          <Form method="post">
                            <input type="hidden" name="_csrf" value={csrf} />
                            <input type="hidden" name="intent" value="resend" />
                            <input type="hidden" name="mail" value={m.id} />
                            <button
                              type="submit"
                              className="btn btn-light"
                              aria-label={d.resendLabel(m.subject)}
                              disabled={busy}
                            >
                              {d.resend}
                            </button>
                          </Form>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            ) : (
              <p>{d.noMails}</p>
            )}
          </section>

          <section aria-labelledby="history-title">
            <h2 id="history-title">{d.history}</h2>
            {events.length ? (
              <TableWrap label={d.history}>
                <table className="admin-table admin-table--dense orders-table" id="order-history">
                  <caption className="sr-only">{d.history}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{d.historyColumns.date}</th>
                      <th scope="col">{d.historyColumns.who}</th>
                      <th scope="col">{d.historyColumns.what}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {events.map((e) => (
                      <tr key={e.id} data-kind={e.kind}>
                        <td>{formatDate(e.created_at, "datetime")}</td>
                        <td>{e.actor}</td>
                        <td>
                          {e.kind === "status"
                            ? d.event.status(statusLabel(e.from_status ?? ""), statusLabel(e.to_status ?? ""))
                            : d.event[e.kind](e.text)}
                          {e.kind === "status" && e.text ? ` (${d.event.tracking(e.text)})` : ""}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            ) : (
              <p>{d.noHistory}</p>
            )}
          </section>
        </div>

        <div className="orders-detail">
          <section className="admin-card" aria-labelledby="status-title">
            <h2 id="status-title">{d.statusForm}</h2>
            <p>{d.currentStatus(loaderData.statusLabel)}</p>
            {next.length ? (
              <StatusForm
                key={`status-${order.status}`}
                csrf={csrf}
                from={order.status}
                next={next}
                busy={busy}
                lastResult={lastFor("status")}
              />
            ) : (
              <p>{d.noNextStatus}</p>
            )}
          </section>

          <section className="admin-card" aria-labelledby="notes-title">
            <h2 id="notes-title">{d.notes}</h2>
            <NoteForm
              key={`note-${events.length}`}
              csrf={csrf}
              kind="note"
              busy={busy}
              lastResult={lastFor("note")}
            />
            <NoteForm
              key={`customer-note-${events.length}`}
              csrf={csrf}
              kind="customer_note"
              busy={busy}
              lastResult={lastFor("customer_note")}
            />
          </section>

          <section className="admin-card" aria-labelledby="customer-title">
            <h2 id="customer-title">{d.billing}</h2>
            <address className="not-italic">
              {billing.map((l) => (
                <span key={l} className="block">
                  {l}
                </span>
              ))}
              <span className="block">
                {d.email}: <a href={`mailto:${order.email}`}>{order.email}</a>
              </span>
            </address>
            <h2 className="mt-4">{d.shipping}</h2>
            <address className="not-italic">
              {shipping.map((l) => (
                <span key={l} className="block">
                  {l}
                </span>
              ))}
            </address>
            <p className="mt-2">
              {d.shippingMethod}: {shippingLabel}
            </p>
            {order.track_trace ? <p>{d.event.tracking(order.track_trace)}</p> : null}
            {order.customer_note ? (
              <>
                <h2 className="mt-4">{d.customerNoteAtCheckout}</h2>
                <p className="whitespace-pre-line">{order.customer_note}</p>
              </>
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}
