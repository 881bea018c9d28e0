/**
 * The settings screen (/beheer/instellingen): one form per group, each posting `group` and its fields; the
 * schemas read the posted strings (Dutch messages, money in Dutch notation) into the stored settings. Pure: no
 * database, no React.
 *
 * Field names: company `name`, `street`, `postcode`, `city`, `country`, `kvk`, `vat`, `email`, `phone`,
 * `account_name`, `iban`, `bic`; notice `notice_enabled`, `notice_text`, `notice_id`; shipping
 * `methods[i].id|label|cost|free_from|pickup`; configurator one checkbox per key of spec §3.6; general
 * `hide_on_scroll`, `max_order_total`.
 */
import { z } from "zod";
import { adminOfficeMessages } from "~/i18n/nl.admin-office";
import { normalisePostcode } from "~/modules/geo/postcode";
import { AMOUNT_MAX, type AmountError, parseAmount } from "~/modules/payments/surcharge";
import { toCents } from "~/utils/money";
import { isTileUrl } from "./geo-settings";
import type { Settings } from "./settings.schema";
import { normaliseIban, normaliseKvk, normaliseVatNumber } from "./validators";

const m = adminOfficeMessages.settings.errors;

export const SETTINGS_GROUPS = ["company", "notice", "shipping", "configurator", "general", "geo"] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

export function isSettingsGroup(value: unknown): value is SettingsGroup {
  return typeof value === "string" && (SETTINGS_GROUPS as readonly string[]).includes(value);
}

/** The stored settings keys each group writes. */
export const GROUP_KEYS = {
  company: ["company", "bank_transfer"],
  notice: ["store_notice"],
  shipping: ["shipping"],
  configurator: ["configurator"],
  general: ["header", "limits"],
  geo: ["geo"],
} as const satisfies Record<SettingsGroup, readonly (keyof Settings)[]>;

export const CONFIGURATOR_FLAGS = [
  "calc_on",
  "calc_btn_on",
  "reset_form_btn_on",
  "silent_validation_on",
  "ajax_add_to_cart",
  "redirect_to_cart",
] as const;

/** The highest order total the shop can be set to accept (incl. btw): € 10.000.000,00. */
export const MAX_ORDER_TOTAL_EUROS = 10_000_000;

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const text = (max: number) => z.preprocess(trimmed, z.string().max(max, m.tooLong(max)));
const requiredText = (max: number) =>
  z.preprocess(trimmed, z.string().min(1, m.required).max(max, m.tooLong(max)));
const checkbox = z.preprocess((v) => v === "1" || v === "on", z.boolean());

/** An optional text that, when given, must pass `normalise` (the stored form) or gets `message`. */
const checked = (normalise: (s: string) => string | null, message: string, required = false) =>
  z.preprocess(
    trimmed,
    z.string().transform((s, ctx) => {
      if (!s) {
        if (required) ctx.addIssue({ code: "custom", message: m.required });
        return "";
      }
      const value = normalise(s);
      if (value === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return value;
    }),
  );

/** Money typed in Dutch notation ("1.234,56", "49,50", "12") as cents; empty is `empty` (0 or null). */
function money<E extends number | null>(empty: E, opts: { max?: number; positive?: boolean } = {}) {
  return z.preprocess(
    trimmed,
    z.string().transform((s, ctx): number | E => {
      if (!s) {
        if (opts.positive) ctx.addIssue({ code: "custom", message: m.required });
        return empty;
      }
      const parsed = parseAmount(s, opts.max ?? AMOUNT_MAX);
      if (!parsed.ok) {
        ctx.addIssue({ code: "custom", message: m[parsed.error satisfies AmountError] });
        return z.NEVER;
      }
      const cents = toCents(parsed.value);
      if (opts.positive && cents <= 0) {
        ctx.addIssue({ code: "custom", message: m.amountZero });
        return z.NEVER;
      }
      return cents;
    }),
  );
}

const simpleEmail = (s: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) ? s.toLowerCase() : null);

export const companyFormSchema = z.object({
  name: requiredText(100),
  street: text(100),
  postcode: text(10),
  city: text(60),
  country: text(60),
  kvk: checked(normaliseKvk, m.kvk),
  vat: checked(normaliseVatNumber, m.vat),
  email: checked(simpleEmail, m.email),
  phone: text(30),
  account_name: requiredText(100),
  iban: checked(normaliseIban, m.iban, true),
  bic: text(11),
});

export const noticeFormSchema = z
  .object({
    notice_enabled: checkbox,
    notice_text: text(500),
    notice_id: z.preprocess(trimmed, z.string().regex(/^[\w-]{0,32}$/, m.noticeId)),
  })
  .superRefine((v, ctx) => {
    if (v.notice_enabled && !v.notice_text) {
      ctx.addIssue({ code: "custom", path: ["notice_text"], message: m.noticeText });
    }
  });

const shippingRowSchema = z.object({
  id: z.preprocess(trimmed, z.string().regex(/^[a-z0-9_-]{0,40}$/)),
  label: requiredText(60),
  cost: money(0),
  free_from: money(null),
  pickup: checkbox,
});

export const shippingFormSchema = z.object({
  methods: z.preprocess(
    (v) => (Array.isArray(v) ? v : []),
    z.array(shippingRowSchema).min(1, m.atLeastOneMethod),
  ),
});

export const configuratorFormSchema = z.object(
  Object.fromEntries(CONFIGURATOR_FLAGS.map((k) => [k, checkbox])) as Record<
    (typeof CONFIGURATOR_FLAGS)[number],
    typeof checkbox
  >,
);

