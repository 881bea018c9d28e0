import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { nl } from "~/i18n/nl";
import { collectOptionData } from "~/modules/configurator/collect";
import { fieldName, type Option, type OptionDefinition } from "~/modules/configurator/options.schema";
import type { PriceAnswerData } from "~/modules/configurator/price-call.server";
import type { Settings } from "~/modules/settings/settings.schema";
import { readPageConfig, urls } from "~/utils/page-config";
import { type FieldValue, OptionField } from "./option-field";
import { QuantityInput } from "./quantity-input";
import { useLivePrice } from "./use-live-price";

export interface ConfiguratorInitial {
  values: Record<string, FieldValue>;
  quantity: string;
  /** Server answer of a no-JS "Bereken prijs" or add-to-cart post. */
  answer: PriceAnswerData | null;
  added?: boolean;
  errors?: Record<string, string>;
}

interface Props {
  productId: number;
  productSlug: string;
  options: Option[];
  settings: Settings["configurator"];
  csrf: string;
  startingPrice: string;
  initial: ConfiguratorInitial;
}

/** Notifies the header (and other tabs through the cart cookies) that the cart changed. */
export function announceCart(count: number) {
  window.dispatchEvent(new CustomEvent("maatglas:cart", { detail: { count } }));
}

const TEXT_DEBOUNCE_MS = 120;
const MAX_QUANTITY = 999;

/**
 * The option form of a configurable product (spec §2.5, §4.4). Rendered on the server, it works as a plain
 * form; with JS it validates with the same rules as the server, asks the server for the price on every change
 * (latest change wins) and adds to the cart in the background.
 */
