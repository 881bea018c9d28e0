import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { parseForm, SECRET_FIELDS } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { loginHeaders, register } from "~/modules/accounts/auth.server";
import { currentUser } from "~/modules/accounts/login-session.server";
import { findUserByEmail } from "~/modules/accounts/users.server";
import { cartIdForSession, listCartLines } from "~/modules/cart/cart.server";
import { cartCookies } from "~/modules/cart/cart-cookies.server";
import { isPaid } from "~/modules/orders/order-status";
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
import { isValidCsrfToken } from "~/utils/session.server";
import { type CheckoutData, checkoutFormSchema } from "./checkout.schema";
import { checkoutAttemptKey, checkoutTotals, type Review, reviewLine } from "./checkout.server";
import { sendOrderEmails } from "./order-effects.server";
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

  if (!isValidCsrfToken(state.secret, sessionId, raw._csrf)) {
    return answer(403, { notice: { kind: "error", text: m.errors.csrf } });
  }
  if (raw.intent === "update") {
    return answer(200, {
      review: await reviewFor(state, raw.shipping_method ?? "", raw.payment_method ?? ""),
    });
  }

  const [settings, payments, user] = await Promise.all([
    getSettings(db),
    checkoutPaymentMethods(db),
    currentUser(db, sessionId),
  ]);
  const submission = parseForm(
    form,
    checkoutFormSchema({
      shippingMethods: settings.shipping.methods.map((s) => s.id),
      paymentMethods: payments.map((p) => p.id),
      allowAccount: !user,
    }),
  );
  reply = submission.reply({ hideFields: SECRET_FIELDS });
  if (
    submission.status === "success" &&
    submission.value.createAccount &&
    (await findUserByEmail(db, submission.value.billing.email))
  ) {
    reply = submission.reply({
      hideFields: SECRET_FIELDS,
      fieldErrors: { billing_email: [m.errors.emailTaken] },
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
    shippingMethods: settings.shipping.methods,
    paymentMethod,
  });
  switch (result.kind) {
    case "empty":
      return answer(409, { notice: { kind: "error", text: m.errors.emptyOnSubmit } });
    case "cart_changed":
      return answer(409, {
        notice: { kind: "warning", text: m.errors.cartChanged },
        review: await reviewFor(state, data.shippingMethod, data.paymentMethod),
      });
    case "unavailable":
      return answer(409, {
        notice: { kind: "error", text: m.errors.unavailable(result.names.join(", ")) },
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

/** After the commit: the account (if asked), e-mails for a bank transfer, then payment or the thank-you page. */
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
      state.log.warn({ orderId: order.id, reason: registered.reason }, "checkout: account not created");
    }
  }
  const thankYou = checkoutUrls.received(order.id, order.orderKey);
  if (!online || order.status === "on-hold" || isPaid(order.status)) {
    if (order.created) await sendOrderEmails(db, order.id, { log: state.log, baseUrl: publicUrl() });
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
