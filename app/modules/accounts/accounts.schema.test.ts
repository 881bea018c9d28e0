import { describe, expect, it } from "vitest";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { addressSchema } from "~/modules/checkout/address.schema";
import { fieldErrors, loginSchema, registerSchema, resetPasswordSchema } from "./accounts.schema";
import { addressesFormSchema, readSavedAddresses } from "./addresses.schema";

const err = checkoutMessages.errors;

/** The addresses form: the addresses, or the first Dutch message per prefixed field. */
function parseAddressesForm(values: Record<string, string>) {
  const r = addressesFormSchema.safeParse(values);
  if (r.success) return { ok: true as const, addresses: r.data };
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { ok: false as const, errors };
}

const errorsOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error as never);
};

describe("account forms", () => {
  it("register: e-mail normalised, password at least 10 characters with a Dutch message", () => {
    const ok = registerSchema.parse({
      email: " Jan@Example.NL ",
      password: "0123456789",
      first_name: " Jan ",
    });
    expect(ok).toEqual({ email: "jan@example.nl", password: "0123456789", first_name: "Jan", last_name: "" });
    expect(errorsOf(registerSchema, { email: "jan", password: "kort" })).toEqual({
      email: "Vul een geldig e-mailadres in.",
      password: "Kies een wachtwoord van minimaal 10 tekens.",
    });
    expect(errorsOf(registerSchema, { email: "a@b.nl", password: "x".repeat(257) }).password).toMatch(
      /hoogstens 256/,
    );
    // Spaces count and are kept: a passphrase is fine.
    expect(registerSchema.parse({ email: "a@b.nl", password: "  ab  cd  " }).password).toBe("  ab  cd  ");
  });

  it("login: any non-empty password, missing fields get messages", () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      email: "Vul een geldig e-mailadres in.",
      password: "Vul je wachtwoord in.",
    });
    expect(loginSchema.parse({ email: "a@b.nl", password: "x" }).password).toBe("x");
  });

  it("reset: the token is carried, the new password checked", () => {
    expect(errorsOf(resetPasswordSchema, { token: "t", password: "123" })).toHaveProperty("password");
  });
});

const address = {
  first_name: "Jan",
  last_name: "Jansen",
  postcode: " 1234ab ",
  house_number: "12a",
  address_1: "Kerkstraat",
  city: "Utrecht",
  country: "NL",
};

describe("saved addresses (the one address schema, shared with the checkout)", () => {
  it("normalises the postcode and splits the house number", () => {
    expect(addressSchema.parse(address)).toMatchObject({
      postcode: "1234 AB",
      houseNumber: 12,
      houseNumberSuffix: "a",
      street: "Kerkstraat",
      country: "NL",
      company: "",
    });
    expect(addressSchema.parse({ ...address, country: "BE", postcode: "2000" }).postcode).toBe("2000");
  });

  it("refuses bad postcodes, house numbers and phones with Dutch messages", () => {
    expect(errorsOf(addressSchema, { ...address, postcode: "0123 AB" })).toEqual({
      postcode: err.postcodeNL,
    });
    expect(errorsOf(addressSchema, { ...address, country: "BE", postcode: "1234 AB" }).postcode).toMatch(
      /Belgische/,
    );
    expect(errorsOf(addressSchema, { ...address, house_number: "abc" })).toEqual({
      house_number: err.houseNumber,
    });
    // A toevoeging typed twice (in the number and in its own field) is refused, not guessed.
    expect(errorsOf(addressSchema, { ...address, house_number_suffix: "b" })).toEqual({
      house_number: err.houseNumberTwice,
    });
    expect(addressSchema.parse({ ...address, house_number: "12", house_number_suffix: "-b" })).toMatchObject({
      houseNumber: 12,
      houseNumberSuffix: "b",
    });
    expect(errorsOf(addressSchema, { ...address, country: "DE" })).toEqual({ country: err.country });
    expect(errorsOf(addressSchema, { ...address, city: " " })).toEqual({ city: "Dit veld is verplicht." });
  });

  it("the form: shipping only when ticked; errors keyed by prefixed field", () => {
    const values = Object.fromEntries(Object.entries(address).map(([k, v]) => [`billing_${k}`, v]));
    const phoned = parseAddressesForm({ ...values, billing_phone: " 06  12345678 " });
    expect(phoned.ok && phoned.addresses.billing).toMatchObject({
      postcode: "1234 AB",
      phone: "06 12345678",
    });
    expect(parseAddressesForm({ ...values, billing_phone: "bel me" })).toEqual({
      ok: false,
      errors: { billing_phone: err.phone },
    });
    const same = parseAddressesForm({ ...values, shipping_postcode: "rommel" });
    expect(same.ok && same.addresses.shipping).toBe(null);
    const different = parseAddressesForm({
      ...values,
      ship_to_different_address: "1",
      shipping_postcode: "rommel",
    });
    expect(different.ok).toBe(false);
    if (!different.ok) expect(different.errors.shipping_postcode).toBeTruthy();
  });

  it("reads stored JSON defensively", () => {
    expect(readSavedAddresses("not json")).toEqual({ billing: null, shipping: null });
    expect(readSavedAddresses('{"billing":{"firstName":1}}')).toEqual({ billing: null, shipping: null });
  });
});
