import { type MouseEvent, useCallback, useEffect, useState } from "react";
import { data, Link, redirect, useFetcher, useRevalidator } from "react-router";
import { CART_EVENTS } from "~/components/storefront/cart/cart-client";
import { type CartPageLine, CartTable } from "~/components/storefront/cart/cart-table";
import { CartTotals } from "~/components/storefront/cart/cart-totals";
import { cartMessages } from "~/i18n/nl.cart";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { addProductToCart } from "~/modules/cart/add-product.server";
import {
  type CartLine,
  cartLinesForSession,
  removeCartLine,
  updateCartQuantities,
} from "~/modules/cart/cart.server";
import { cartCookies } from "~/modules/cart/cart-cookies.server";
import {
  CART_QUANTITY_BOUNDS,
  parseCartForm,
  planQuantities,
  quantityFieldName,
} from "~/modules/cart/cart-form";
import { cartLimitMessage } from "~/modules/cart/limits";
import { computeTotals } from "~/modules/cart/totals";
import { cartUpdateRefusal } from "~/modules/catalog/stock.server";
import { cartLinePreviewUrl, lineExtrasOf } from "~/modules/configurator/line-extras";
import { stepQuantity } from "~/modules/configurator/quantity";
import { getSettings } from "~/modules/settings/settings.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";

// The CSRF field, spelled out: the component must not reference the server module.
const CSRF_INPUT = "_csrf";

import { urls } from "~/utils/page-config";
import { dispatchShopEvent, SHOP_EVENTS } from "~/utils/shop-events";
import type { Route } from "./+types/cart";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, sessionId } = getState(context);
  const [lines, settings] = await Promise.all([cartLinesForSession(db, sessionId), getSettings(db)]);
  // Decision: the cart shows the shop's default (first) shipping method; the shopper picks one at checkout.
  const shipping = settings.shipping.methods[0];
  return {
    lines: lines.map(
      (l): CartPageLine => ({
        key: l.lineKey,
        name: l.productName,
        url: urls.product(l.productSlug),
        // colour: a line with the shopper's layered preview shows it as its thumbnail
        image: lineExtrasOf(l.snapshot).preview ? cartLinePreviewUrl(l.id) : l.productImage,
        quantity: l.quantity,
        unitInclCents: l.unitInclCents,
        lineInclCents: l.unitInclCents * l.quantity,
        options: l.snapshot.options.map((o) => ({
          field: o.field,
          label: o.label,
          valueLabel: o.valueLabel,
        })),
      }),
    ),
    totals: computeTotals(lines, shipping),
    shippingLabel: shipping?.label ?? null,
  };
}

interface CartActionResult {
  notice: { kind: "success" | "error"; text: string; added?: boolean };
  /** Typed quantities to show again after a refused update. */
  values: Record<string, string>;
  invalid: string[];
  /** The reason beside the invalid fields, when it is not a malformed quantity. */
  invalidMessage?: string;
}

function answer(result: CartActionResult, status = 200, lines?: CartLine[], secure = false) {
  const headers = lines ? cartCookies(lines, secure).map((c) => ["Set-Cookie", c] as [string, string]) : [];
  return data(result, { status, headers });
}

const refused = (status: number, text: string, values: Record<string, string> = {}, invalid: string[] = []) =>
  answer({ notice: { kind: "error", text }, values, invalid }, status);

/** Every cart change without JS (and the cart form's fetcher with JS): update, − / +, remove, listing add. */
export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const form = await request.formData();
  const intent = parseCartForm(form.entries());
  const typed = intent.kind === "update" ? intent.quantities : {};
  const t = cartMessages;

  if (intent.kind === "invalid") return refused(400, t.badRequest);
  if (intent.kind === "add") {
    const added = await addProductToCart(state.db, state.sessionId, intent);
    if (added.kind === "needs_options") throw redirect(added.productUrl, 303);
    if (added.kind === "not_found") return refused(404, t.unknownProduct);
    if (added.kind === "invalid_quantity")
      return refused(400, t.addQuantityInvalid(CART_QUANTITY_BOUNDS.max));
    if (added.kind === "out_of_stock") return refused(409, added.message);
    if (added.kind === "limit") return refused(409, added.message);
    state.cartChanged = true;
    const notice = { kind: "success" as const, text: t.added(added.productName), added: true };
    return answer({ notice, values: {}, invalid: [] }, 200, added.lines, state.secureCookies);
  }

  const before = await cartLinesForSession(state.db, state.sessionId);
  if (intent.kind === "remove") {
    const line = before.find((l) => l.lineKey === intent.key);
    if (!line || !(await removeCartLine(state.db, state.sessionId, intent.key))) {
      return refused(404, t.unknownLine);
    }
    state.cartChanged = true;
    const lines = await cartLinesForSession(state.db, state.sessionId);
    const notice = { kind: "success" as const, text: t.removed(line.productName) };
    return answer({ notice, values: {}, invalid: [] }, 200, lines, state.secureCookies);
  }

  const current = Object.fromEntries(before.map((l) => [l.lineKey, l.quantity]));
  const plan = planQuantities(intent.quantities, intent.step, current);
  if (!plan.ok && plan.reason === "unknown_line") return refused(404, t.unknownLine, typed);
  if (!plan.ok) return refused(400, t.fixQuantities, typed, plan.keys);
  const short = await cartUpdateRefusal(state.db, before, plan.quantities);
  if (short) {
    const notice = { kind: "error" as const, text: short.message };
    return answer({ notice, values: typed, invalid: short.keys, invalidMessage: short.message }, 409);
  }
  const { limits } = await getSettings(state.db);
  const updated = await updateCartQuantities(
    state.db,
    state.sessionId,
    plan.quantities,
    limits.max_order_total_incl_cents,
  );
  if (!updated.ok && "breach" in updated) return refused(409, cartLimitMessage(updated.breach), typed);
  if (!updated.ok) return refused(404, t.unknownLine, typed);
  state.cartChanged = true;
  const lines = await cartLinesForSession(state.db, state.sessionId);
  return answer(
    { notice: { kind: "success", text: t.updated }, values: {}, invalid: [] },
    200,
    lines,
    state.secureCookies,
  );
}

