import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { parseForm, SECRET_FIELDS } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { loginHeaders, mayRegister, register } from "~/modules/accounts/auth.server";
import { currentUser } from "~/modules/accounts/login-session.server";
import { cartIdForSession, listCartLines } from "~/modules/cart/cart.server";
import { cartCookies } from "~/modules/cart/cart-cookies.server";
import { cartLimitMessage } from "~/modules/cart/limits";
import {
  type CheckoutPaymentMethod,
  checkoutPaymentMethods,
  latestPayment,
  startPayment,
} from "~/modules/payments/payments.server";
import { getSettings } from "~/modules/settings/settings.server";
import type { RequestState } from "~/utils/context.server";
import { formatMoney } from "~/utils/format-money";
import { publicUrl } from "~/utils/public-url.server";
import { type CheckoutData, checkoutFormSchema } from "./checkout.schema";
import { checkoutAttemptKey, checkoutTotals, type Review, reviewLine } from "./checkout.server";
import { hasMadeToMeasure } from "./made-to-measure";
import { isPlacedForGood, queuePlacementEmails } from "./order-effects.server";
import { type PlacedOrder, placeOrder } from "./place-order.server";
import { checkoutUrls } from "./urls";

const m = nl.checkout;

export interface CheckoutNotice {
  kind: "error" | "warning";
  text: string;
  items?: string[];
}

export interface CheckoutActionData {
  /** Conform's reply: the typed values (never the password or the token) and the Dutch errors per field. */
  result: SubmissionResult<string[]>;
  notice: CheckoutNotice | null;
  review?: Review;
  /** After a price change: the token the confirming submit sends back as accepted_prices. */
  acceptedPrices?: string;
}

export type CheckoutActionResult =
  | { kind: "redirect"; to: string; headers: [string, string][] }
  | { kind: "data"; status: number; data: CheckoutActionData };

/** Everything the checkout page shows for the session's cart (or `empty`). */
export async function checkoutPage(state: RequestState) {
  const { db, sessionId } = state;
  const cartId = await cartIdForSession(db, sessionId, false);
  const lines = cartId === undefined ? [] : await listCartLines(db, cartId);
  if (cartId === undefined || lines.length === 0) return { empty: true as const };
  const [settings, payments, user] = await Promise.all([
    getSettings(db),
    checkoutPaymentMethods(db),
    currentUser(db, sessionId),
  ]);
  const shippingMethods = settings.shipping.methods;
  const defaults: Record<string, string> = {
    billing_country: "NL",
    shipping_country: "NL",
    shipping_method: shippingMethods[0].id,
    payment_method: payments[0]?.id ?? "",
    billing_email: user?.email ?? "",
    billing_first_name: user?.firstName ?? "",
    billing_last_name: user?.lastName ?? "",
  };
  return {
    empty: false as const,
    attemptKey: checkoutAttemptKey(cartId, lines),
    review: {
      lines: lines.map((l) => reviewLine(l)),
      totals: checkoutTotals(lines, shippingMethods, defaults.shipping_method, payments[0]),
    },
    shippingMethods,
    paymentMethods: payments.map(({ id, title, description }) => ({ id, title, description })),
    defaults,
    allowAccount: !user,
  };
}

/** The totals for other methods (the page's refresh when a method changes; no-JS "Totalen bijwerken"). */
export async function reviewFor(state: RequestState, shippingMethod: string, paymentMethod: string) {
  const cartId = await cartIdForSession(state.db, state.sessionId, false);
  const lines = cartId === undefined ? [] : await listCartLines(state.db, cartId);
  const [settings, payments] = await Promise.all([getSettings(state.db), checkoutPaymentMethods(state.db)]);
  return {
    lines: lines.map((l) => reviewLine(l)),
    totals: checkoutTotals(
      lines,
      settings.shipping.methods,
      shippingMethod,
      payments.find((p) => p.id === paymentMethod),
    ),
  } satisfies Review;
}

/** The posted fields as text (the first value of each name). */
function formStrings(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string" && !(k in out)) out[k] = v;
  return out;
}

/** Echoes the typed values without validating them (an expired session, "Totalen bijwerken"). */
const anyForm = z.record(z.string(), z.unknown());

