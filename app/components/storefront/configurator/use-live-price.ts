import { useCallback, useEffect, useRef, useState } from "react";
import type { PriceAnswerData } from "~/modules/configurator/price-call.server";

export interface LivePrice {
  pending: boolean;
  /** The last answer that belongs to the form as it is now (null before the first one). */
  data: PriceAnswerData | null;
  success: boolean;
  networkError: boolean;
}

export interface PriceRequest {
  ajaxUrl: string;
  nonce: string;
  productId: number;
}

/**
 * The live server price (spec §4.4, decisions §1): the latest change wins. A new calculation aborts the one in
 * flight, so the price shown always belongs to the form as it is; the form is never blocked while waiting.
 */
export function useLivePrice(req: PriceRequest, initial: PriceAnswerData | null) {
  const [state, setState] = useState<LivePrice>({
    pending: false,
    data: initial,
    success: initial?.extra_data.order_product === "enabled",
    networkError: false,
  });
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setState((s) => ({ ...s, pending: false, data: null, success: false }));
  }, []);

  const calculate = useCallback(
    async (values: Record<string, string | string[]>, quantity: string) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState((s) => ({ ...s, pending: true, networkError: false }));
      try {
        const response = await fetch(req.ajaxUrl, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            action: "uni_cpo_price_calc",
            security: req.nonce,
            data: { ...values, product_id: req.productId, quantity },
          }),
          signal: controller.signal,
        });
        const json = (await response.json()) as { success: boolean; data: PriceAnswerData };
        if (inFlight.current !== controller) return;
        inFlight.current = null;
        setState({
          pending: false,
          data: json.data ?? null,
          success: Boolean(json.success),
          networkError: false,
        });
      } catch (error) {
        if (controller.signal.aborted || inFlight.current !== controller) return;
        inFlight.current = null;
        setState({ pending: false, data: null, success: false, networkError: true });
        console.warn("price calculation failed", error);
      }
    },
    [req.ajaxUrl, req.nonce, req.productId],
  );

  useEffect(() => () => inFlight.current?.abort(), []);
  return { ...state, calculate, cancel };
}
