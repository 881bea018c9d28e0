import { describe, expect, it } from "vitest";
import { parseForm, SECRET_FIELDS } from "~/components/forms/parse";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { type CheckoutOptions, checkoutFormSchema } from "./checkout.schema";

const err = checkoutMessages.errors;
const options = {
  shippingMethods: ["bezorgen", "afhalen"],
  paymentMethods: ["test", "banktransfer"],
  allowAccount: true,
};

const valid: Record<string, string> = {
  billing_first_name: "Jan",
  billing_last_name: "de Vries",
  billing_company: "",
  billing_postcode: " 3542ab ",
  billing_house_number: "12",
  billing_house_number_suffix: "",
  billing_address_1: "Glasweg",
  billing_city: "Utrecht",
  billing_country: "NL",
  billing_email: "jan@example.nl",
  billing_phone: "06 12345678",
  shipping_method: "bezorgen",
  payment_method: "test",
  terms: "1",
  made_to_measure: "1",
};

type Parse =
  | { ok: true; data: ReturnType<ReturnType<typeof checkoutFormSchema>["parse"]> }
  | { ok: false; errors: Record<string, string> };

/** The form schema as the action runs it: the data, or the first Dutch message per posted field name. */
function parseCheckout(input: Record<string, string>, opts: CheckoutOptions): Parse {
  const r = checkoutFormSchema(opts).safeParse(input);
  if (r.success) return { ok: true, data: r.data };
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { ok: false, errors };
}

function errorsOf(input: Record<string, string>, opts: CheckoutOptions = options) {
  const r = parseCheckout(input, opts);
  if (r.ok) throw new Error("expected errors");
  return r.errors;
}

const formData = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  return form;
};

