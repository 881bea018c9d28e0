import { renderToStaticMarkup } from "react-dom/server";
import { OrderReview } from "~/components/checkout/order-review";
import { nl } from "~/i18n/nl";
import { toOrderView } from "~/modules/checkout/order-view";
import { getOrder } from "~/modules/orders/orders.server";
import type { AjaxAction, AjaxResult } from "~/routes/api/ajax.server";
import { type AddFeeAnswer, parseAddFeeRequest } from "./add-fee";
import { changeOrderPaymentMethod } from "./order-fee.server";

/**
 * The pay-for-order page's add-fee call (`POST ajax_url`, action `mollie_payments_add_fee`, spec §7.1). The
 * dispatcher has checked `add_fee_nonce` against the session's CSRF token (the action's `csrfField`); this
 * checks the rest, changes the order's method and fee (order-fee.server.ts) and answers
 * `{ success, recalc, message, alert }`. Every HTML fragment is rendered by React — the table with the same
 * component as the page, so no shopper or admin text is ever concatenated into markup.
 */

const m = nl.payOrder;

/** The order's review table, as the page renders it. */
export function orderTableHtml(order: Parameters<typeof toOrderView>[0]): string {
  const view = toOrderView(order);
  return renderToStaticMarkup(
    <OrderReview lines={view.lines} totals={view} shippingLabel={view.shippingLabel} />,
  );
}

/** The notice the page inserts before its form after a refusal. */
export function AddFeeNotice({ text }: { text: string }) {
  return (
    <div className="checkout-notice add-fee-error">
      <p>
        {text} {m.errors.noticeSuffix}
      </p>
    </div>
  );
}

function refusal(status: number, alert: string): AjaxResult {
  const body: AddFeeAnswer = {
    success: false,
    recalc: false,
    message: renderToStaticMarkup(<AddFeeNotice text={alert} />),
    alert,
  };
  return { status, body };
}

export const addFee: AjaxAction = async (ctx, body) => {
  const parsed = parseAddFeeRequest(body);
  if (!parsed.ok) {
    return refusal(parsed.reason === "notFound" ? 404 : 400, m.errors[parsed.reason]);
  }
  const result = await changeOrderPaymentMethod(ctx.db, parsed.request);
  if (!result.ok) {
    ctx.log.info({ orderId: parsed.request.orderId, reason: result.reason }, "add-fee call refused");
    return refusal(result.status, m.errors[result.reason]);
  }
  const order = await getOrder(ctx.db, result.orderId);
  const answer: AddFeeAnswer = {
    success: true,
    recalc: result.changed,
    message: order ? orderTableHtml(order) : "",
    alert: "",
  };
  return { status: 200, body: answer };
};
// The page posts its token as `add_fee_nonce` (spec §3.2); the dispatcher checks that field for this action.
addFee.csrfField = "add_fee_nonce";
