import { describe, expect, it } from "vitest";
import { loginSchema, registerSchema } from "~/modules/accounts/accounts.schema";
import { addressesFormSchema } from "~/modules/accounts/addresses.schema";
import { parseForm, SECRET_FIELDS } from "./parse";

const formData = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};

describe("parseForm (Conform + our zod schemas)", () => {
  it("a refused post echoes what was typed but never a password or the CSRF token", () => {
    const submission = parseForm(
      formData({ email: "jan", password: "geheim", _csrf: "token", first_name: "Jan" }),
      registerSchema,
    );
    expect(submission.status).toBe("error");
    const reply = submission.reply({ hideFields: SECRET_FIELDS });
    expect(reply.initialValue).toEqual({ email: "jan", first_name: "Jan" });
    expect(reply.error).toEqual({
      email: ["Vul een geldig e-mailadres in."],
      password: ["Kies een wachtwoord van minimaal 10 tekens."],
    });
  });

  it("blank optional fields stay empty text (no coercion to undefined)", () => {
    const submission = parseForm(
      formData({ email: "Jan@Example.nl", password: "0123456789", first_name: "", last_name: "" }),
      registerSchema,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      email: "jan@example.nl",
      password: "0123456789",
      first_name: "",
      last_name: "",
    });
  });

  it("login: both fields missing gives both Dutch messages", () => {
    const reply = parseForm(formData({}), loginSchema).reply();
    expect(Object.keys(reply.error ?? {})).toEqual(["email", "password"]);
  });

  it("addresses: issues are keyed by the prefixed WooCommerce field names", () => {
    const submission = parseForm(
      formData({
        billing_first_name: "Anna",
        billing_last_name: "",
        billing_postcode: "rommel",
        billing_house_number: "12",
        billing_address_1: "Oudegracht",
        billing_city: "Utrecht",
        billing_country: "NL",
      }),
      addressesFormSchema,
    );
    const reply = submission.reply();
    expect(Object.keys(reply.error ?? {}).sort()).toEqual(["billing_last_name", "billing_postcode"]);
    expect(reply.initialValue?.billing_first_name).toBe("Anna");
  });
});
