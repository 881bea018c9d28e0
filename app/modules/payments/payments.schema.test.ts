import { describe, expect, it } from "vitest";
import { paymentGeneralSettingsSchema, surchargeSettingsSchema } from "./payments.schema";

const method = (fields: Record<string, unknown>) => ({
  payment_surcharge: "fixed_fee_percentage",
  fixed_fee: "0",
  percentage: "0",
  surcharge_limit: "0",
  maximum_limit: "0",
  ...fields,
});

/** The Dutch messages by field of a failed parse. */
function errors(schema: { safeParse: (v: unknown) => unknown }, input: unknown): Record<string, string> {
  const r = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  expect(r.success).toBe(false);
  return Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
}

describe("surchargeSettingsSchema", () => {
  it("reads the admin form (Dutch commas) into euros and percent", () => {
    expect(
      surchargeSettingsSchema.parse(
        method({ fixed_fee: "0,25", percentage: "1,8", surcharge_limit: "1,00", maximum_limit: "250" }),
      ),
    ).toEqual({
      payment_surcharge: "fixed_fee_percentage",
      fixed_fee: 0.25,
      percentage: 1.8,
      surcharge_limit: 1,
      maximum_limit: 250,
    });
  });

  it("treats empty and missing amounts as 0", () => {
    expect(surchargeSettingsSchema.parse({ payment_surcharge: "percentage", percentage: "" })).toEqual({
      payment_surcharge: "percentage",
      fixed_fee: 0,
      percentage: 0,
      surcharge_limit: 0,
      maximum_limit: 0,
    });
  });

  it.each([
    [-1, "Het bedrag mag niet negatief zijn."],
    ["-1", "Het bedrag mag niet negatief zijn."],
    [100_000, "Het bedrag mag hoogstens 99.999,99 zijn."],
    ["100000", "Het bedrag mag hoogstens 99.999,99 zijn."],
    ["99999,991", "Gebruik hoogstens 2 cijfers achter de komma."],
    ["100.000,00", "Het bedrag mag hoogstens 99.999,99 zijn."],
    [1.234, "Gebruik hoogstens 2 cijfers achter de komma."],
    ["1,234", "Gebruik hoogstens 2 cijfers achter de komma."],
    ["abc", "Vul een bedrag in cijfers in, bijvoorbeeld 1,50."],
    [true, "Vul een bedrag in cijfers in, bijvoorbeeld 1,50."],
  ])("refuses %j in every visible amount field", (value, message) => {
    for (const field of ["fixed_fee", "surcharge_limit", "maximum_limit"]) {
      expect(errors(surchargeSettingsSchema, method({ [field]: value }))).toEqual({ [field]: message });
    }
  });

  it.each([0, 999, "999", "0,01", "12,5", 1000, "2500", 99_999.99, "99999,99", "99.999,99", "1.250,00"])(
    "accepts %j as an amount in every amount field (issue 9: doors cost more than € 999)",
    (value) => {
      for (const field of ["fixed_fee", "surcharge_limit", "maximum_limit"]) {
        expect(surchargeSettingsSchema.safeParse(method({ [field]: value })).success).toBe(true);
      }
    },
  );

  it("stores € 99.999,99 as a maximum_limit exactly", () => {
    expect(surchargeSettingsSchema.parse(method({ maximum_limit: "99.999,99" })).maximum_limit).toBe(
      99_999.99,
    );
  });

  it("limits the percentage to 100", () => {
    expect(surchargeSettingsSchema.safeParse(method({ percentage: "100" })).success).toBe(true);
    expect(errors(surchargeSettingsSchema, method({ percentage: "100,01" }))).toEqual({
      percentage: "Het percentage mag hoogstens 100 zijn.",
    });
    expect(errors(surchargeSettingsSchema, method({ percentage: "1,234" }))).toEqual({
      percentage: "Gebruik hoogstens 2 cijfers achter de komma.",
    });
  });

  it("reports every invalid visible field at once", () => {
    expect(Object.keys(errors(surchargeSettingsSchema, method({ fixed_fee: "x", percentage: -1 })))).toEqual([
      "fixed_fee",
      "percentage",
    ]);
  });

  it.each([
    ["no_fee", { fixed_fee: "x", percentage: -1, surcharge_limit: 100_000, maximum_limit: 1.234 }],
    ["fixed_fee", { percentage: "x", surcharge_limit: -5 }],
    ["percentage", { fixed_fee: "abc" }],
  ])("%s: does not validate hidden fields and stores invalid ones as 0", (type, hidden) => {
    const out = surchargeSettingsSchema.parse(method({ payment_surcharge: type, ...hidden }));
    for (const field of Object.keys(hidden)) expect(out[field as keyof typeof out]).toBe(0);
  });

  it("keeps a valid hidden value, so switching the type back shows it again", () => {
    expect(
      surchargeSettingsSchema.parse(method({ payment_surcharge: "fixed_fee", percentage: "2,5" })).percentage,
    ).toBe(2.5);
  });

  it.each(["fixed_fee", "percentage"])("%s still validates its visible fields", (type) => {
    expect(
      Object.keys(errors(surchargeSettingsSchema, method({ payment_surcharge: type, maximum_limit: "abc" }))),
    ).toEqual(["maximum_limit"]);
  });

  it.each(["something_else", "", 3, undefined])("refuses surcharge type %j with a Dutch message", (type) => {
    expect(errors(surchargeSettingsSchema, method({ payment_surcharge: type })).payment_surcharge).toBe(
      "Kies een geldig soort toeslag.",
    );
  });
});

