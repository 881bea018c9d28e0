import { describe, expect, it } from "vitest";
import { parseForm, SECRET_FIELDS } from "~/components/forms/parse";
import { PAYMENT_METHODS } from "./psd2";
import {
  defaultPaymentSettings,
  formatAmountInput,
  formValuesOf,
  maskApiKey,
  methodFieldName,
  parsePaymentSettingsForm,
  paymentSettingsFormSchema,
} from "./settings-form";

const TEST_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";
const LIVE_KEY = "live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";
const NO_KEYS = { testApiKey: "", liveApiKey: "" };

/** A form as the browser posts the stored defaults with Mollie chosen, with some fields changed ("" removes a field). */
function form(changes: Record<string, string> = {}): URLSearchParams {
  const values = { ...formValuesOf(defaultPaymentSettings()), payment_provider: "mollie", ...changes };
  const f = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    // Unchecked checkboxes and radio groups are not posted at all.
    if (
      (name.endsWith("_enabled") || name.endsWith("_delete") || name === "payment_provider") &&
      value === ""
    )
      continue;
    f.set(name, value);
  }
  return f;
}

describe("parsePaymentSettingsForm", () => {
  it("parses the defaults and names fields by the method id", () => {
    expect(methodFieldName("creditcard", "payment_surcharge")).toBe("creditcard_payment_surcharge");
    const r = parsePaymentSettingsForm(form(), NO_KEYS);
    expect(r.ok && r.settings).toEqual({ ...defaultPaymentSettings(), provider: "mollie" });
  });

  it("requires an explicit provider choice and stores it", () => {
    const none = parsePaymentSettingsForm(form({ payment_provider: "" }), NO_KEYS);
    expect(none.ok || none.errors).toEqual({
      payment_provider: "Kies een betaalprovider: de testomgeving of Mollie.",
    });
    const bogus = parsePaymentSettingsForm(form({ payment_provider: "gratis" }), NO_KEYS);
    expect(bogus.ok).toBe(false);
    // The test environment needs no Mollie key, even with Mollie's test mode ticked.
    const test = parsePaymentSettingsForm(
      form({ payment_provider: "test", test_mode_enabled: "1" }),
      NO_KEYS,
    );
    expect(test.ok && test.settings.provider).toBe("test");
    expect(formValuesOf({ ...defaultPaymentSettings(), provider: "test" }).payment_provider).toBe("test");
    expect(formValuesOf(defaultPaymentSettings()).payment_provider).toBe("");
  });

  it("accepts surcharge amounts up to € 99.999,99 (issue 9) and refuses more", () => {
    const ok = parsePaymentSettingsForm(
      form({
        ideal_payment_surcharge: "fixed_fee",
        ideal_fixed_fee: "1.250,00",
        ideal_maximum_limit: "99999,99",
      }),
      NO_KEYS,
    );
    expect(ok.ok && ok.settings.methods.ideal.surcharge).toMatchObject({
      fixed_fee: 1250,
      maximum_limit: 99_999.99,
    });
    const tooHigh = parsePaymentSettingsForm(
      form({ ideal_payment_surcharge: "fixed_fee", ideal_maximum_limit: "100000" }),
      NO_KEYS,
    );
    expect(tooHigh.ok || tooHigh.errors).toEqual({
      ideal_maximum_limit: "Het bedrag mag hoogstens 99.999,99 zijn.",
    });
  });

  it("reads Dutch commas and keeps a valid hidden field, ignoring an invalid one", () => {
    const r = parsePaymentSettingsForm(
      form({
        creditcard_payment_surcharge: "percentage",
        creditcard_percentage: "1,5",
        creditcard_surcharge_limit: "2,00",
        creditcard_maximum_limit: "",
        creditcard_fixed_fee: "abc", // hidden for "percentage": ignored, stored as 0
        paypal_payment_surcharge: "fixed_fee",
        paypal_fixed_fee: "0.35",
        paypal_percentage: "1,25", // hidden but valid: kept (no effect on the fee)
      }),
      NO_KEYS,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.settings.methods.creditcard.surcharge).toEqual({
      payment_surcharge: "percentage",
      fixed_fee: 0,
      percentage: 1.5,
      surcharge_limit: 2,
      maximum_limit: 0,
    });
    expect(r.settings.methods.paypal.surcharge).toMatchObject({ fixed_fee: 0.35, percentage: 1.25 });
    // Creditcard may not carry a surcharge (PSD2); PayPal may.
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toContain("Creditcard");
  });

  it("reports every bad visible field with a Dutch message beside it", () => {
    const r = parsePaymentSettingsForm(
      form({
        ideal_payment_surcharge: "fixed_fee_percentage",
        ideal_fixed_fee: "100000",
        ideal_percentage: "twee",
        ideal_surcharge_limit: "-1",
        ideal_maximum_limit: "1,234",
        klarna_payment_surcharge: "all",
        bancontact_title: "  ",
      }),
      NO_KEYS,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      ideal_fixed_fee: "Het bedrag mag hoogstens 99.999,99 zijn.",
      ideal_percentage: "Vul een bedrag in cijfers in, bijvoorbeeld 1,50.",
      ideal_surcharge_limit: "Het bedrag mag niet negatief zijn.",
      ideal_maximum_limit: "Gebruik hoogstens 2 cijfers achter de komma.",
      klarna_payment_surcharge: "Kies een geldig soort toeslag.",
      bancontact_title: "Vul een titel in.",
    });
  });

  it("requires the test key only while test mode is on (decisions.md item 2)", () => {
    const on = parsePaymentSettingsForm(form({ test_mode_enabled: "1", test_api_key: "" }), NO_KEYS);
    expect(on.ok || on.errors).toEqual({
      test_api_key: "Vul de test-API-sleutel in; die is verplicht zolang Mollie in testmodus staat.",
    });
    const bad = parsePaymentSettingsForm(
      form({ test_mode_enabled: "1", test_api_key: "test_kort" }),
      NO_KEYS,
    );
    expect(bad.ok || bad.errors.test_api_key).toMatch(/begint met test_/);
    const off = parsePaymentSettingsForm(form({ test_api_key: "rommel" }), NO_KEYS);
    expect(off.ok && off.testApiKey).toBe("");
    const given = parsePaymentSettingsForm(
      form({ test_mode_enabled: "1", test_api_key: ` ${TEST_KEY} ` }),
      NO_KEYS,
    );
    expect(given.ok && [given.settings.test_mode_enabled, given.testApiKey]).toEqual([true, TEST_KEY]);
  });

  it("keeps a stored key on an empty submit and clears it with the delete box", () => {
    const stored = { testApiKey: TEST_KEY, liveApiKey: LIVE_KEY };
    const kept = parsePaymentSettingsForm(form({ test_mode_enabled: "1" }), stored);
    expect(kept.ok && [kept.testApiKey, kept.liveApiKey]).toEqual([TEST_KEY, LIVE_KEY]);
    // Test mode off: the stored test key stays too (it is valid), it is just not used.
    const off = parsePaymentSettingsForm(form(), stored);
    expect(off.ok && off.testApiKey).toBe(TEST_KEY);
    const cleared = parsePaymentSettingsForm(form({ live_api_key_delete: "1" }), stored);
    expect(cleared.ok && cleared.liveApiKey).toBe("");
    const clearedButRequired = parsePaymentSettingsForm(
      form({ test_mode_enabled: "1", test_api_key_delete: "1" }),
      stored,
    );
    expect(clearedButRequired.ok).toBe(false);
    const badLive = parsePaymentSettingsForm(form({ live_api_key: "test_nope" }), stored);
    expect(badLive.ok || badLive.errors.live_api_key).toMatch(/begint met live_/);
  });

  it("reads the enabled checkboxes and titles", () => {
    const r = parsePaymentSettingsForm(
      form({ klarna_enabled: "", ideal_title: " iDEAL (Nederlandse banken) " }),
      NO_KEYS,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.settings.methods.klarna.enabled).toBe(false);
    expect(r.settings.methods.ideal).toMatchObject({ enabled: true, title: "iDEAL (Nederlandse banken)" });
    expect(Object.keys(r.settings.methods)).toEqual(PAYMENT_METHODS.map((m) => m.id));
  });
});

