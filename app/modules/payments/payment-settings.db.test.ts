import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import {
  getAdminPaymentSettings,
  getPaymentSettings,
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
  it("falls back to the defaults when nothing is stored", async () => {
    const s = await getPaymentSettings(db(), key);
    expect(s).toMatchObject({ testMode: false, testApiKey: "", liveApiKey: "", apiKey: null });
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
    expect(s).toMatchObject({ testMode: true, testApiKey: TEST_KEY, liveApiKey: LIVE_KEY, apiKey: TEST_KEY });
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

  it("uses the live key outside test mode and treats an unreadable key as missing", async () => {
    await savePaymentSettings(
      db(),
      { settings: defaultPaymentSettings(), testApiKey: TEST_KEY, liveApiKey: LIVE_KEY },
      key,
    );
    expect((await getPaymentSettings(db(), key)).apiKey).toBe(LIVE_KEY);
    // Another ENCRYPTION_KEY (or a tampered row): no key and a flag for the admin screen, never a crash.
    const other = await getPaymentSettings(db(), randomBytes(32));
    expect(other).toMatchObject({ testApiKey: "", liveApiKey: "", apiKey: null });
    expect(other.unreadableKeys).toEqual(["test_api_key", "live_api_key"]);
  });

  it("survives a corrupt row", async () => {
    await db()
      .updateTable("settings")
      .set({ value: "{not json" })
      .where("key", "=", PAYMENT_SETTINGS_KEY)
      .execute();
    const s = await getPaymentSettings(db(), key);
    expect(s.apiKey).toBeNull();
    expect(s.methods).toHaveLength(7);
  });
});
