import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { cartMessages } from "~/i18n/nl.cart";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { collectOptionData } from "~/modules/configurator/collect";
import { resetValues } from "~/modules/configurator/form-defaults";
import type { Layer } from "~/modules/configurator/layers.schema";
import { fieldName } from "~/modules/configurator/options";
import type { Option, OptionDefinition } from "~/modules/configurator/options.schema";
import type { PriceAnswerData } from "~/modules/configurator/price-call.server";
import type { Settings } from "~/modules/settings/settings.schema";
import { readPageConfig, urls } from "~/utils/page-config";
import { scrollToNotice } from "~/utils/scroll";
import { dispatchShopEvent, SHOP_EVENTS } from "~/utils/shop-events";
import { StickyCartBar } from "../sticky-cart-bar";
import { fadeCartFragments, postConfiguredAdd, resubmitNatively, useQueuedOrder } from "./add-to-cart-call";
import { useLineExtras } from "./line-extras";
import { type MapTiles, MapTilesContext } from "./map-tiles";
import { type FieldValue, OptionField } from "./option-field";
import { PriceTag } from "./price-tag";
import { QuantityInput } from "./quantity-input";
import { typedBeforeHydration } from "./typed-before-hydration";
import { useLivePrice } from "./use-live-price";

export interface ConfiguratorInitial {
  values: Record<string, FieldValue>;
  quantity: string;
  answer: PriceAnswerData | null; // the server's answer to a no-JS "Bereken prijs" or add-to-cart post
  added?: boolean;
  errors?: Record<string, string>;
}

interface Props {
  productId: number;
  productSlug: string;
  /** Shown in the sticky add-to-cart bar; without it (the quick view) there is no bar. */
  productName?: string;
  options: Option[];
  settings: Settings["configurator"];
  /** The texts around the price (spec §2.5); an empty tax suffix shows "incl. btw". */
  priceTag: OptionDefinition["priceTag"];
  mapTiles?: MapTiles | null; // geo: the map picker's tile server (null: the product has no map option)
  csrf: string;
  startingPrice: string;
  initial: ConfiguratorInitial;
  /** colour: the layers of the preview image (spec §2.5, §3.4); none: no preview. */
  layers?: Layer[];
}

const TEXT_DEBOUNCE_MS = 120;
const MAX_QUANTITY = 999;
const quantityIsValid = (q: string) => /^\s*\d+\s*$/.test(q) && Number(q) >= 1 && Number(q) <= MAX_QUANTITY;

/**
 * The option form of a configurable product (spec §2.5, §4.4). Rendered on the server, it works as a plain
 * form; with JS it validates with the same rules as the server, asks the server for the price on every change
 * (latest change wins) and adds to the cart in the background.
 */
