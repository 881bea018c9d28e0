import { describe, expect, it } from "vitest";
import { anonymisedEmail, scrubAddressJson } from "./anonymise";

describe("anonymising an address", () => {
  const email = anonymisedEmail(7);

  it("empties every text field but the country and replaces the e-mail", () => {
    const billing = {
      first_name: "Jan",
      last_name: "Jansen",
      company: "Glas BV",
      address_1: "Dorpsstraat",
      house_number: "12",
      postcode: "1234 AB",
      city: "Utrecht",
      country: "NL",
      email: "jan@example.nl",
      phone: "0612345678",
    };
    expect(JSON.parse(scrubAddressJson(JSON.stringify(billing), email))).toEqual({
      first_name: "",
      last_name: "",
      company: "",
      address_1: "",
      house_number: "",
      postcode: "",
      city: "",
      country: "NL",
      email: "geanonimiseerd-7@example.invalid",
      phone: "",
    });
  });

  it("drops nested values and reads broken JSON as an empty address", () => {
    expect(scrubAddressJson(JSON.stringify({ city: "Gouda", extra: { name: "Jan" }, n: 3 }), email)).toBe(
      '{"city":""}',
    );
    expect(scrubAddressJson("not json", email)).toBe("{}");
    expect(scrubAddressJson("[1,2]", email)).toBe("{}");
    expect(scrubAddressJson("null", email)).toBe("{}");
  });

  it("gives each user an own undeliverable address", () => {
    expect(anonymisedEmail(1)).not.toBe(anonymisedEmail(2));
    expect(anonymisedEmail(1)).toMatch(/@example\.invalid$/);
  });
});
