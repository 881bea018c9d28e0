import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { payOrderMessages } from "~/i18n/nl.payOrder";
import { type AddFeeOutcome, addFeeOutcome } from "~/modules/payments/add-fee";
import type { PayOrderNotice, PayOrderPageData } from "~/modules/payments/pay-for-order.server";
import { readPageConfig } from "~/utils/page-config";
import { OrderReview } from "./order-review";
import "./checkout.css";
import "./pay-for-order.css";
import { TestShopNotice } from "./test-shop-notice";

const m = payOrderMessages.page;

/** POSTs the add-fee call (spec §7.1) with the context from the page config; never throws. */
async function postAddFee(method: string): Promise<AddFeeOutcome> {
  const config = readPageConfig();
  const ajaxError = config?.add_fee_ajax_error ?? payOrderMessages.ajaxError;
  if (!config) return { kind: "ajaxError", alert: ajaxError };
  const body = new URLSearchParams({
    action: config.add_fee_action ?? "",
    add_fee_order: config.add_fee_order ?? "",
    add_fee_pay: config.add_fee_pay ?? "",
    add_fee_paymethod: method,
    add_fee_key: config.add_fee_key ?? "",
    add_fee_nonce: config.add_fee_nonce ?? "",
  });
  let status = 0;
  let json: unknown = null;
  try {
    const response = await fetch(config.ajax_url, {
      method: "POST",
      body,
      cache: "no-store",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    status = response.status;
    json = await response.json().catch(() => null);
  } catch {
    // network failure: status 0
  }
  return addFeeOutcome(status, json, ajaxError);
}

export function PayForOrderForm(props: {
  page: PayOrderPageData;
  notice: PayOrderNotice | null;
  csrf: string;
  submitting: boolean;
}) {
  const { page, notice } = props;
  const form = useRef<HTMLFormElement>(null);
  /** Set after the add-fee call: the server's new table (rendered by the same OrderReview component). */
  const [tableHtml, setTableHtml] = useState<string | null>(null);
  const [errorHtml, setErrorHtml] = useState("");
  const [alert, setAlert] = useState("");
  const [rowsHidden, setRowsHidden] = useState(false);
  const [blocked, setBlocked] = useState(false);
  /** add_fee_fixed_gateway = 'yes': only this method stays. */
  const [onlyMethod, setOnlyMethod] = useState<string | null>(null);

  // New loader data (after "Bijwerken"/"Betalen"): the server's table is current again.
  useEffect(() => {
    setTableHtml(null);
  }, [page]);

  // On load (spec §4.3): the fee's gateway wins over a method the browser restored; a fixed gateway stays alone.
  useEffect(() => {
    const config = readPageConfig();
    const radios = [
      ...(form.current?.querySelectorAll<HTMLInputElement>('input[name="payment_method"]') ?? []),
    ];
    const checked = radios.find((r) => r.checked);
    const feeGateway = radios.find((r) => r.value === config?.add_fee_paymethod);
    if (feeGateway && checked?.value !== feeGateway.value) feeGateway.checked = true;
    if (config?.add_fee_fixed_gateway === "yes") {
      setOnlyMethod(radios.find((r) => r.checked)?.value ?? feeGateway?.value ?? null);
    }
  }, []);

  const onMethodChange = async (method: string) => {
    setErrorHtml("");
    setAlert("");
    setBlocked(true);
    const outcome = await postAddFee(method);
    setBlocked(false);
    if (outcome.kind === "recalc") {
      setTableHtml(outcome.html);
      setRowsHidden(false);
    } else if (outcome.kind === "unchanged") {
      setRowsHidden(false);
    } else {
      setRowsHidden(true);
      setAlert(outcome.alert);
      if (outcome.kind === "refused") setErrorHtml(outcome.html);
    }
  };

  const methods = onlyMethod ? page.methods.filter((x) => x.id === onlyMethod) : page.methods;
  return (
    <article className="pay-order">
      <h1 className="page-title">{m.title(page.number)}</h1>
      <TestShopNotice show={page.testShop} />
      {page.previous ? (
        <div className="checkout-notice" role="alert">
          <p>{page.previous}</p>
        </div>
      ) : null}
      {notice ? (
        <div
          className={`checkout-notice checkout-notice--${notice.kind}`}
          role={notice.kind === "success" ? "status" : "alert"}
        >
          <p>{notice.text}</p>
        </div>
      ) : null}
      {!page.payable ? (
        <div className="checkout-notice checkout-notice--warning" role="status">
          <p>{m.notPayable}</p>
          <p className="mt-2">
            <a className="underline" href={page.receivedUrl}>
              {m.toOrder}
            </a>
          </p>
        </div>
      ) : (
        <p className="mt-2">{m.intro}</p>
      )}
      {/* The add-fee call's refusal notice goes right before the order review form (spec §7.1). */}
      {errorHtml ? (
        <div className="pay-order__error" dangerouslySetInnerHTML={{ __html: errorHtml }} />
      ) : null}
      <Form
        method="post"
        id="order_review"
        className="pay-order__form"
        ref={form}
        aria-busy={blocked || undefined}
      >
        <input type="hidden" name="_csrf" value={props.csrf} />
        {tableHtml ? (
          <div className="pay-order__table" dangerouslySetInnerHTML={{ __html: tableHtml }} />
        ) : (
          <div className="pay-order__table">
            <OrderReview lines={page.lines} totals={page.totals} shippingLabel={page.shippingLabel} />
          </div>
        )}
        {page.payable ? (
          <div id="payment" className="pay-order__payment">
            <fieldset className="checkout__methods">
              <legend className="checkout__subheading">{m.methods}</legend>
              <ul className="payment_methods">
                {methods.map((x) => (
                  <li key={x.id}>
                    <label className="checkbox">
                      <input
                        type="radio"
                        name="payment_method"
                        value={x.id}
                        defaultChecked={x.id === page.checked}
                        aria-describedby={`payment_method-${x.id}-desc`}
                        onChange={(e) => {
                          if (e.currentTarget.checked) void onMethodChange(x.id);
                        }}
                      />{" "}
                      <span>{x.title}</span>
                    </label>
                    <p id={`payment_method-${x.id}-desc`} className="checkout__method-desc">
                      {x.description}
                    </p>
                  </li>
                ))}
              </ul>
            </fieldset>
            {alert ? (
              <div className="pay-order__alert" role="alert">
                <p>{alert}</p>
                <button type="button" className="pay-order__alert-close" onClick={() => setAlert("")}>
                  {m.closeAlert}
                </button>
              </div>
            ) : null}
            <noscript>
              <button type="submit" name="intent" value="update" className="btn btn-secondary">
                {m.update}
              </button>
            </noscript>
            <div className="form-row pay-order__row" hidden={rowsHidden}>
              <button
                type="submit"
                name="intent"
                value="pay"
                className="btn btn-primary"
                disabled={props.submitting || blocked}
              >
                {props.submitting ? m.paying : m.pay}
              </button>
            </div>
          </div>
        ) : null}
      </Form>
      <p className="sr-only" aria-live="polite">
        {blocked ? m.updating : ""}
      </p>
      {blocked ? (
        <div className="pay-order__overlay" data-testid="add-fee-overlay" aria-hidden="true">
          <span className="pay-order__spinner" />
        </div>
      ) : null}
    </article>
  );
}