export function ConfiguratorForm({
  productId,
  productSlug,
  productName = "",
  options,
  settings,
  priceTag,
  mapTiles = null,
  csrf,
  startingPrice,
  initial,
  layers = [],
}: Props) {
  const def = useMemo(() => ({ options }) as unknown as OptionDefinition, [options]);
  const [values, setValues] = useState<Record<string, FieldValue>>(initial.values);
  const [quantity, setQuantity] = useState(initial.quantity);
  const [touched, setTouched] = useState<Set<string>>(() => new Set(Object.keys(initial.errors ?? {})));
  const [submitted, setSubmitted] = useState(Boolean(initial.errors && Object.keys(initial.errors).length));
  const [hydrated, setHydrated] = useState(false);
  const [added, setAdded] = useState(Boolean(initial.added));
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(initial.errors ?? {});
  const [stale, setStale] = useState(false);
  const config = typeof window === "undefined" ? null : readPageConfig();
  const live = useLivePrice(
    { ajaxUrl: config?.ajax_url ?? urls.ajax, nonce: config?.nonce ?? csrf, productId },
    initial.answer,
  );
  const debounce = useRef<number | undefined>(undefined);
  /** The price call a typed change has scheduled but not yet started (run at once when the shopper orders). */
  const scheduledRun = useRef<(() => void) | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** Set while the form re-submits itself natively (background add-to-cart off), so onSubmit lets it through. */
  const nativeSubmit = useRef(false);
  const notice = useRef<HTMLDivElement>(null);
  const actionsArea = useRef<HTMLDivElement>(null);
  // colour: the layered preview and the designer link, and what they add to the add-to-cart.
  const extras = useLineExtras({ options, layers, values, hydrated, csrf });

  useEffect(() => {
    setHydrated(true);
    // What was typed or chosen before the form hydrated is in the DOM only: take it over and price it.
    const typed = typedBeforeHydration(formRef.current, options, values, quantity);
    if (!typed) return;
    setValues(typed.values);
    setQuantity(typed.quantity);
    setTouched((t) => new Set([...t, ...typed.fields]));
    schedule(typed.values, typed.quantity, true);
  }, []);
  // Spec §2.2: the page scrolls to a notice that appears (the add-to-cart success or failure message).
  useEffect(() => {
    if ((added || addError) && notice.current) void scrollToNotice(notice.current);
  }, [added, addError]);

  const check = useMemo(
    () => collectOptionData(def, values, { silent: settings.silent_validation_on }),
    [def, values, settings],
  );
  const hidden = new Set(check.hidden);
  const quantityOk = quantityIsValid(quantity);
  const optionsValid = collectOptionData(def, values).ok;
  const valid = optionsValid && quantityOk;
  const visibleErrors: Record<string, string> = {};
  if (!quantityOk && (submitted || touched.has("quantity")))
    visibleErrors.quantity = nl.configurator.quantityInvalid(MAX_QUANTITY);
  // The live price's field errors only the server can find (geo: an unknown postcode) show beside the field too.
  const { uni_cpo_form: _formError, ...liveErrors } = live.data?.errors ?? {};
  for (const [field, message] of Object.entries({ ...liveErrors, ...serverErrors, ...check.errors })) {
    if (submitted || touched.has(field)) visibleErrors[field] = message;
  }

  function schedule(next: Record<string, FieldValue>, nextQuantity: string, immediate: boolean) {
    window.clearTimeout(debounce.current);
    scheduledRun.current = null;
    setAdded(false);
    setAddError(null);
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
    // Spec §5.3: quantity is not validated while calculating; an invalid one is left out (the price is for 1).
    const liveQuantity = quantityIsValid(nextQuantity) ? nextQuantity : "";
    const run = () => live.calculate(next as Record<string, string | string[]>, liveQuantity);
    if (immediate) run();
    else {
      scheduledRun.current = run;
      debounce.current = window.setTimeout(() => {
        scheduledRun.current = null;
        run();
      }, TEXT_DEBOUNCE_MS);
    }
  }

  function change(option: Option, value: FieldValue) {
    changeMany(option, { [fieldName(option.slug)]: value });
  }

  function changeMany(option: Option, patch: Record<string, FieldValue>) {
    const next = { ...values, ...patch };
    setValues(next);
    const typed = option.type === "text_input" || option.type === "number" || option.type === "textarea";
    if (!typed) setTouched((t) => new Set(t).add(fieldName(option.slug)));
    schedule(next, quantity, !typed);
  }

  function changeQuantity(q: string) {
    setQuantity(q);
    setTouched((t) => new Set(t).add("quantity"));
    // An invalid quantity keeps the price shown (spec §5.3); its message stops ordering.
    if (quantityIsValid(q)) schedule(values, q, false);
  }

  function reset() {
    // Spec §4.4: every field is cleared — dates and the matrix too — and sliders return to min/max.
    const cleared: Record<string, FieldValue> = resetValues(options);
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
  const calculating = live.pending || adding;
  const showPrice = optionsValid && !stale && priced && !calculating;
  const canOrder = valid && !live.pending && !stale && (!settings.calc_on || priced);
  // While a price is on its way the button stays pressable (a press is queued, see onSubmit), so a shopper who
  // orders right after typing never loses the click; it is disabled only when ordering cannot follow.
  const orderBlocked = !valid || stale || adding || (settings.calc_on && !priced && !live.pending);
  const priceText =
    (calculating ? nl.configurator.calculating : showPrice ? answer?.price_vars.price : startingPrice) ?? "";
  const networkError = live.networkError ? nl.configurator.networkError : undefined;
  const formError = addError ?? serverErrors.uni_cpo_form ?? answer?.errors?.uni_cpo_form ?? networkError;

  /** The configured add-to-cart in the background (spec §4.4, §7.7, §8): the form is blocked meanwhile ("Berekenen…");
   * success shows the message, refreshes the cart fragments and may redirect; a failure unblocks the form with a
   * Dutch message and raises `uni_cpo_add_to_cart_failed`, unless the answer names a `product_url` to open. */
  async function addInBackground() {
    setAdding(true);
    setAddError(null);
    fadeCartFragments(true);
    const { status, json } = await postConfiguredAdd(config?.ajax_url ?? urls.ajax, config?.nonce ?? csrf, {
      ...values,
      ...extras.payload,
      product_id: productId,
      quantity,
    });
    setAdding(false);
    fadeCartFragments(false);
    const answerData = json?.data;
    if (json?.success && answerData) {
      setAdded(true);
      dispatchShopEvent(SHOP_EVENTS.addedToCart, {
        ...answerData,
        product_id: productId,
        quantity: Number(quantity),
        source: "configurator",
      });
      if (answerData.redirect) window.location.assign(answerData.redirect);
      return;
    }
    if (answerData?.product_url) {
      window.location.assign(answerData.product_url);
      return;
    }
    const errors = answerData?.errors ?? {};
    const message =
      status === 0
        ? nl.configurator.addNetworkError
        : (errors.uni_cpo_form ?? answerData?.message ?? nl.configurator.addFailed);
    live.cancel();
    setSubmitted(true);
    setServerErrors(errors);
    setAddError(message);
    dispatchShopEvent(SHOP_EVENTS.addToCartFailed, { product_id: productId, status, errors, message });
  }

  /** Adds to the cart: in the background, or as a normal post when background add-to-cart is off (spec §7.7). */
  function order(submitter: HTMLButtonElement | null) {
    if (settings.ajax_add_to_cart) {
      void addInBackground();
      return;
    }
    if (formRef.current) resubmitNatively(formRef.current, submitter, nativeSubmit);
  }

  const queueOrder = useQueuedOrder(live.pending, canOrder, () => order(null));

  return (
    <form
      ref={formRef}
      method="post"
      action={urls.product(productSlug)}
      // An upload option's file posts with the form when JavaScript is off.
      encType={options.some((o) => o.type === "file_upload") ? "multipart/form-data" : undefined}
      className="configurator"
      noValidate
      data-pending={live.pending || undefined}
      data-blocked={adding || undefined}
      aria-busy={adding || undefined}
      // Spec §4.4: the reset button is a native reset; every widget may listen to the form's "reset" event.
      onReset={(event) => {
        event.preventDefault();
        reset();
      }}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const intent = submitter?.getAttribute("value");
        if (!hydrated) return;
        if (nativeSubmit.current) {
          nativeSubmit.current = false;
          return;
        }
        event.preventDefault();
        setSubmitted(true);
        if (!valid) return;
        if (intent === "calc") {
          setStale(false);
          live.calculate(values as Record<string, string | string[]>, quantity);
          return;
        }
        const pendingRun = scheduledRun.current;
        if (pendingRun || live.pending) {
          // The price of the latest change is not in yet: calculate it now and order when it arrives.
          window.clearTimeout(debounce.current);
          scheduledRun.current = null;
          pendingRun?.();
          queueOrder();
          return;
        }
        if (!canOrder) return;
        order(submitter as HTMLButtonElement | null);
      }}
    >
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="product_id" value={productId} />
      {extras.preview}
      <fieldset className="configurator__fields" disabled={adding}>
        <MapTilesContext.Provider value={mapTiles}>
          {options.map((option) =>
            hidden.has(option.slug) ? null : (
              <OptionField
                key={option.slug}
                option={option}
                value={values[fieldName(option.slug)]}
                error={visibleErrors[fieldName(option.slug)]}
                dynamicText={answer?.all_options_data[`${fieldName(option.slug)}_text`]}
                dynamicLabel={
                  option.is_dynamic_label ? answer?.all_options_data[fieldName(option.slug)] : undefined
                }
                onChange={(v) => change(option, v)}
                values={values}
                onPatch={(patch) => changeMany(option, patch)}
                onBlur={() => setTouched((t) => new Set(t).add(fieldName(option.slug)))}
              />
            ),
          )}
        </MapTilesContext.Provider>
        {extras.designer}
        <PriceTag
          priceTag={priceTag}
          priceText={priceText}
          calculating={calculating}
          showPrice={showPrice}
          quantity={quantity}
        />
        <div className="ordering-disabled" data-visible={disabledNotice} role="status">
          {disabledNotice ? nl.configurator.orderingDisabled : ""}
        </div>
        {formError ? (
          <div ref={notice} className="configurator__error" role="alert">
            {formError}
          </div>
        ) : null}
        <div className="configurator__actions" ref={actionsArea}>
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
          <button
            type="submit"
            name="intent"
            value="add"
            className="btn btn-primary single_add_to_cart_button"
            disabled={hydrated && orderBlocked}
            data-loading={adding || undefined}
          >
            {nl.configurator.addToCart}
          </button>
          {/* polish (issue 16): "In winkelmand" is the primary action; "Formulier wissen" comes after it. */}
          {settings.reset_form_btn_on && hydrated ? (
            <button type="reset" className="btn btn-secondary">
              {nl.configurator.reset}
            </button>
          ) : null}
        </div>
      </fieldset>
      {hydrated && productName ? (
        <StickyCartBar
          area={actionsArea}
          name={productName}
          price={priceText}
          ready={valid && canOrder}
          busy={adding}
          onPrompt={() => setSubmitted(true)}
        />
      ) : null}
      {added ? (
        <div ref={notice} className="cart-added" role="status">
          {cartMessages.added(productName)}{" "}
          <Link to={urls.cart} className="added_to_cart wc-forward">
            {cartMessages.viewCart}
          </Link>
        </div>
      ) : null}
    </form>
  );
}