export function ConfiguratorForm({
  productId,
  productSlug,
  options,
  settings,
  csrf,
  startingPrice,
  initial,
}: Props) {
  const def = useMemo(() => ({ options }) as unknown as OptionDefinition, [options]);
  const [values, setValues] = useState<Record<string, FieldValue>>(initial.values);
  const [quantity, setQuantity] = useState(initial.quantity);
  const [touched, setTouched] = useState<Set<string>>(() => new Set(Object.keys(initial.errors ?? {})));
  const [submitted, setSubmitted] = useState(Boolean(initial.errors && Object.keys(initial.errors).length));
  const [hydrated, setHydrated] = useState(false);
  const [added, setAdded] = useState(Boolean(initial.added));
  const [adding, setAdding] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(initial.errors ?? {});
  const [stale, setStale] = useState(false);
  const config = typeof window === "undefined" ? null : readPageConfig();
  const live = useLivePrice(
    { ajaxUrl: config?.ajax_url ?? urls.ajax, nonce: config?.nonce ?? csrf, productId },
    initial.answer,
  );
  const debounce = useRef<number | undefined>(undefined);

  useEffect(() => setHydrated(true), []);

  const check = useMemo(
    () => collectOptionData(def, values, { silent: settings.silent_validation_on }),
    [def, values, settings],
  );
  const hidden = new Set(check.hidden);
  const quantityOk =
    /^\s*\d+\s*$/.test(quantity) && Number(quantity) >= 1 && Number(quantity) <= MAX_QUANTITY;
  const valid = collectOptionData(def, values).ok && quantityOk;
  const visibleErrors: Record<string, string> = {};
  if (!quantityOk && (submitted || touched.has("quantity")))
    visibleErrors.quantity = nl.configurator.quantityInvalid(MAX_QUANTITY);
  for (const [field, message] of Object.entries({ ...serverErrors, ...check.errors })) {
    if (submitted || touched.has(field)) visibleErrors[field] = message;
  }

  function schedule(next: Record<string, FieldValue>, nextQuantity: string, immediate: boolean) {
    window.clearTimeout(debounce.current);
    setAdded(false);
    setServerErrors({});
    if (!settings.calc_on) return;
    if (settings.calc_btn_on) {
      // Calculate-button mode: a change only re-collects and disables ordering until "Bereken prijs".
      setStale(true);
      live.cancel();
      return;
    }
    if (!collectOptionData(def, next).ok) {
      live.cancel();
      return;
    }
    const run = () => live.calculate(next as Record<string, string | string[]>, nextQuantity);
    if (immediate) run();
    else debounce.current = window.setTimeout(run, TEXT_DEBOUNCE_MS);
  }

  function change(option: Option, value: FieldValue) {
    const next = { ...values, [fieldName(option.slug)]: value };
    setValues(next);
    const typed = option.type === "text_input" || option.type === "number" || option.type === "textarea";
    if (!typed) setTouched((t) => new Set(t).add(fieldName(option.slug)));
    schedule(next, quantity, !typed);
  }

  function changeQuantity(q: string) {
    setQuantity(q);
    setTouched((t) => new Set(t).add("quantity"));
    schedule(values, q, false);
  }

  function reset() {
    const cleared: Record<string, FieldValue> = {};
    setValues(cleared);
    setTouched(new Set());
    setSubmitted(false);
    setStale(false);
    schedule(cleared, quantity, true);
  }

  const answer = live.data;
  const priced =
    live.success && answer?.extra_data.order_product === "enabled" && answer.price_vars.raw_price > 0;
  const disabledNotice = live.success && answer?.extra_data.order_product === "disabled";
  const showPrice = valid && !stale && priced && !live.pending;
  const canOrder = valid && !live.pending && !stale && (!settings.calc_on || priced);
  const formError =
    answer?.errors?.uni_cpo_form ?? (live.networkError ? nl.configurator.networkError : undefined);

  async function addInBackground() {
    setAdding(true);
    try {
      const response = await fetch(config?.ajax_url ?? urls.ajax, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          action: "uni_cpo_add_to_cart",
          security: config?.nonce ?? csrf,
          data: { ...values, product_id: productId, quantity },
        }),
      });
      const json = await response.json();
      if (json.success) {
        setAdded(true);
        announceCart(json.data.cart_count);
        if (json.data.redirect) window.location.assign(json.data.redirect);
      } else {
        setSubmitted(true);
        setServerErrors(json.data?.errors ?? {});
        if (json.data?.product_url) window.location.assign(json.data.product_url);
      }
    } catch {
      setServerErrors({ uni_cpo_form: nl.configurator.networkError });
    } finally {
      setAdding(false);
    }
  }

  return (
    <form
      method="post"
      action={urls.product(productSlug)}
      className="configurator"
      noValidate
      data-pending={live.pending || undefined}
      onSubmit={(event) => {
        const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
        if (!hydrated) return;
        event.preventDefault();
        setSubmitted(true);
        if (!valid) return;
        if (intent === "calc") {
          setStale(false);
          live.calculate(values as Record<string, string | string[]>, quantity);
          return;
        }
        if (!canOrder) return;
        if (settings.ajax_add_to_cart) void addInBackground();
        else event.currentTarget.submit();
      }}
    >
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="product_id" value={productId} />
      {options.map((option) =>
        hidden.has(option.slug) ? null : (
          <OptionField
            key={option.slug}
            option={option}
            value={values[fieldName(option.slug)]}
            error={visibleErrors[fieldName(option.slug)]}
            dynamicText={
              answer?.all_options_data[`${fieldName(option.slug)}_text`] ??
              answer?.all_options_data[fieldName(option.slug)]
            }
            onChange={(v) => change(option, v)}
            onBlur={() => setTouched((t) => new Set(t).add(fieldName(option.slug)))}
          />
        ),
      )}
      <p
        className="price-tag"
        aria-live="polite"
        data-state={live.pending ? "calculating" : showPrice ? "priced" : "start"}
      >
        {showPrice && answer?.price_vars.price_suffix ? (
          <span className="price-tag__prefix">{answer.price_vars.price_suffix} </span>
        ) : null}
        <span className="price-tag__amount">
          {live.pending ? nl.configurator.calculating : showPrice ? answer?.price_vars.price : startingPrice}
        </span>{" "}
        {showPrice && answer?.price_vars.price_postfix ? (
          <span className="price-tag__postfix">{answer.price_vars.price_postfix} </span>
        ) : null}
        {live.pending ? null : <small className="price__suffix">{nl.price.inclVat}</small>}
      </p>
      <div className="ordering-disabled" data-visible={disabledNotice || Boolean(formError)} role="alert">
        {formError ?? (disabledNotice ? nl.configurator.orderingDisabled : "")}
      </div>
      <div className="configurator__actions">
        <QuantityInput
          value={quantity}
          onChange={changeQuantity}
          max={MAX_QUANTITY}
          error={visibleErrors.quantity}
        />
        {settings.calc_on && (settings.calc_btn_on || !hydrated) ? (
          <button type="submit" name="intent" value="calc" className="btn btn-secondary calc-button">
            {nl.configurator.calculate}
          </button>
        ) : null}
        {settings.reset_form_btn_on && hydrated ? (
          <button type="button" className="btn btn-secondary" onClick={reset}>
            {nl.configurator.reset}
          </button>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="add"
          className="btn btn-primary single_add_to_cart_button"
          disabled={hydrated && (!canOrder || adding)}
          data-loading={adding || undefined}
        >
          {nl.configurator.addToCart}
        </button>
      </div>
      {added ? (
        <div className="cart-added" role="status">
          {nl.configurator.added} <Link to={urls.cart}>{nl.configurator.viewCart}</Link>
        </div>
      ) : null}
    </form>
  );
}