describe("checkout form", () => {
  it("accepts a complete Dutch address and normalises the postcode", () => {
    const r = parseCheckout(valid, options);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.billing.postcode).toBe("3542 AB");
    expect(r.data.billing.houseNumber).toBe(12);
    expect(r.data.shipping).toEqual({ ...r.data.shipping, street: "Glasweg", postcode: "3542 AB" });
    expect(r.data.shipToDifferentAddress).toBe(false);
    expect(r.data.createAccount).toBe(false);
    expect(r.data.accountPassword).toBe("");
  });

  it("refuses a malformed postcode with a Dutch message per country", () => {
    expect(errorsOf({ ...valid, billing_postcode: "123 AB" }).billing_postcode).toBe(err.postcodeNL);
    expect(errorsOf({ ...valid, billing_postcode: "1234 SS" }).billing_postcode).toBe(err.postcodeNL);
    expect(errorsOf({ ...valid, billing_country: "BE", billing_postcode: "1234 AB" }).billing_postcode).toBe(
      err.postcodeBE,
    );
    const be = parseCheckout({ ...valid, billing_country: "BE", billing_postcode: "2000" }, options);
    expect(be.ok && be.data.billing.postcode).toBe("2000");
    expect(errorsOf({ ...valid, billing_country: "DE" }).billing_country).toBe(err.country);
  });

  it("refuses a malformed e-mail address and phone number", () => {
    expect(errorsOf({ ...valid, billing_email: "jan@" }).billing_email).toBe(err.email);
    expect(errorsOf({ ...valid, billing_email: "" }).billing_email).toBe(err.required);
    expect(errorsOf({ ...valid, billing_phone: "12345" }).billing_phone).toBe(err.phone);
    const intl = parseCheckout({ ...valid, billing_phone: "+31 (0)6-1234 5678" }, options);
    expect(intl.ok).toBe(true);
  });

  it("requires the terms tick and the made-to-measure tick", () => {
    const e = errorsOf({ ...valid, terms: "", made_to_measure: "" });
    expect(e.terms).toBe(err.terms);
    expect(e.made_to_measure).toBe(err.madeToMeasure);
    expect(errorsOf({ ...valid, made_to_measure: "0" }).made_to_measure).toBe(err.madeToMeasure);
    expect(errorsOf({ ...valid, terms: "1", made_to_measure: "" }).terms).toBeUndefined();
  });

  it("asks the made-to-measure tick only of a cart with a made-to-measure line", () => {
    const ready = { ...options, madeToMeasure: false };
    expect(parseCheckout({ ...valid, made_to_measure: "" }, ready).ok).toBe(true);
    expect(
      errorsOf({ ...valid, made_to_measure: "" }, { ...options, madeToMeasure: true }).made_to_measure,
    ).toBe(err.madeToMeasure);
  });

  it("reports every field error at once, each beside its own field", () => {
    const e = errorsOf({
      ...valid,
      billing_first_name: " ",
      billing_postcode: "abc",
      billing_house_number: "x",
      billing_email: "nope",
      terms: "",
      shipping_method: "drone",
      payment_method: "cash",
    });
    expect(Object.keys(e).sort()).toEqual(
      [
        "billing_email",
        "billing_first_name",
        "billing_house_number",
        "billing_postcode",
        "payment_method",
        "shipping_method",
        "terms",
      ].sort(),
    );
    expect(e.billing_house_number).toBe(err.houseNumber);
    expect(e.shipping_method).toBe(err.shippingMethod);
  });

  it("splits a house number with its toevoeging and checks the toevoeging", () => {
    const r = parseCheckout({ ...valid, billing_house_number: "12a" }, options);
    expect(r.ok && [r.data.billing.houseNumber, r.data.billing.houseNumberSuffix]).toEqual([12, "a"]);
    const s = parseCheckout({ ...valid, billing_house_number_suffix: "-bis" }, options);
    expect(s.ok && s.data.billing.houseNumberSuffix).toBe("bis");
    expect(
      errorsOf({ ...valid, billing_house_number: "12a", billing_house_number_suffix: "b" })
        .billing_house_number,
    ).toBe(err.houseNumberTwice);
    expect(errorsOf({ ...valid, billing_house_number_suffix: "toolong1" }).billing_house_number_suffix).toBe(
      err.suffix,
    );
  });

  it("checks the delivery address only when it is ticked", () => {
    expect(parseCheckout({ ...valid, shipping_postcode: "bad" }, options).ok).toBe(true);
    const e = errorsOf({ ...valid, ship_to_different_address: "1", shipping_postcode: "bad" });
    expect(e.shipping_postcode).toBe(err.postcodeNL);
    expect(e.shipping_first_name).toBe(err.required);
    const r = parseCheckout(
      {
        ...valid,
        ship_to_different_address: "1",
        shipping_first_name: "Piet",
        shipping_last_name: "Jansen",
        shipping_postcode: "1011ab",
        shipping_house_number: "1",
        shipping_address_1: "Damrak",
        shipping_city: "Amsterdam",
        shipping_country: "NL",
      },
      options,
    );
    expect(r.ok && r.data.shipping).toMatchObject({
      firstName: "Piet",
      postcode: "1011 AB",
      city: "Amsterdam",
    });
    expect(r.ok && r.data.billing.city).toBe("Utrecht");
  });

  it("asks for a password only when an account is to be created", () => {
    expect(errorsOf({ ...valid, createaccount: "1", account_password: "kort" }).account_password).toBe(
      err.passwordShort(10),
    );
    const r = parseCheckout({ ...valid, createaccount: "1", account_password: "lang genoeg!" }, options);
    expect(r.ok && [r.data.createAccount, r.data.accountPassword]).toEqual([true, "lang genoeg!"]);
    // A logged-in shopper has no account to create: the tick is ignored.
    const logged = parseCheckout(
      { ...valid, createaccount: "1", account_password: "x" },
      {
        ...options,
        allowAccount: false,
      },
    );
    expect(logged.ok && logged.data.createAccount).toBe(false);
  });

  it("Conform's reply: errors under the posted names, typed values echoed, never the password or token", () => {
    const submission = parseForm(
      formData({
        ...valid,
        billing_postcode: " 123ab ",
        createaccount: "1",
        account_password: "kort",
        _csrf: "token",
      }),
      checkoutFormSchema(options),
    );
    expect(submission.status).toBe("error");
    const reply = submission.reply({ hideFields: SECRET_FIELDS });
    expect(reply.error?.billing_postcode).toEqual([err.postcodeNL]);
    expect(reply.error?.account_password).toEqual([err.passwordShort(10)]);
    expect(reply.initialValue).toMatchObject({
      billing_postcode: " 123ab ",
      billing_city: "Utrecht",
      terms: "1",
    });
    expect(reply.initialValue).not.toHaveProperty("account_password");
    expect(reply.initialValue).not.toHaveProperty("_csrf");
    // A blank optional field stays valid through Conform's parse (no coercion to undefined).
    const ok = parseForm(
      formData({ ...valid, billing_company: "", order_comments: "" }),
      checkoutFormSchema(options),
    );
    expect(ok.status === "success" && [ok.value.billing.company, ok.value.orderComments]).toEqual(["", ""]);
  });

  it("refuses a toevoeging or country the delivery address gets wrong, under the shipping_ names", () => {
    const e = errorsOf({
      ...valid,
      ship_to_different_address: "1",
      shipping_first_name: "Piet",
      shipping_last_name: "Jansen",
      shipping_postcode: "2000",
      shipping_house_number: "1b",
      shipping_house_number_suffix: "c",
      shipping_address_1: "Meir",
      shipping_city: "Antwerpen",
      shipping_country: "DE",
    });
    expect(e).toEqual({ shipping_house_number: err.houseNumberTwice, shipping_country: err.country });
    expect(
      Object.keys(errorsOf({ ...valid, ship_to_different_address: "1", shipping_country: "BE" })).sort(),
    ).toEqual([
      "shipping_address_1",
      "shipping_city",
      "shipping_first_name",
      "shipping_house_number",
      "shipping_last_name",
      "shipping_postcode",
    ]);
  });
});
