import { data, Form, redirect } from "react-router";
import { TestShopNotice } from "~/components/checkout/test-shop-notice";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { payOrderMessages } from "~/i18n/nl.payOrder";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { checkoutUrls } from "~/modules/checkout/urls";
import { getPaymentSettings } from "~/modules/payments/payment-settings.server";
import { applyTestOutcome } from "~/modules/payments/payment-webhook.server";
import { providerMessages } from "~/modules/payments/providers/nl.providers";
import { isFinalPaymentStatus, isPaymentStatus } from "~/modules/payments/providers/provider";
import { isTestPaymentId, TEST_GATEWAY_OPTIONS } from "~/modules/payments/providers/test-gateway";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatMoney } from "~/utils/format-money";
import { publicUrl } from "~/utils/public-url.server";
import type { Route } from "./+types/test-payment";
import "~/components/checkout/checkout.css";

const m = checkoutMessages.testPayment;

async function loadPayment(context: Route.LoaderArgs["context"], id: string | undefined) {
  if (!isTestPaymentId(id)) throw data(null, { status: 404 });
  const row = await getState(context)
    .db.selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .select([
      "payments.status",
      "payments.amount_cents",
      "orders.id as order_id",
      "orders.number",
      "orders.order_key",
    ])
    .where("payments.provider", "=", "test")
    .where("payments.provider_payment_id", "=", id)
    .executeTakeFirst();
  if (!row) throw data(null, { status: 404 });
  return row;
}

/**
 * `/betaling/test/{id}`: the built-in test gateway's imitation of a hosted payment page. While Mollie is the
 * shop's provider the page offers no choice (and the action refuses one): the shop takes real payments.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const row = await loadPayment(context, params.paymentId);
  const final = isPaymentStatus(row.status) && isFinalPaymentStatus(row.status);
  const enabled = (await getPaymentSettings(getState(context).db)).provider === "test";
  return {
    enabled,
    orderNumber: row.number ?? String(row.order_id),
    amount: formatMoney(row.amount_cents),
    final,
    statusLabel: isPaymentStatus(row.status) ? providerMessages.statuses[row.status] : row.status,
    returnUrl: checkoutUrls.paymentReturn(row.order_id, row.order_key),
  };
}

/** Stores the chosen outcome, calls our webhook handler with only the id (as Mollie would), sends the shopper back. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const row = await loadPayment(context, params.paymentId);
  const form = await request.formData();
  const state = getState(context);
  const result = await applyTestOutcome(state.db, params.paymentId ?? "", form.get("outcome"), {
    log: state.log,
    baseUrl: publicUrl(),
  });
  if (!result.ok) {
    if (result.status === 404) throw data(null, { status: 404 });
    return data({ error: result.error }, { status: result.status });
  }
  return redirect(checkoutUrls.paymentReturn(row.order_id, row.order_key));
}

export function meta() {
  return [{ title: `${m.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

export default function TestPayment({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const error = actionData?.error;
  return (
    <article className="test-payment">
      <h1 className="page-title">{m.title}</h1>
      <TestShopNotice show={loaderData.enabled} />
      <p className="mt-2">{providerMessages.testGateway.intro}</p>
      <dl className="bank-details mt-4">
        <dt>{m.order(loaderData.orderNumber)}</dt>
        <dd />
        <dt>{m.amount}</dt>
        <dd data-testid="amount">{loaderData.amount}</dd>
      </dl>
      {!loaderData.enabled ? (
        <>
          <p className="checkout-notice mt-4" role="alert">
            {payOrderMessages.testGatewayOff}
          </p>
          <p className="mt-4">
            <a className="btn btn-primary" href={loaderData.returnUrl}>
              {m.back}
            </a>
          </p>
        </>
      ) : loaderData.final ? (
        <>
          <p className="mt-4" role="status">
            {m.done(loaderData.statusLabel.toLowerCase())}
          </p>
          <p className="mt-4">
            <a className="btn btn-primary" href={loaderData.returnUrl}>
              {m.back}
            </a>
          </p>
        </>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="_csrf" value={root?.config.nonce ?? ""} />
          <fieldset aria-describedby={error ? "outcome-error" : undefined}>
            <legend className="checkout__subheading">{m.outcome}</legend>
            <ul>
              {TEST_GATEWAY_OPTIONS.map((o, i) => (
                <li key={o.value}>
                  <label className="checkbox checkbox--top">
                    <input type="radio" name="outcome" value={o.value} defaultChecked={i === 0} />{" "}
                    <span>
                      <span className="font-semibold">{o.label}</span>
                      <span className="block text-sm text-slate-700">{o.hint}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {error ? (
              <p id="outcome-error" className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </fieldset>
          <button type="submit" className="btn btn-primary mt-6">
            {providerMessages.testGateway.submit}
          </button>
        </Form>
      )}
    </article>
  );
}