describe("display helpers", () => {
  it("masks keys and formats amounts the Dutch way", () => {
    expect(maskApiKey(TEST_KEY)).toBe("test_…lXsM");
    expect(maskApiKey("")).toBe("");
    expect(formatAmountInput(1.5)).toBe("1,50");
    expect(formatAmountInput(0)).toBe("0,00");
  });
});

describe("paymentSettingsFormSchema through Conform (the route's parse)", () => {
  const formData = (params: URLSearchParams) => {
    const f = new FormData();
    for (const [k, v] of params) f.append(k, v);
    return f;
  };

  it("reports the test-mode and surcharge conditions under the posted names and echoes what was typed", () => {
    const posted = form({
      test_mode_enabled: "1",
      test_api_key: "",
      ideal_payment_surcharge: "fixed_fee",
      ideal_fixed_fee: "-1",
      // Hidden by the type "vast bedrag": ignored, even when wrong.
      ideal_percentage: "rommel",
      live_api_key: "live_kort",
    });
    posted.set("_csrf", "token");
    const submission = parseForm(formData(posted), paymentSettingsFormSchema(NO_KEYS));
    expect(submission.status).toBe("error");
    const reply = submission.reply({ hideFields: SECRET_FIELDS });
    expect(Object.keys(reply.error ?? {}).sort()).toEqual([
      "ideal_fixed_fee",
      "live_api_key",
      "test_api_key",
    ]);
    expect(reply.error?.test_api_key?.[0]).toMatch(/verplicht zolang Mollie in testmodus/);
    expect(reply.initialValue).toMatchObject({ ideal_fixed_fee: "-1", live_api_key: "live_kort" });
    expect(reply.initialValue).not.toHaveProperty("_csrf");
  });

  it("accepts the stored defaults with a blank (coercion-free) optional field", () => {
    const submission = parseForm(formData(form({ test_api_key: "" })), paymentSettingsFormSchema(NO_KEYS));
    expect(submission.status === "success" && submission.value.settings.provider).toBe("mollie");
  });
});
