import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { Field, firstError } from "~/components/forms/field";
import { PaymentLogo } from "~/components/storefront/payment-logos";
import { PrivacyNotice } from "~/components/storefront/privacy-notice";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { payOrderMessages } from "~/i18n/nl.payOrder";
import { addressFieldsSchema, prefixedConstraint } from "~/modules/checkout/address.schema";
import {
  CHECKOUT_FIELDS,
  type CheckoutData,
  checkoutSchema,
  PASSWORD_MIN_LENGTH,
} from "~/modules/checkout/checkout.schema";
import type { Review } from "~/modules/checkout/checkout.server";
import type { CheckoutNotice } from "~/modules/checkout/checkout-page.server";
import { hasMadeToMeasure } from "~/modules/checkout/made-to-measure";
import { checkoutUrls } from "~/modules/checkout/urls";
import { formatMoney } from "~/utils/format-money";
import { AddressFields, type CheckoutFields } from "./address-fields";
import { initialMethod, MethodList, Tick } from "./checkout-choices";
import { OrderReview } from "./order-review";
import { usePageChoice } from "./page-choice";
import { TermsDialog, TermsLink } from "./terms-dialog";
import "./checkout.css";

const m = checkoutMessages;

export interface CheckoutFormProps {
  csrf: string;
  attemptKey: string;
  /** The loader's prefill (country, methods, the logged-in shopper's name and e-mail). */
  defaults: Record<string, string>;
  /** Conform's reply to the last submit: the typed values (no password) and the Dutch errors per field. */
  result: SubmissionResult<string[]> | null;
  notice: CheckoutNotice | null;
  review: Review;
  shippingMethods: { id: string; label: string; costInclCents: number; freeFromInclCents: number | null }[];
  paymentMethods: { id: string; title: string; description: string }[];
  allowAccount: boolean;
  acceptedPrices?: string;
  submitting: boolean;
}

const ticked = (v: unknown) => v === "1" || v === "on";

/** The constraint attributes from the schemas; the password is required only when an account is asked for. */
const constraint = {
  ...prefixedConstraint("billing", getZodConstraint(addressFieldsSchema)),
  ...prefixedConstraint("shipping", getZodConstraint(addressFieldsSchema)),
  ...getZodConstraint(checkoutSchema({ shippingMethods: [], paymentMethods: [], allowAccount: true })),
  account_password: { required: false },
};