/** Handles a checkout submit: validate, place once, then send the shopper to payment or the thank-you page. */
export async function submitCheckout(state: RequestState, form: FormData): Promise<CheckoutActionResult> {
  const { db, sessionId } = state;
  const raw = formStrings(form);
  let reply = parseForm(form, anyForm).reply({ hideFields: SECRET_FIELDS });
  const answer = (status: number, rest: Partial<CheckoutActionData>): CheckoutActionResult => ({
    kind: "data",
    status,
    data: { result: reply, notice: null, ...rest },
  });

  if (raw.intent === "update") {
    return answer(200, {
      review: await reviewFor(state, raw.shipping_method ?? "", raw.payment_method ?? ""),
    });
  }

  const cartId = await cartIdForSession(db, sessionId, false);
  const [settings, payments, user, lines] = await Promise.all([
    getSettings(db),
    checkoutPaymentMethods(db),
    currentUser(db, sessionId),
    cartId === undefined ? [] : listCartLines(db, cartId),
  ]);
  const submission = parseForm(
    form,
    checkoutFormSchema({
      shippingMethods: settings.shipping.methods.map((s) => s.id),
      paymentMethods: payments.map((p) => p.id),
      allowAccount: !user,
      madeToMeasure: hasMadeToMeasure(lines.map((l) => l.snapshot)),
    }),
  );
  reply = submission.reply({ hideFields: SECRET_FIELDS });
  // An address that already has an account is not refused here (that would tell anyone who is a customer):
  // the order is placed as a guest and queuePlacementEmails mails that address.
  if (
    submission.status === "success" &&
    submission.value.createAccount &&
    !(await mayRegister(db, state.clientIp))
  ) {
    // Asked before the order is placed, so the shopper can still order without an account.
    reply = submission.reply({
      hideFields: SECRET_FIELDS,
      fieldErrors: { account_password: [m.errors.accountRateLimited] },
    });
  }
  if (submission.status !== "success" || reply.status === "error") {
    return answer(400, {
      notice: { kind: "error", text: m.errors.fixErrors },
      review: await reviewFor(state, raw.shipping_method ?? "", raw.payment_method ?? ""),
    });
  }
  const data = submission.value;
  // The schema accepted only an offered method, so this finds it.
  const paymentMethod = payments.find((p) => p.id === data.paymentMethod) as CheckoutPaymentMethod;
  const result = await placeOrder(db, {
    sessionId,
    userId: user?.id ?? null,
    data,
    attemptKey: raw.checkout_attempt ?? "",
    acceptedPrices: raw.accepted_prices ?? "",
    shownTotal: raw.shown_total,
    shippingMethods: settings.shipping.methods,
    paymentMethod,
    onCreated: (trx, order) =>
      queuePlacementEmails(
        trx,
        order,
        { email: data.billing.email, firstName: data.billing.firstName, createAccount: data.createAccount },
        state.log,
      ),
    maxTotalInclCents: settings.limits.max_order_total_incl_cents,
  });
  switch (result.kind) {
    case "empty":
      return answer(409, { notice: { kind: "error", text: m.errors.emptyOnSubmit } });
    case "cart_changed":
      return answer(409, {
        notice: { kind: "warning", text: m.errors.cartChanged },
        review: await reviewFor(state, data.shippingMethod, data.paymentMethod),
      });
    case "too_large":
      return answer(409, {
        notice: {
          kind: "error",
          text: cartLimitMessage({ kind: "total", maxInclCents: result.maxInclCents }),
        },
        review: await reviewFor(state, data.shippingMethod, data.paymentMethod),
      });
    case "unavailable":
      return answer(409, {
        notice: { kind: "error", text: m.errors.unavailable(result.names.join(", ")) },
      });
    case "out_of_stock":
      return answer(409, {
        notice: { kind: "error", text: nl.catalog.stock.checkoutShort(result.names.join(", ")) },
        review: await reviewFor(state, data.shippingMethod, data.paymentMethod),
      });
    case "total_changed":
      return answer(409, {
        notice: {
          kind: "warning",
          text: m.errors.totalChanged(formatMoney(result.review.totals.totalInclCents)),
        },
        review: result.review,
        // Prices the shopper accepted before stay accepted.
        acceptedPrices: raw.accepted_prices || undefined,
      });
    case "prices_changed":
      return answer(409, {
        notice: {
          kind: "warning",
          text: m.errors.pricesChanged,
          items: result.review.lines
            .filter((l) => l.previousUnitInclCents !== undefined)
            .map((l) =>
              m.errors.priceChange(
                l.name,
                formatMoney(l.previousUnitInclCents ?? 0),
                formatMoney(l.unitInclCents),
              ),
            ),
        },
        review: result.review,
        acceptedPrices: result.token,
      });
  }
  return afterPlacement(state, result.order, data, paymentMethod.online);
}

/** After the commit (the e-mails were queued with the order): the account (if asked), then payment or thank-you. */
async function afterPlacement(
  state: RequestState,
  order: PlacedOrder,
  data: CheckoutData,
  online: boolean,
): Promise<CheckoutActionResult> {
  const { db } = state;
  const headers: [string, string][] = [];
  let sessionId = state.sessionId;
  if (order.created && data.createAccount) {
    const registered = await register(
      db,
      {
        email: data.billing.email,
        password: data.accountPassword,
        first_name: data.billing.firstName,
        last_name: data.billing.lastName,
      },
      { sessionId, ip: state.clientIp },
    );
    if (registered.ok) {
      sessionId = registered.sessionId;
      await db
        .updateTable("orders")
        .set({ user_id: registered.user.id, session_id: sessionId })
        .where("id", "=", order.id)
        .execute();
      const h = await loginHeaders(db, sessionId, { secret: state.secret, secure: state.secureCookies });
      for (const c of h.getSetCookie()) headers.push(["Set-Cookie", c]);
    } else {
      // "taken": the order stays a guest order; the account-exists mail was queued with it.
      const level = registered.reason === "taken" ? "info" : "warn";
      state.log[level]({ orderId: order.id, reason: registered.reason }, "checkout: account not created");
    }
  }
  const thankYou = checkoutUrls.received(order.id, order.orderKey);
  if (!online || isPlacedForGood(order.status)) {
    if (!headers.length)
      for (const c of cartCookies([], state.secureCookies)) headers.push(["Set-Cookie", c]);
    return { kind: "redirect", to: thankYou, headers };
  }
  // Online: reuse the open payment of an earlier submit of this attempt, or start one.
  const last = order.created ? undefined : await latestPayment(db, order.id);
  if (last && (last.status === "open" || last.status === "pending") && last.checkout_url) {
    return { kind: "redirect", to: last.checkout_url, headers };
  }
  try {
    const payment = await startPayment(db, order, { baseUrl: publicUrl() });
    return { kind: "redirect", to: payment.checkoutUrl, headers };
  } catch (error) {
    // The order stands; the pay-for-order page says what went wrong and lets the shopper try again.
    state.log.error({ err: error, orderId: order.id }, "checkout: the payment could not be started");
    return { kind: "redirect", to: checkoutUrls.payOrder(order.id, order.orderKey), headers };
  }
}
