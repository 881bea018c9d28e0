import { type RefObject, useEffect, useState } from "react";
import type { FragmentsAnswer } from "~/modules/cart/mini-cart";
import type { PriceAnswerData } from "~/modules/configurator/price-call.server";
import { MINI_CART_SELECTOR } from "../cart/mini-cart";

/** What the configured add-to-cart answers (spec §7.7): the price answer plus the cart fragments. */
export type AddAnswer = {
  success?: boolean;
  data?: Partial<PriceAnswerData> &
    Partial<FragmentsAnswer> & {
      redirect?: string;
      product_url?: string;
      cart_count?: number;
      message?: string;
    };
} | null;

/** The header's cart fragments, faded while a configured add-to-cart runs (spec §9.5, styles: `.updating`). */
const CART_FRAGMENTS = `span.header-cart__count, ${MINI_CART_SELECTOR}`;

export function fadeCartFragments(on: boolean) {
  for (const el of document.querySelectorAll(CART_FRAGMENTS)) el.classList.toggle("updating", on);
}

/**
 * Posts `uni_cpo_add_to_cart` (spec §7.7) with the form's data. Status 0 and no answer: the network failed
 * (logged as a warning); an answer that is not JSON is null.
 */
export async function postConfiguredAdd(
  ajaxUrl: string,
  security: string,
  data: Record<string, unknown>,
): Promise<{ status: number; json: AddAnswer }> {
  try {
    const response = await fetch(ajaxUrl, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ action: "uni_cpo_add_to_cart", security, data }),
    });
    return { status: response.status, json: (await response.json().catch(() => null)) as AddAnswer };
  } catch (error) {
    console.warn("add to cart failed", error);
    return { status: 0, json: null };
  }
}

/**
 * Background add-to-cart off (spec §7.7): the add goes as a normal submit that keeps the button's intent=add.
 * `nativeSubmit` tells the form's submit handler to let that one through.
 */
export function resubmitNatively(
  form: HTMLFormElement,
  submitter: HTMLButtonElement | null,
  nativeSubmit: RefObject<boolean>,
) {
  const addButton = form.querySelector<HTMLButtonElement>('button[name="intent"][value="add"]');
  // A form ignores requestSubmit() while its submit event is being dispatched: submit right after it.
  window.setTimeout(() => {
    nativeSubmit.current = true;
    form.requestSubmit(submitter?.value === "add" ? submitter : addButton);
  }, 0);
}

/**
 * "In winkelmand" pressed while the price is being calculated: the returned function queues the order, which
 * goes ahead once the answer is in and only if the form can then be ordered (otherwise the form shows why).
 */
export function useQueuedOrder(pending: boolean, canOrder: boolean, order: () => void): () => void {
  const [queued, setQueued] = useState(false);
  useEffect(() => {
    if (!queued || pending) return;
    setQueued(false);
    if (canOrder) order();
  });
  return () => setQueued(true);
}