export function meta() {
  return [{ title: `${nl.cart.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

/** The cart page (spec §2.6): a plain form without JS; with JS a fetcher, so the totals refresh in place. */
export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, totals, shippingLabel } = loaderData;
  const fetcher = useFetcher<typeof action>({ key: "cart-form" });
  const result = fetcher.data ?? actionData;
  const csrf = useRootData()?.config.nonce ?? "";
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // A line removed from the mini cart (or added elsewhere) changes this page too.
  useEffect(() => {
    const refresh = () => void revalidate();
    window.addEventListener(CART_EVENTS.removed, refresh);
    window.addEventListener(CART_EVENTS.added, refresh);
    return () => {
      window.removeEventListener(CART_EVENTS.removed, refresh);
      window.removeEventListener(CART_EVENTS.added, refresh);
    };
  }, [revalidate]);

  // The totals were updated in place (docs/events.md): once per answer of the cart form.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data)
      dispatchShopEvent(SHOP_EVENTS.updatedCartTotals, { notice: fetcher.data.notice });
  }, [fetcher.state, fetcher.data]);

  // With JS, − / + change the field at once (§5.2) and send the whole form, so fast clicks add up.
  const submit = fetcher.submit;
  const onStep = useCallback(
    (event: MouseEvent<HTMLButtonElement>, key: string, dir: 1 | -1) => {
      const form = event.currentTarget.form;
      const input = form?.elements.namedItem(quantityFieldName(key));
      if (!form || !(input instanceof HTMLInputElement)) return;
      event.preventDefault();
      input.value = String(stepQuantity(input.value, CART_QUANTITY_BOUNDS, dir));
      input.dispatchEvent(new Event("change", { bubbles: true }));
      void submit(form, { method: "post", action: urls.cart });
    },
    [submit],
  );

  const notice = result?.notice;
  return (
    <>
      <h1 className="page-title">{nl.cart.title}</h1>
      {notice ? (
        <div
          className="cart-notice woocommerce-message"
          role={notice.kind === "error" ? "alert" : "status"}
          data-kind={notice.kind}
          data-added-to-cart={notice.added || undefined}
        >
          {notice.text}
        </div>
      ) : null}
      {lines.length === 0 ? (
        <p className="mt-6">
          {nl.cart.empty}{" "}
          <Link className="underline" to={urls.shop}>
            {nl.cart.continueShopping}
          </Link>
        </p>
      ) : (
        <>
          <fetcher.Form
            method="post"
            action={urls.cart}
            className="cart-form woocommerce-cart-form"
            // The server checks quantities and answers in Dutch beside the field (the browser's bubbles are not).
            noValidate
            data-busy={fetcher.state !== "idle"}
            data-hydrated={hydrated || undefined}
            aria-busy={fetcher.state !== "idle"}
          >
            <input type="hidden" name={CSRF_INPUT} value={csrf} />
            {/* The form's default button: Enter in a quantity field updates (not the first row's −). */}
            <button
              type="submit"
              name="intent"
              value="update"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
            >
              {cartMessages.update}
            </button>
            <CartTable
              lines={lines}
              values={result?.values ?? {}}
              invalid={result?.invalid ?? []}
              invalidMessage={result?.invalidMessage}
              onStep={onStep}
            />
            <div className="cart-actions">
              <button type="submit" name="intent" value="update" className="btn btn-secondary">
                {cartMessages.update}
              </button>
            </div>
          </fetcher.Form>
          <div className="cart-collaterals">
            <CartTotals totals={totals} shippingLabel={shippingLabel} />
          </div>
        </>
      )}
    </>
  );
}
