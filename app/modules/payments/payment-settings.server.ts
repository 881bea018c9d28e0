/**
 * The payment settings as stored: one JSON row `payments` in the settings table. The API keys in it are
 * AES-256-GCM tokens (app/utils/encryption.server.ts), never plaintext; decrypted keys leave this module
 * only through getPaymentSettings, for server use (the payment provider). The admin screen gets masked keys.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { DecryptionError, decrypt, encrypt, encryptionKey } from "~/utils/encryption.server";
import type { Database } from "../../../db/schema";
import {
  isMollieLiveKey,
  isMollieTestKey,
  isPaymentProviderChoice,
  type PaymentProviderChoice,
  surchargeSettingsSchema,
} from "./payments.schema";
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
  /** Absent or unknown: no provider chosen (online payments off) — never a silent default. */
  provider: z.string().optional().catch(undefined),
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

/**
 * Why the shop takes no online payment (bank transfer still works): no provider chosen, or Mollie chosen
 * without a usable key for its mode — none stored, one of the other mode (`live_…` in test mode, `test_…` in
 * live mode), or one that does not decrypt with this ENCRYPTION_KEY.
 */
export type PaymentProblem = "noProvider" | "missingKey" | "wrongModeKey" | "unreadableKey";

/** Server-side view, with the decrypted keys. Never return this from a loader. */
export interface PaymentSettings {
  provider: PaymentProviderChoice | null;
  testMode: boolean;
  /** Decrypted; "" when none is stored or the stored one cannot be decrypted. */
  testApiKey: string;
  liveApiKey: string;
  /** The usable Mollie key of the current mode (test key in test mode, live key otherwise), whatever the provider. */
  mollieKey: string | null;
  /** The key to pay with: mollieKey while Mollie is the provider; null otherwise. */
  apiKey: string | null;
  /** Null when online payments work (the test environment, or Mollie with a usable key). */
  problem: PaymentProblem | null;
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
  problem: PaymentProblem | null;
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
  values.provider = isPaymentProviderChoice(stored.provider) ? stored.provider : null;
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

/** The Mollie key of the current mode, or why there is none that Mollie would accept. */
function activeMollieKey(
  testMode: boolean,
  keys: ReturnType<typeof decryptKeys>,
): { key: string } | { problem: Exclude<PaymentProblem, "noProvider"> } {
  const name: KeyName = testMode ? "test_api_key" : "live_api_key";
  if (keys.unreadableKeys.includes(name)) return { problem: "unreadableKey" };
  const key = testMode ? keys.testApiKey : keys.liveApiKey;
  if (!key) return { problem: "missingKey" };
  return (testMode ? isMollieTestKey(key) : isMollieLiveKey(key)) ? { key } : { problem: "wrongModeKey" };
}

function problemOf(
  provider: PaymentProviderChoice | null,
  mollie: ReturnType<typeof activeMollieKey>,
): PaymentProblem | null {
  if (provider === null) return "noProvider";
  if (provider === "test") return null;
  return "problem" in mollie ? mollie.problem : null;
}

/**
 * The payment settings for server use (checkout, payment provider): the provider, per method
 * enabled/title/surcharge and the decrypted API keys. Missing or broken method settings fall back to the
 * defaults (all methods on, no surcharge); a missing provider stays missing (`problem: "noProvider"`).
 */
export async function getPaymentSettings(
  db: Kysely<Database>,
  key: Buffer = encryptionKey(),
): Promise<PaymentSettings> {
  const stored = await readStored(db);
  const values = valuesOf(stored);
  const keys = decryptKeys(stored, key);
  const mollie = activeMollieKey(values.test_mode_enabled, keys);
  const mollieKey = "key" in mollie ? mollie.key : null;
  return {
    provider: values.provider,
    testMode: values.test_mode_enabled,
    ...keys,
    mollieKey,
    apiKey: values.provider === "mollie" ? mollieKey : null,
    problem: problemOf(values.provider, mollie),
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
  const values = valuesOf(stored);
  return {
    values,
    maskedTestKey: maskApiKey(keys.testApiKey),
    maskedLiveKey: maskApiKey(keys.liveApiKey),
    unreadableKeys: keys.unreadableKeys,
    problem: problemOf(values.provider, activeMollieKey(values.test_mode_enabled, keys)),
  };
}

/** Saves validated settings; the keys are given in plaintext ("" = none) and stored encrypted. */
export async function savePaymentSettings(
  db: Kysely<Database>,
  input: { settings: PaymentSettingsValues; testApiKey: string; liveApiKey: string },
  key: Buffer = encryptionKey(),
): Promise<void> {
  const row: Stored = {
    provider: input.settings.provider ?? undefined,
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

/** True while shoppers cannot pay for real: the test environment, or Mollie in test mode. */
export function isTestShop(settings: Pick<PaymentSettings, "provider" | "testMode">): boolean {
  return settings.provider === "test" || (settings.provider === "mollie" && settings.testMode);
}

/** What the error log says when online payments are off (English; the admin screen says it in Dutch). */
export const PAYMENT_PROBLEM_LOG: Record<PaymentProblem, string> = {
  noProvider: "payments: no payment provider chosen; online payment methods are off",
  missingKey:
    "payments: Mollie is the provider but no API key is stored for its mode; online payment methods are off",
  wrongModeKey:
    "payments: Mollie is the provider but the stored API key is of the other mode (live_ in test mode or test_ in live mode); online payment methods are off",
  unreadableKey:
    "payments: Mollie is the provider but its stored API key cannot be decrypted (ENCRYPTION_KEY differs from the one it was saved with); online payment methods are off",
};
