import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import * as m005 from "../../../db/migrations/005_payments_hardening";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { checkoutMethodsFrom } from "./checkout-methods";
import {
  getAdminPaymentSettings,
  getPaymentSettings,
  isTestShop,
  PAYMENT_SETTINGS_KEY,
  savePaymentSettings,
} from "./payment-settings.server";
import { defaultPaymentSettings, parsePaymentSettingsForm } from "./settings-form";

const TEST_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";
const LIVE_KEY = "live_Zu9Kq3WmT7vBx2PnLc8RfYh5JdSa4E";
const key = randomBytes(32);

const rawRow = async (db: Parameters<typeof getPaymentSettings>[0]) =>
  (await db.selectFrom("settings").select("value").where("key", "=", PAYMENT_SETTINGS_KEY).executeTakeFirst())
    ?.value;

describeEachEngine("payment settings", (db) => {
  it("a fresh shop starts on the test environment, chosen explicitly (migration 005), with the default methods", async () => {
    expect(JSON.parse((await rawRow(db())) ?? "{}")).toEqual({ provider: "test" });
    const s = await getPaymentSettings(db(), key);
    expect(s).toMatchObject({
      provider: "test",
      problem: null,
      testMode: false,
      testApiKey: "",
      liveApiKey: "",
      apiKey: null,
    });
    expect(isTestShop(s)).toBe(true);
    expect(s.methods.map((m) => m.id)).toEqual([
      "ideal",
      "bancontact",
      "creditcard",
      "paypal",
      "applepay",
      "klarna",
      "banktransfer",
    ]);
    expect(s.methods[0]).toMatchObject({ enabled: true, title: "iDEAL", surchargeForbidden: true });
    expect(s.methods[0].surcharge.payment_surcharge).toBe("no_fee");
  });

  it("saves and loads settings with the API keys encrypted at rest", async () => {
    const form = new URLSearchParams({
      payment_provider: "mollie",
      test_mode_enabled: "1",
      test_api_key: TEST_KEY,
      live_api_key: LIVE_KEY,
      creditcard_enabled: "1",
      creditcard_title: "Creditcard",
      creditcard_payment_surcharge: "percentage",
      creditcard_percentage: "1,5",
      creditcard_surcharge_limit: "2,00",
    });
    for (const id of ["ideal", "bancontact", "paypal", "applepay", "klarna", "banktransfer"]) {
      form.set(`${id}_enabled`, "1");
      form.set(`${id}_title`, id === "paypal" ? "PayPal" : id);
      form.set(`${id}_payment_surcharge`, "no_fee");
    }
    const parsed = parsePaymentSettingsForm(form, { testApiKey: "", liveApiKey: "" });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    await savePaymentSettings(db(), parsed, key);

    const raw = (await rawRow(db())) ?? "";
    expect(raw).not.toContain(TEST_KEY);
    expect(raw).not.toContain(LIVE_KEY);
    expect(raw).not.toContain("dHar4XY7");
    expect(JSON.parse(raw).test_api_key).toMatch(/^v1\./);

    const s = await getPaymentSettings(db(), key);
    expect(s).toMatchObject({
      provider: "mollie",
      problem: null,
      testMode: true,
      testApiKey: TEST_KEY,
      liveApiKey: LIVE_KEY,
      apiKey: TEST_KEY,
    });
    expect(isTestShop(s)).toBe(true);
    expect(s.methods.find((m) => m.id === "creditcard")?.surcharge).toEqual({
      payment_surcharge: "percentage",
      fixed_fee: 0,
      percentage: 1.5,
      surcharge_limit: 2,
      maximum_limit: 0,
    });
    const admin = await getAdminPaymentSettings(db(), key);
    expect(admin.maskedTestKey).toBe("test_…lXsM");
    expect(admin.maskedLiveKey).toBe("live_…Sa4E");
    expect(JSON.stringify(admin)).not.toContain(TEST_KEY);
    expect(JSON.stringify(admin)).not.toContain(LIVE_KEY);
  });

  const mollie = (testMode = false) => ({
    ...defaultPaymentSettings(),
    provider: "mollie" as const,
    test_mode_enabled: testMode,
  });
  const onlineIds = (settings: Awaited<ReturnType<typeof getPaymentSettings>>) =>
    checkoutMethodsFrom(settings).map((m) => m.id);

  it("Mollie uses the live key outside test mode: a real shop", async () => {
    await savePaymentSettings(db(), { settings: mollie(), testApiKey: TEST_KEY, liveApiKey: LIVE_KEY }, key);
    const s = await getPaymentSettings(db(), key);
    expect(s).toMatchObject({ apiKey: LIVE_KEY, mollieKey: LIVE_KEY, problem: null });
    expect(isTestShop(s)).toBe(false);
    expect(onlineIds(s)).toContain("ideal");
  });

  it("Mollie in live mode without a live key: no online method, only bank transfer, and the reason", async () => {
    await savePaymentSettings(db(), { settings: mollie(), testApiKey: TEST_KEY, liveApiKey: "" }, key);
    const s = await getPaymentSettings(db(), key);
    expect(s).toMatchObject({ provider: "mollie", apiKey: null, problem: "missingKey" });
    expect(onlineIds(s)).toEqual(["banktransfer"]);
    expect((await getAdminPaymentSettings(db(), key)).problem).toBe("missingKey");
  });

  it("a key of the other mode is not used: live_ in test mode, test_ in live mode", async () => {
    await savePaymentSettings(db(), { settings: mollie(true), testApiKey: LIVE_KEY, liveApiKey: "" }, key);
    const inTest = await getPaymentSettings(db(), key);
    expect(inTest).toMatchObject({ apiKey: null, problem: "wrongModeKey" });
    expect(onlineIds(inTest)).toEqual(["banktransfer"]);
    await savePaymentSettings(db(), { settings: mollie(false), testApiKey: "", liveApiKey: TEST_KEY }, key);
    const inLive = await getPaymentSettings(db(), key);
    expect(inLive).toMatchObject({ apiKey: null, problem: "wrongModeKey" });
    expect(onlineIds(inLive)).toEqual(["banktransfer"]);
  });

  it("a key that does not decrypt (another ENCRYPTION_KEY) turns Mollie's online methods off and says so", async () => {
    await savePaymentSettings(db(), { settings: mollie(), testApiKey: TEST_KEY, liveApiKey: LIVE_KEY }, key);
    const other = randomBytes(32);
    const s = await getPaymentSettings(db(), other);
    expect(s).toMatchObject({
      testApiKey: "",
      liveApiKey: "",
      apiKey: null,
      mollieKey: null,
      problem: "unreadableKey",
    });
    expect(s.unreadableKeys).toEqual(["test_api_key", "live_api_key"]);
    expect(onlineIds(s)).toEqual(["banktransfer"]);
    const admin = await getAdminPaymentSettings(db(), other);
    expect(admin).toMatchObject({
      problem: "unreadableKey",
      unreadableKeys: ["test_api_key", "live_api_key"],
    });
  });

  it("the test environment ignores stored Mollie keys and needs none", async () => {
    const settings = { ...defaultPaymentSettings(), provider: "test" as const };
    await savePaymentSettings(db(), { settings, testApiKey: "", liveApiKey: LIVE_KEY }, key);
    const s = await getPaymentSettings(db(), key);
    expect(s).toMatchObject({ provider: "test", apiKey: null, mollieKey: LIVE_KEY, problem: null });
    expect(
      checkoutMethodsFrom(s)
        .filter((m) => m.online)
        .every((m) => m.provider === "test"),
    ).toBe(true);
  });

  it.each([
    ["a stored live key", { live_api_key: "v1.x" }, "mollie"],
    ["a stored test key", { test_mode_enabled: true, test_api_key: "v1.x" }, "mollie"],
    ["no key", { test_mode_enabled: false, test_api_key: "", live_api_key: "" }, "test"],
    ["a provider already chosen", { provider: "test", live_api_key: "v1.x" }, "test"],
  ])("migration 005 gives an existing shop with %s the provider %s", async (_, row, expected) => {
    await m005.down(db());
    await db()
      .updateTable("settings")
      .set({ value: JSON.stringify(row) })
      .where("key", "=", PAYMENT_SETTINGS_KEY)
      .execute();
    await m005.up(db());
    expect(JSON.parse((await rawRow(db())) ?? "{}")).toEqual({ ...row, provider: expected });
  });

  it("migration 005 keeps each order's newest open payment open and marks older ones superseded", async () => {
    await m005.down(db());
    const now = new Date().toISOString();
    const order = await db()
      .insertInto("orders")
      .values({
        order_key: "wc_order_m005",
        idempotency_key: `m005-${randomBytes(4).toString("hex")}`,
        status: "pending",
        email: "a@example.nl",
        billing: "{}",
        shipping: "{}",
        shipping_method: "bezorgen",
        payment_method: "ideal",
        subtotal_incl_cents: 100,
        shipping_incl_cents: 0,
        total_incl_cents: 100,
        vat_cents: 17,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const id of ["tr_m005a", "tr_m005b"]) {
      await db()
        .insertInto("payments")
        .values({
          order_id: order.id,
          provider: "mollie",
          provider_payment_id: id,
          method: "ideal",
          amount_cents: 100,
          status: "open",
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await m005.up(db());
    const rows = await db()
      .selectFrom("payments")
      .select(["provider_payment_id", "superseded_at"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.provider_payment_id, r.superseded_at === null])).toEqual([
      ["tr_m005a", false],
      ["tr_m005b", true],
    ]);
  });

  it("survives a corrupt row", async () => {
    await db()
      .updateTable("settings")
      .set({ value: "{not json" })
      .where("key", "=", PAYMENT_SETTINGS_KEY)
      .execute();
    const s = await getPaymentSettings(db(), key);
    expect(s).toMatchObject({ provider: null, apiKey: null, problem: "noProvider" });
    expect(s.methods).toHaveLength(7);
    // No provider is no online payment, never the test environment by default.
    expect(onlineIds(s)).toEqual(["banktransfer"]);
  });
});
