import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { PasswordInput } from "~/components/forms/password-input";
import { nl } from "~/i18n/nl";
import { PASSWORD_MIN_LENGTH } from "~/modules/checkout/checkout.schema";
import type { Review } from "~/modules/checkout/checkout.server";
import type { CheckoutNotice } from "~/modules/checkout/checkout-page.server";
import { checkoutUrls } from "~/modules/checkout/urls";
import { formatMoney } from "~/utils/format-money";
import { AddressFields } from "./address-fields";
import { MethodList, Tick } from "./checkout-choices";
import { CheckoutField } from "./checkout-field";
import { OrderReview } from "./order-review";
import { TermsDialog, TermsLink } from "./terms-dialog";
import "./checkout.css";

const m = nl.checkout;

export interface CheckoutFormProps {
  csrf: string;
  attemptKey: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  notice: CheckoutNotice | null;
  review: Review;
  shippingMethods: { id: string; label: string; costInclCents: number; freeFromInclCents: number | null }[];
  paymentMethods: { id: string; title: string; description: string }[];
  allowAccount: boolean;
  acceptedPrices?: string;
  submitting: boolean;
}

const ticked = (v: string | undefined) => v === "1" || v === "on";

/** The checkout form (spec §2.4, §2.7): a plain POST form that JavaScript enhances. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { values, errors, notice } = props;
  const [shipDifferent, setShipDifferent] = useState(ticked(values.ship_to_different_address));
  const [createAccount, setCreateAccount] = useState(ticked(values.createaccount));
  const [review, setReview] = useState(props.review);
  const totals = useFetcher<Review>();
  const [termsOpen, setTermsOpen] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => setReview(props.review), [props.review]);
  useEffect(() => {
    if (totals.state !== "idle" || !totals.data) return;
    setReview(totals.data);
    // The old checkout's event (spec §7.2): other scripts refresh on it.
    document.body.dispatchEvent(new CustomEvent("updated_checkout", { bubbles: true }));
  }, [totals.state, totals.data]);
  // After a refused submit: focus the first field in error, or bring the notice into view.
  useEffect(() => {
    const first = document.querySelector<HTMLElement>('.checkout [aria-invalid="true"]');
    if (first) first.focus();
    else if (notice) noticeRef.current?.scrollIntoView({ block: "center" });
  }, [errors, notice]);

  const refreshTotals = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const query = new URLSearchParams({
      shipping_method: String(data.get("shipping_method") ?? ""),
      payment_method: String(data.get("payment_method") ?? ""),
    });
    totals.load(`${checkoutUrls.totals}?${query}`);
  };
  const subtotal = review.totals.subtotalInclCents;
  const busy = totals.state !== "idle";

  return (
    <>
      {notice ? (
        <div
          ref={noticeRef}
          className={`checkout-notice checkout-notice--${notice.kind}`}
          role={notice.kind === "error" ? "alert" : "status"}
        >
          <p>{notice.text}</p>
          {notice.items?.length ? (
            <ul>
              {notice.items.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Form
        method="post"
        className="checkout"
        noValidate
        onChange={(e) => {
          const t = e.target as unknown as HTMLInputElement;
          if (t.name === "shipping_method" || t.name === "payment_method") refreshTotals(e.currentTarget);
        }}
      >
        <input type="hidden" name="_csrf" value={props.csrf} />
        <input type="hidden" name="checkout_attempt" value={props.attemptKey} />
        {props.acceptedPrices ? (
          <input type="hidden" name="accepted_prices" value={props.acceptedPrices} />
        ) : null}

        <div className="checkout__customer">
          <h2 className="checkout__heading">{m.billingTitle}</h2>
          <AddressFields prefix="billing" values={values} errors={errors} />

          <div className="checkout__ship-different">
            <label className="checkbox">
              <input
                type="checkbox"
                name="ship_to_different_address"
                value="1"
                defaultChecked={shipDifferent}
                onChange={(e) => setShipDifferent(e.currentTarget.checked)}
              />{" "}
              <span className="font-semibold">{m.shipToDifferentAddress}</span>
            </label>
            <fieldset className="checkout__toggled" data-open={shipDifferent ? "true" : "false"}>
              <legend className="checkout__subheading">{m.shippingTitle}</legend>
              <AddressFields prefix="shipping" values={values} errors={errors} />
            </fieldset>
          </div>

          <h2 className="checkout__heading">{m.notesTitle}</h2>
          <CheckoutField
            name="order_comments"
            label={m.fields.order_comments}
            error={errors.order_comments}
            help={m.help.order_comments}
          >
            {(aria) => (
              <textarea
                id="order_comments"
                name="order_comments"
                rows={3}
                maxLength={1000}
                defaultValue={values.order_comments ?? ""}
                className="field-input"
                {...aria}
              />
            )}
          </CheckoutField>

          {props.allowAccount ? (
            <div className="checkout__account">
              <label className="checkbox">
                <input
                  type="checkbox"
                  name="createaccount"
                  value="1"
                  defaultChecked={createAccount}
                  onChange={(e) => setCreateAccount(e.currentTarget.checked)}
                />{" "}
                <span className="font-semibold">{m.account.create}</span>
              </label>
              <div className="checkout__toggled" data-open={createAccount ? "true" : "false"}>
                <p className="text-sm text-slate-700">{m.account.intro}</p>
                <CheckoutField
                  name="account_password"
                  label={m.fields.account_password}
                  error={errors.account_password}
                  help={m.help.account_password(PASSWORD_MIN_LENGTH)}
                >
                  {(aria) => (
                    <PasswordInput
                      id="account_password"
                      name="account_password"
                      autoComplete="new-password"
                      maxLength={256}
                      className="field-input"
                      toggleLabel={m.account.show}
                      {...aria}
                    />
                  )}
                </CheckoutField>
              </div>
            </div>
          ) : null}
        </div>

        <div className="checkout__order">
          <h2 className="checkout__heading" id="order_review_heading">
            {m.review.title}
          </h2>
          <OrderReview lines={review.lines} totals={review.totals} busy={busy} />
          <p className="sr-only" aria-live="polite">
            {busy ? m.review.updating : ""}
          </p>

          <MethodList
            name="shipping_method"
            legend={m.shippingMethodTitle}
            error={errors.shipping_method}
            selected={values.shipping_method}
            options={props.shippingMethods.map((s) => {
              const free = s.freeFromInclCents !== null && subtotal >= s.freeFromInclCents;
              const cost = free || s.costInclCents === 0 ? m.free : formatMoney(s.costInclCents);
              const hint =
                !free && s.freeFromInclCents !== null
                  ? ` (${m.freeFrom(formatMoney(s.freeFromInclCents))})`
                  : "";
              return { id: s.id, title: `${s.label}: ${cost}${hint}` };
            })}
          />
          <MethodList
            name="payment_method"
            legend={m.paymentMethodTitle}
            error={errors.payment_method}
            selected={values.payment_method}
            options={props.paymentMethods}
          />
          {props.paymentMethods.length === 0 ? (
            <p className="checkout-notice" role="status">
              {nl.payOrder.noMethods}
            </p>
          ) : null}
          <noscript>
            <button type="submit" name="intent" value="update" className="btn btn-secondary">
              {m.updateTotals}
            </button>
          </noscript>

          <div className="checkout__confirmations">
            <Tick name="terms" error={errors.terms} checked={ticked(values.terms)}>
              {m.terms.before}
              <TermsLink onOpen={() => setTermsOpen(true)} />
              {m.terms.after}
            </Tick>
            <Tick
              name="made_to_measure"
              error={errors.made_to_measure}
              checked={ticked(values.made_to_measure)}
            >
              {m.madeToMeasure}
            </Tick>
          </div>

          <button
            type="submit"
            name="intent"
            value="place"
            className="btn btn-primary checkout__place"
            disabled={props.submitting}
          >
            {props.submitting ? m.placing : props.acceptedPrices ? m.confirmNewPrices : m.placeOrder}
          </button>
        </div>
      </Form>
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} />
    </>
  );
}