export const generalFormSchema = z.object({
  hide_on_scroll: checkbox,
  max_order_total: money(0, { max: MAX_ORDER_TOTAL_EUROS, positive: true }),
});

// --- geo (docs/decisions/024): the distance origin and the map tiles. ---
export const geoFormSchema = z.object({
  origin_postcode: checked(normalisePostcode, m.postcode, true),
  tile_url: checked((s) => (isTileUrl(s) ? s : null), m.tileUrl, true),
  tile_attribution: requiredText(200),
});

export const GROUP_SCHEMAS = {
  company: companyFormSchema,
  notice: noticeFormSchema,
  shipping: shippingFormSchema,
  configurator: configuratorFormSchema,
  general: generalFormSchema,
  geo: geoFormSchema,
} as const;

/** A stored amount as the form shows it: Dutch notation with thousands dots ("1.234,56"). */
export function formatAmountInput(cents: number): string {
  const euros = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${euros},${String(cents % 100).padStart(2, "0")}`;
}

/** A method id for a new row: the label as a slug, made unique among `taken`. */
export function methodIdFor(label: string, taken: readonly string[]): string {
  const base =
    label
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 30) || "verzending";
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * The stored settings a parsed group form becomes. `current` gives what the form does not hold (the notice's
 * old text, the method ids already used).
 */
export function settingsFromForm<G extends SettingsGroup>(
  group: G,
  value: z.output<(typeof GROUP_SCHEMAS)[G]>,
  current: Settings,
  newNoticeId: () => string,
): Partial<Settings> {
  switch (group) {
    case "company": {
      const v = value as z.output<typeof companyFormSchema>;
      return {
        company: {
          name: v.name,
          street: v.street,
          postcode: v.postcode.toUpperCase(),
          city: v.city,
          country: v.country,
          kvk: v.kvk,
          vat: v.vat,
          email: v.email,
          phone: v.phone,
        },
        bank_transfer: { account_name: v.account_name, iban: v.iban, bic: v.bic.toUpperCase() },
      };
    }
    case "notice": {
      const v = value as z.output<typeof noticeFormSchema>;
      return { store_notice: noticeWithFreshId(current.store_notice, v, newNoticeId) };
    }
    case "shipping": {
      const v = value as z.output<typeof shippingFormSchema>;
      const taken: string[] = [];
      const methods = v.methods.map((row) => {
        const id = row.id && !taken.includes(row.id) ? row.id : methodIdFor(row.label, taken);
        taken.push(id);
        return {
          id,
          label: row.label,
          costInclCents: row.cost,
          freeFromInclCents: row.free_from,
          pickup: row.pickup,
        };
      });
      return { shipping: { methods } };
    }
    case "configurator":
      return { configurator: value as z.output<typeof configuratorFormSchema> };
    case "general": {
      const v = value as z.output<typeof generalFormSchema>;
      return {
        header: { hide_on_scroll: v.hide_on_scroll },
        limits: { max_order_total_incl_cents: v.max_order_total },
      };
    }
    case "geo":
      return { geo: value as z.output<typeof geoFormSchema> };
  }
  throw new Error(`unknown settings group ${String(group)}`);
}

/**
 * Decision: a changed notice text with an unchanged id gets a new id, so visitors who dismissed the old notice
 * (cookie `store_notice{id}`) see the new one. An id the administrator changed, or an unchanged text, is kept.
 */
export function noticeWithFreshId(
  old: Settings["store_notice"],
  next: { notice_enabled: boolean; notice_text: string; notice_id: string },
  newId: () => string,
): Settings["store_notice"] {
  const textChanged = next.notice_text !== old.text;
  const id = textChanged && next.notice_id === old.id ? newId() : next.notice_id;
  return { enabled: next.notice_enabled, text: next.notice_text, id };
}

/** The form's text values for the stored settings (what each group's inputs show on load). */
export function settingsFormValues(s: Settings) {
  return {
    company: {
      ...s.company,
      account_name: s.bank_transfer.account_name,
      iban: s.bank_transfer.iban,
      bic: s.bank_transfer.bic,
    },
    notice: {
      notice_enabled: s.store_notice.enabled ? "1" : "",
      notice_text: s.store_notice.text,
      notice_id: s.store_notice.id,
    },
    shipping: {
      methods: s.shipping.methods.map((r) => ({
        id: r.id,
        label: r.label,
        cost: formatAmountInput(r.costInclCents),
        free_from: r.freeFromInclCents === null ? "" : formatAmountInput(r.freeFromInclCents),
        pickup: r.pickup ? "1" : "",
      })),
    },
    configurator: Object.fromEntries(CONFIGURATOR_FLAGS.map((k) => [k, s.configurator[k] ? "1" : ""])),
    general: {
      hide_on_scroll: s.header.hide_on_scroll ? "1" : "",
      max_order_total: formatAmountInput(s.limits.max_order_total_incl_cents),
    },
    geo: { ...s.geo },
  };
}

export type ShippingRowValues = {
  id: string;
  label: string;
  cost: string;
  free_from: string;
  pickup: string;
};

/** The shipping rows as posted (strings), for the add/remove buttons that change rows without saving. */
export function postedShippingRows(form: FormData): ShippingRowValues[] {
  const rows: ShippingRowValues[] = [];
  for (let i = 0; form.has(`methods[${i}].label`) || form.has(`methods[${i}].id`); i++) {
    const get = (f: string) => String(form.get(`methods[${i}].${f}`) ?? "");
    rows.push({
      id: get("id"),
      label: get("label"),
      cost: get("cost"),
      free_from: get("free_from"),
      pickup: get("pickup"),
    });
  }
  return rows;
}
