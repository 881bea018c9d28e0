import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import "~/components/admin/refunds.css";
import { Field, firstError } from "~/components/forms/field";
import { parseForm } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { auditActor } from "~/modules/audit/audit.server";
import { formatRefundAmount, REFUND_DESCRIPTION_MAX, refundFormSchema } from "~/modules/payments/refund-form";
import { refundOverview } from "~/modules/payments/refund-queries.server";
import { refreshRefunds } from "~/modules/payments/refund-refresh.server";
import { refundDoublePayment, refundOrder } from "~/modules/payments/refunds.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import { formatMoney } from "~/utils/format-money";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/order-refund";

const t = nl.adminRefunds;
const FIELD_ORDER = ["payment_id", "amount", "description"] as const;

const orderUrl = (id: number | string) => `${urls.admin}/bestellingen/${id}`;

function orderId(params: { id?: string }): number {
  return /^[1-9]\d{0,15}$/.test(params.id ?? "") ? Number(params.id) : 0;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const state = getState(context);
  // Refunds still under way at the provider (a Mollie refund starts pending) are asked about first.
  await refreshRefunds(state.db, orderId(params), state.log);
  const overview = await refundOverview(state.db, orderId(params));
  if (!overview) throw data(null, { status: 404 });
  return overview;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const state = getState(context);
  const id = orderId(params);
  const form = await request.formData();
  const deps = { actor: auditActor(context), log: state.log };
  const done = () => redirect(`${orderUrl(id)}?terugbetaald=1`, 303);
  const intent = form.get("intent");

  if (intent === "double-payment") {
    const outcome = await refundDoublePayment(state.db, id, deps);
    if (outcome.ok) return done();
    if (outcome.httpStatus === 404) throw data(null, { status: 404 });
    return data({ message: outcome.error, result: null }, { status: outcome.httpStatus });
  }
  if (intent !== "refund") {
    if (!(await refundOverview(state.db, id))) throw data(null, { status: 404 });
    return data({ message: t.errors.unknownIntent, result: null }, { status: 400 });
  }

  const submission = parseForm(form, refundFormSchema);
  if (submission.status !== "success") {
    if (!(await refundOverview(state.db, id))) throw data(null, { status: 404 });
    return data(
      { message: t.notRefunded, result: submission.reply({ hideFields: ["_csrf"] }) },
      { status: 400 },
    );
  }
  const outcome = await refundOrder(
    state.db,
    {
      orderId: id,
      paymentId: submission.value.payment_id,
      amountCents: submission.value.amount,
      description: submission.value.description,
    },
    deps,
  );
  if (outcome.ok) return done();
  if (outcome.httpStatus === 404) throw data(null, { status: 404 });
  const result = submission.reply({
    hideFields: ["_csrf"],
    ...(outcome.field ? { fieldErrors: { [outcome.field]: [outcome.error] } } : {}),
  });
  // A message that belongs to no field (the provider, the order) stands on top of the page.
  return data(
    { message: outcome.field ? t.notRefunded : outcome.error, result },
    { status: outcome.httpStatus },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? t.title(loaderData.order.number) : nl.admin.title;
  return [{ title: `${title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

export default function OrderRefund({ loaderData, actionData }: Route.ComponentProps) {
  const { order, payments, refunds, openDouble } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const busy = useNavigation().state === "submitting";
  const refundable = payments.filter((p) => p.refundableCents > 0);
  const first = refundable[0];
  const result = (actionData?.result ?? null) as SubmissionResult<string[]> | null;
  const [form, conformFields] = useForm<Record<string, unknown>>({
    lastResult: result,
    defaultValue: {
      amount: first ? formatRefundAmount(first.refundableCents) : "",
      description: "",
      payment_id: first ? String(first.id) : "",
    },
  });
  const fields = conformFields as unknown as Record<string, FieldMetadata<unknown>>;
  const focus = firstError(result, FIELD_ORDER);
  const paymentLabel = (p: (typeof payments)[number]) =>
    `${p.providerPaymentId} (${nl.payments.methods[p.method as keyof typeof nl.payments.methods] ?? p.method})`;
  const hasTest = refundable.some((p) => p.provider === "test");

  return (
    <div className="order-refund">
      <p>
        <Link to={orderUrl(order.id)} className="underline">
          ← {t.backToOrder}
        </Link>
      </p>
      <h1 className="page-title mt-2">{t.title(order.number)}</h1>
      <p className="mt-2 max-w-3xl">{t.intro}</p>

      <div aria-live="polite" className="mt-4">
        {actionData?.message ? (
          <div className="admin-notice admin-notice--error" role="alert" id="refund-error">
            <p>{actionData.message}</p>
          </div>
        ) : null}
      </div>

      {openDouble && order.doublePaymentAt ? (
        <div className="admin-notice admin-notice--warning mt-4" id="double-payment">
          <p>{t.doublePayment(formatDate(order.doublePaymentAt, "long"))}</p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="_csrf" value={csrf} />
            <input type="hidden" name="intent" value="double-payment" />
            <button type="submit" className="btn btn-secondary" disabled={busy}>
              {t.doublePaymentButton(formatMoney(openDouble.refundableCents))}
            </button>
          </Form>
        </div>
      ) : null}

      <dl className="admin-card refund-summary mt-6" id="refund-summary">
        <div>
          <dt>{t.summary.paid}</dt>
          <dd>{formatMoney(loaderData.paidCents)}</dd>
        </div>
        <div>
          <dt>{t.summary.refunded}</dt>
          <dd>{formatMoney(loaderData.refundedCents)}</dd>
        </div>
        <div>
          <dt>{t.summary.refundable}</dt>
          <dd>{formatMoney(loaderData.refundableCents)}</dd>
        </div>
      </dl>

      <h2 className="section-title mt-6" id="refund-payments-title">
        {t.payments}
      </h2>
      {payments.length ? (
        // Focusable so a keyboard can scroll it sideways on a narrow screen.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="admin-table-wrap" tabIndex={0} aria-labelledby="refund-payments-title">
          <table className="admin-table admin-table--dense" id="refund-payments">
            <thead>
              <tr>
                <th scope="col">{t.columns.payment}</th>
                <th scope="col">{t.columns.provider}</th>
                <th scope="col">{t.columns.method}</th>
                <th scope="col">{t.columns.date}</th>
                <th scope="col">{t.columns.amount}</th>
                <th scope="col">{t.columns.refunded}</th>
                <th scope="col">{t.columns.refundable}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id} data-payment={p.id}>
                  <th scope="row">{p.providerPaymentId}</th>
                  <td>{t.providerLabels[p.provider]}</td>
                  <td>{nl.payments.methods[p.method as keyof typeof nl.payments.methods] ?? p.method}</td>
                  <td>{formatDate(p.paidAt, "datetime")}</td>
                  <td>{formatMoney(p.amountCents)}</td>
                  <td>{formatMoney(p.refundedCents)}</td>
                  <td>{formatMoney(p.refundableCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p>{t.errors.nothingPaid}</p>
      )}

      <h2 className="section-title mt-6" id="refund-list-title">
        {t.refunds}
      </h2>
      {refunds.length ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="admin-table-wrap" tabIndex={0} aria-labelledby="refund-list-title">
          <table className="admin-table admin-table--dense" id="refund-list">
            <thead>
              <tr>
                <th scope="col">{t.columns.date}</th>
                <th scope="col">{t.columns.amount}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.refundId}</th>
                <th scope="col">{t.columns.payment}</th>
                <th scope="col">{t.columns.description}</th>
                <th scope="col">{t.columns.by}</th>
              </tr>
            </thead>
            <tbody>
              {refunds.map((r) => (
                <tr key={r.id} data-refund={r.id} data-status={r.status}>
                  <td>{formatDate(r.createdAt, "datetime")}</td>
                  <td>{formatMoney(r.amountCents)}</td>
                  <td>{t.refundStatus[r.status] ?? r.status}</td>
                  <td>{r.providerRefundId ?? "–"}</td>
                  <td>{payments.find((p) => p.id === r.paymentId)?.providerPaymentId ?? r.paymentId}</td>
                  <td>{r.description}</td>
                  <td>{r.actor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p>{t.noRefunds}</p>
      )}

      {first ? (
        <Form method="post" className="admin-form mt-8" id={form.id} noValidate>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="intent" value="refund" />
          <fieldset className="admin-card">
            <legend>{t.form.legend}</legend>
            {hasTest ? <p className="field-help">{t.form.testEnvironment}</p> : null}
            {refundable.length > 1 ? (
              <Field
                field={fields.payment_id as FieldMetadata<unknown>}
                label={t.form.payment}
                className="admin-field"
                required
                autoFocus={focus === "payment_id"}
              >
                {(control) => (
                  <select
                    {...control}
                    className="field-input"
                    defaultValue={String(fields.payment_id?.initialValue ?? first.id)}
                  >
                    {refundable.map((p) => (
                      <option key={p.id} value={p.id}>
                        {t.form.paymentOption(
                          paymentLabel(p),
                          formatMoney(p.amountCents),
                          formatMoney(p.refundableCents),
                        )}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : (
              <input type="hidden" name="payment_id" value={first.id} />
            )}
            {refundable.length <= 1 && fields.payment_id?.errors?.[0] ? (
              <p className="field-error" id="payment_id-error">
                {fields.payment_id.errors[0]}
              </p>
            ) : null}
            <Field
              field={fields.amount as FieldMetadata<unknown>}
              label={t.form.amount}
              inputMode="decimal"
              autoComplete="off"
              className="admin-field"
              required
              staticHelp
              help={t.form.amountHelp(formatMoney(first.refundableCents))}
              autoFocus={focus === "amount"}
            />
            <Field
              field={fields.description as FieldMetadata<unknown>}
              label={t.form.description}
              autoComplete="off"
              className="admin-field"
              optional
              staticHelp
              help={t.form.descriptionHelp}
              autoFocus={focus === "description"}
            >
              {(control) => (
                <textarea
                  {...control}
                  className="field-input"
                  rows={2}
                  maxLength={REFUND_DESCRIPTION_MAX}
                  defaultValue={String(fields.description?.initialValue ?? "")}
                />
              )}
            </Field>
            <p>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t.form.submit}
              </button>
            </p>
          </fieldset>
        </Form>
      ) : (
        <p className="mt-6">{t.nothingRefundable}</p>
      )}
    </div>
  );
}
