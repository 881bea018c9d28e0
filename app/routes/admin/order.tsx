import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, useNavigation } from "react-router";
import "~/components/admin/orders.css";
import { CustomerCard } from "~/components/admin/order/customer-card";
import { DoublePaymentNotice } from "~/components/admin/order/double-payment-notice";
import { HistoryTable } from "~/components/admin/order/history-table";
import { MailsTable } from "~/components/admin/order/mails-table";
import { NotesCard } from "~/components/admin/order/notes-card";
import { OrderHeader } from "~/components/admin/order/order-header";
import { OrderLines } from "~/components/admin/order/order-lines";
import { PaymentsTable } from "~/components/admin/order/payments-table";
import { RefundsTable } from "~/components/admin/order/refunds-table";
import { StatusCard } from "~/components/admin/order/status-card";
import { parseForm, SECRET_FIELDS } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { auditActor } from "~/modules/audit/audit.server";
import { schemaForIntent } from "~/modules/orders/order-admin.schema";
import { addOrderNote, changeOrderStatus, resendOrderMail } from "~/modules/orders/order-admin.server";
import { getOrderDetail } from "~/modules/orders/order-detail.server";
import {
  type OrderDone,
  orderDoneFromParam,
  orderDoneMessage,
  orderDonePath,
  orderStatusView,
} from "~/modules/orders/order-page";
import { OrderTransitionError } from "~/modules/orders/order-status";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/order";

const t = nl.adminOrders;
const d = t.detail;

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
  return {
    ...detail,
    ...orderStatusView(detail.order.status),
    done: orderDoneFromParam(new URL(request.url).searchParams.get("gelukt")),
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
  const done = (key: OrderDone) => redirect(orderDonePath(id, key), { status: 303 });
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

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, lines, payments, refunds, mails, events, next } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const busy = useNavigation().state === "submitting";
  const refused = actionData?.result ?? null;
  const formError = refused?.error?.[""]?.[0];
  const lastFor = (intent: string) => (actionData?.intent === intent ? actionData.result : null);
  const successText = orderDoneMessage(loaderData.done, order.status, loaderData.statusLabel);
  const shippingLabel = lines.find((l) => l.kind === "shipping")?.name ?? order.shipping_method;
  return (
    <div className="orders-detail">
      <OrderHeader order={order} statusLabel={loaderData.statusLabel} paid={loaderData.paid} />

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
        <DoublePaymentNotice orderId={order.id} since={order.double_payment_at} csrf={csrf} />
      ) : null}

      <div className="orders-columns">
        <div className="orders-detail">
          <OrderLines order={order} lines={lines} shippingLabel={shippingLabel} />
          <PaymentsTable order={order} payments={payments} />
          <RefundsTable refunds={refunds} />
          <MailsTable mails={mails} csrf={csrf} busy={busy} />
          <HistoryTable events={events} />
        </div>

        <div className="orders-detail">
          <StatusCard
            csrf={csrf}
            status={order.status}
            statusLabel={loaderData.statusLabel}
            next={next}
            busy={busy}
            lastResult={lastFor("status")}
          />
          <NotesCard csrf={csrf} eventCount={events.length} busy={busy} lastFor={lastFor} />
          <CustomerCard order={order} shippingLabel={shippingLabel} />
        </div>
      </div>
    </div>
  );
}