/**
 * The checkout form (spec §2.4, §2.7): a plain POST form that JavaScript enhances. The server validates (no
 * client validation: it is the authority and answers 400 with the fields in error); Conform carries its reply —
 * values, errors, focus on the first field in error.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { notice, result } = props;
  const [form, conformFields] = useForm<Record<string, unknown>, CheckoutData>({
    lastResult: result,
    defaultValue: props.defaults,
    constraint,
  });
  const fields = conformFields as unknown as CheckoutFields;
  const values = (result?.initialValue ?? props.defaults) as Record<string, unknown>;
  const error = (name: string) => fields[name].errors?.[0];
  const first = firstError(result, CHECKOUT_FIELDS);
  const [shipDifferent, setShipDifferent] = useState(ticked(values.ship_to_different_address));
  const [createAccount, setCreateAccount] = useState(ticked(values.createaccount));
  const [review, setReview] = useState(props.review);
  const totals = useFetcher<Review>();
  const [termsOpen, setTermsOpen] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shipping = usePageChoice(
    form.id,
    "shipping_method",
    initialMethod(props.shippingMethods, String(values.shipping_method ?? "")),
  );
  const payment = usePageChoice(
    form.id,
    "payment_method",
    initialMethod(props.paymentMethods, String(values.payment_method ?? "")),
  );

  useEffect(() => setReview(props.review), [props.review]);
  useEffect(() => {
    if (totals.state !== "idle" || !totals.data) return;
    setReview(totals.data);
    // The old checkout's event (spec §7.2): other scripts refresh on it.
    document.body.dispatchEvent(new CustomEvent("updated_checkout", { bubbles: true }));
  }, [totals.state, totals.data]);
  // After a refused submit: focus the first field in error (in form order), or bring the notice into view.
  useEffect(() => {
    if (!result) return;
    const field = first ? document.querySelector<HTMLElement>(`form.checkout [name="${first}"]`) : null;
    if (field) field.focus();
    else if (notice) noticeRef.current?.scrollIntoView({ block: "center" });
  }, [result, notice, first]);

  const refreshTotals = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const query = new URLSearchParams({
      shipping_method: String(data.get("shipping_method") ?? ""),
      payment_method: String(data.get("payment_method") ?? ""),
    });
    totals.load(`${checkoutUrls.totals}?${query}`);
  };
  // A method chosen before hydration fired no onChange: refresh the totals for it once hydrated.
  const choseEarly = shipping.changedBeforeHydration || payment.changedBeforeHydration;
  useEffect(() => {
    if (choseEarly && formRef.current) refreshTotals(formRef.current);
  }, []);
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
        id={form.id}
        ref={formRef}
        noValidate
        onChange={(e) => {
          const t = e.target as unknown as HTMLInputElement;
          if (t.name === "shipping_method" || t.name === "payment_method") refreshTotals(e.currentTarget);
        }}
      >
        <input type="hidden" name="_csrf" value={props.csrf} />
        <input type="hidden" name="checkout_attempt" value={props.attemptKey} />
        {/* The total the order summary shows: the server places the order only at that total (see submitCheckout). */}
        <input type="hidden" name="shown_total" value={review.totals.totalInclCents} />
        {props.acceptedPrices ? (
          <input type="hidden" name="accepted_prices" value={props.acceptedPrices} />
        ) : null}

        <div className="checkout__customer">
          <h2 className="checkout__heading">{m.billingTitle}</h2>
          <AddressFields prefix="billing" fields={fields} first={first} />

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
              <AddressFields prefix="shipping" fields={fields} first={first} />
            </fieldset>
          </div>

          <h2 className="checkout__heading">{m.notesTitle}</h2>
          <Field
            field={fields.order_comments}
            label={m.fields.order_comments}
            help={m.help.order_comments}
            autoFocus={first === "order_comments"}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                defaultValue={typeof values.order_comments === "string" ? values.order_comments : ""}
                className="field-input"
              />
            )}
          </Field>

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
                <Field
                  field={fields.account_password}
                  label={m.fields.account_password}
                  type="password"
                  autoComplete="new-password"
                  help={m.help.account_password(PASSWORD_MIN_LENGTH)}
                  toggleLabel={m.account.show}
                  autoFocus={first === "account_password"}
                />
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
            error={error("shipping_method")}
            value={shipping.value}
            onChoose={shipping.setValue}
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
            error={error("payment_method")}
            value={payment.value}
            onChoose={payment.setValue}
            options={props.paymentMethods.map((p) => ({ ...p, logo: <PaymentLogo method={p.id} /> }))}
          />
          {props.paymentMethods.length === 0 ? (
            <p className="checkout-notice" role="status">
              {payOrderMessages.noMethods}
            </p>
          ) : null}
          <noscript>
            <button type="submit" name="intent" value="update" className="btn btn-secondary">
              {m.updateTotals}
            </button>
          </noscript>

          <div className="checkout__confirmations">
            <Tick
              name="terms"
              error={error("terms")}
              checked={ticked(values.terms)}
              autoFocus={first === "terms"}
            >
              {m.terms.before}
              <TermsLink onOpen={() => setTermsOpen(true)} />
              {m.terms.after}
            </Tick>
            {hasMadeToMeasure(review.lines) ? (
              <Tick
                name="made_to_measure"
                error={error("made_to_measure")}
                checked={ticked(values.made_to_measure)}
                autoFocus={first === "made_to_measure"}
              >
                {m.madeToMeasure}
              </Tick>
            ) : null}
          </div>

          <PrivacyNotice />
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