describe("paymentGeneralSettingsSchema (spec §4.1, §5.1; decisions.md item 2)", () => {
  const TEST_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";
  const LIVE_KEY = "live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";
  const required = "Vul de test-API-sleutel in; die is verplicht zolang Mollie in testmodus staat.";
  const testFormat = "Een test-API-sleutel van Mollie begint met test_ en is minstens 30 tekens lang.";
  const liveFormat = "Een live-API-sleutel van Mollie begint met live_ en is minstens 30 tekens lang.";

  it.each([
    [{ provider: "mollie", test_mode_enabled: true, test_api_key: "" }, { test_api_key: required }],
    [{ provider: "mollie", test_mode_enabled: true }, { test_api_key: required }],
    [{ provider: "mollie", test_mode_enabled: true, test_api_key: "   " }, { test_api_key: required }],
    [{ provider: "mollie", test_mode_enabled: true, test_api_key: LIVE_KEY }, { test_api_key: testFormat }],
    [{ provider: "mollie", test_mode_enabled: true, test_api_key: "test_abc" }, { test_api_key: testFormat }],
    [
      { provider: "mollie", test_mode_enabled: true, test_api_key: `test_${"a".repeat(24)}` },
      { test_api_key: testFormat },
    ],
    [
      { provider: "mollie", test_mode_enabled: true, test_api_key: `test_${"a".repeat(24)}!` },
      { test_api_key: testFormat },
    ],
    [{ provider: "mollie", test_mode_enabled: false, live_api_key: TEST_KEY }, { live_api_key: liveFormat }],
    [
      { provider: "mollie", test_mode_enabled: false, live_api_key: "live_short" },
      { live_api_key: liveFormat },
    ],
    [
      { provider: "mollie", test_mode_enabled: true, live_api_key: "x" },
      { test_api_key: required, live_api_key: liveFormat },
    ],
  ])("refuses %j", (input, expected) => {
    expect(errors(paymentGeneralSettingsSchema, input)).toEqual(expected);
  });

  it.each([
    [
      { provider: "mollie", test_mode_enabled: true, test_api_key: ` ${TEST_KEY} ` },
      { provider: "mollie", test_mode_enabled: true, test_api_key: TEST_KEY, live_api_key: "" },
    ],
    [
      { provider: "mollie", test_mode_enabled: true, test_api_key: `test_${"a".repeat(25)}` },
      {
        provider: "mollie",
        test_mode_enabled: true,
        test_api_key: `test_${"a".repeat(25)}`,
        live_api_key: "",
      },
    ],
    [
      { provider: "mollie" },
      { provider: "mollie", test_mode_enabled: false, test_api_key: "", live_api_key: "" },
    ],
    [
      { provider: "mollie", test_mode_enabled: false, test_api_key: "" },
      { provider: "mollie", test_mode_enabled: false, test_api_key: "", live_api_key: "" },
    ],
    [
      { provider: "mollie", test_mode_enabled: false, test_api_key: "not a key", live_api_key: LIVE_KEY },
      { provider: "mollie", test_mode_enabled: false, test_api_key: "", live_api_key: LIVE_KEY },
    ],
    [
      { provider: "mollie", test_mode_enabled: false, test_api_key: TEST_KEY },
      { provider: "mollie", test_mode_enabled: false, test_api_key: TEST_KEY, live_api_key: "" },
    ],
  ])("accepts %j", (input, expected) => {
    expect(paymentGeneralSettingsSchema.parse(input)).toEqual(expected);
  });

  it.each([{}, { provider: "" }, { provider: "paypal" }, { provider: "Mollie" }])(
    "refuses %j: the provider is an explicit choice",
    (input) => {
      expect(errors(paymentGeneralSettingsSchema, input)).toEqual({
        provider: "Kies een betaalprovider: de testomgeving of Mollie.",
      });
    },
  );

  it("the test environment needs no test key, also with Mollie's test mode ticked", () => {
    expect(paymentGeneralSettingsSchema.parse({ provider: "test", test_mode_enabled: true })).toEqual({
      provider: "test",
      test_mode_enabled: true,
      test_api_key: "",
      live_api_key: "",
    });
  });

  it("Mollie in live mode may be saved without a live key (checkout then offers bank transfer only)", () => {
    expect(
      paymentGeneralSettingsSchema.safeParse({ provider: "mollie", test_mode_enabled: false }).success,
    ).toBe(true);
  });
});
