/**
 * The payment settings as stored: one JSON row `payments` in the settings table. The API keys in it are
 * AES-256-GCM tokens (app/utils/encryption.server.ts), never plaintext; decrypted keys leave this module
 * only through getPaymentSettings, for server use (the payment provider). The admin screen gets masked keys.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { DecryptionError, decrypt, encrypt, encryptionKey } from "~/utils/encryption.server";
import type { Database } from "../../../db/schema";
import { surchargeSettingsSchema } from "./payments.schema";
import { PAYMENT_METHODS, type PaymentMethodId, surchargeForbidden } from "./psd2";
import {
  defaultMethodSettings,
  defaultPaymentSettings,
  type MethodSettings,
  maskApiKey,
  type PaymentSettingsValues,
  TITLE_MAX_LENGTH,
} from "./settings-form";

export const PAYMENT_SETTINGS_KEY = "payments";
type KeyName = "test_api_key" | "live_api_key";
/** Additional authenticated data of each key: a token only decrypts in its own field. */
const aad = (name: KeyName) => `settings.${PAYMENT_SETTINGS_KEY}.${name}`;

const storedMethodSchema = z.object({
  enabled: z.boolean(),
  title: z.string().min(1).max(TITLE_MAX_LENGTH),
  surcharge: surchargeSettingsSchema,
});

const storedSchema = z.object({
  test_mode_enabled: z.boolean().catch(false),
  /** Encrypted tokens, or "" when no key is stored. */
  test_api_key: z.string().catch(""),
  live_api_key: z.string().catch(""),
  methods: z.record(z.string(), z.unknown()).catch({}),
});
type Stored = z.infer<typeof storedSchema>;

export interface PaymentMethodConfig extends MethodSettings {
  id: PaymentMethodId;
  /** PSD2: true when a consumer surcharge on this method is not allowed (see psd2.ts). */
  surchargeForbidden: boolean;
}

/** Server-side view, with the decrypted keys. Never return this from a loader. */
export interface PaymentSettings {
  testMode: boolean;
  /** Decrypted; "" when none is stored or the stored one cannot be decrypted. */
  testApiKey: string;
  liveApiKey: string;
  /** The key to pay with: the test key in test mode, the live key otherwise; null → the built-in test gateway. */
  apiKey: string | null;
  /** Stored keys that did not decrypt (changed ENCRYPTION_KEY, tampering): the admin must enter them again. */
  unreadableKeys: KeyName[];
  /** Every method in checkout order (PAYMENT_METHODS), enabled or not. */
  methods: PaymentMethodConfig[];
}

/** What the admin screen may show: masked keys only. */
export interface AdminPaymentSettings {
  values: PaymentSettingsValues;
  maskedTestKey: string;
  maskedLiveKey: string;
  unreadableKeys: KeyName[];
}

async function readStored(db: Kysely<Database>): Promise<Stored> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", PAYMENT_SETTINGS_KEY)
    .executeTakeFirst();
  let raw: unknown = {};
  try {
    raw = row ? JSON.parse(row.value) : {};
  } catch {
    // a corrupt row: the defaults apply
  }
  const parsed = storedSchema.safeParse(raw);
  return parsed.success ? parsed.data : storedSchema.parse({});
}

function valuesOf(stored: Stored): PaymentSettingsValues {
  const values = defaultPaymentSettings();
  values.test_mode_enabled = stored.test_mode_enabled;
  for (const { id } of PAYMENT_METHODS) {
    const parsed = storedMethodSchema.safeParse(stored.methods[id]);
    values.methods[id] = parsed.success ? parsed.data : defaultMethodSettings(id);
  }
  return values;
}

function decryptKeys(stored: Stored, key: Buffer) {
  const unreadableKeys: KeyName[] = [];
  const read = (name: KeyName): string => {
    if (!stored[name]) return "";
    try {
      return decrypt(stored[name], key, aad(name));
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      unreadableKeys.push(name);
      return "";
    }
  };
  return { testApiKey: read("test_api_key"), liveApiKey: read("live_api_key"), unreadableKeys };
}

/**
 * The payment settings for server use (checkout, payment provider): per method enabled/title/surcharge and the
 * decrypted API keys. Missing or broken parts fall back to the defaults (all methods on, no surcharge).
 */
export async function getPaymentSettings(
  db: Kysely<Database>,
  key: Buffer = encryptionKey(),
): Promise<PaymentSettings> {
  const stored = await readStored(db);
  const values = valuesOf(stored);
  const keys = decryptKeys(stored, key);
  const active = values.test_mode_enabled ? keys.testApiKey : keys.liveApiKey;
  return {
    testMode: values.test_mode_enabled,
    ...keys,
    apiKey: active || null,
    methods: PAYMENT_METHODS.map(({ id }) => ({
      id,
      ...values.methods[id],
      surchargeForbidden: surchargeForbidden(id),
    })),
  };
}

/** The settings for the admin screen: everything but the keys, which are masked (`test_…AbCd`). */
export async function getAdminPaymentSettings(
  db: Kysely<Database>,
  key: Buffer = encryptionKey(),
): Promise<AdminPaymentSettings> {
  const stored = await readStored(db);
  const keys = decryptKeys(stored, key);
  return {
    values: valuesOf(stored),
    maskedTestKey: maskApiKey(keys.testApiKey),
    maskedLiveKey: maskApiKey(keys.liveApiKey),
    unreadableKeys: keys.unreadableKeys,
  };
}

/** Saves validated settings; the keys are given in plaintext ("" = none) and stored encrypted. */
export async function savePaymentSettings(
  db: Kysely<Database>,
  input: { settings: PaymentSettingsValues; testApiKey: string; liveApiKey: string },
  key: Buffer = encryptionKey(),
): Promise<void> {
  const row: Stored = {
    test_mode_enabled: input.settings.test_mode_enabled,
    test_api_key: input.testApiKey ? encrypt(input.testApiKey, key, aad("test_api_key")) : "",
    live_api_key: input.liveApiKey ? encrypt(input.liveApiKey, key, aad("live_api_key")) : "",
    methods: input.settings.methods,
  };
  const value = JSON.stringify(row);
  await db
    .insertInto("settings")
    .values({ key: PAYMENT_SETTINGS_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}
