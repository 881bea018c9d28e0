import Decimal from "decimal.js";
import { centsInclVat, toCents } from "~/utils/money";

/**
 * The payment-method surcharge, as the Mollie-for-WooCommerce plugin computes it (spec §3.1, §4.1, §4.3,
 * §9.1; decisions.md item 3). Pure: no database, no React.
 *
 * - fixed_fee: the fixed amount; never capped.
 * - percentage: percentage × base; capped by surcharge_limit.
 * - fixed_fee_percentage (and any unknown value): fixed + percentage × base; surcharge_limit caps the whole fee.
 * - surcharge_limit 0 = no cap. maximum_limit: no fee when the base is above it (equal still pays); 0 = no limit.
 * - Only the fields the type shows (visibleSurchargeFields) take part; hidden fields are ignored.
 * - Base = the order total incl. btw before the fee, in cents. Fee amounts are excl. btw: the fee is rounded
 *   half-up to cents excl. btw first, then 21 % btw is added to that and rounded half-up once more, so
 *   excl + btw = incl exactly (as WooCommerce taxes a fee line).
 */

export const SURCHARGE_TYPES = ["no_fee", "fixed_fee", "percentage", "fixed_fee_percentage"] as const;
export type SurchargeType = (typeof SURCHARGE_TYPES)[number];

/** The amount fields of a method section, in the order the admin screen shows them. */
export const SURCHARGE_FIELDS = ["fixed_fee", "percentage", "surcharge_limit", "maximum_limit"] as const;
export type SurchargeField = (typeof SURCHARGE_FIELDS)[number];

/** The highest euro amount an admin can enter (issue 9: doors cost more than € 999). */
export const AMOUNT_MAX = 99_999.99;

/** Amounts in euros (fixed_fee, surcharge_limit, maximum_limit): 0–99.999,99; percentage: 0–100; ≤ 2 decimals. */
export const SURCHARGE_MAX: Readonly<Record<SurchargeField, number>> = {
  fixed_fee: AMOUNT_MAX,
  percentage: 100,
  surcharge_limit: AMOUNT_MAX,
  maximum_limit: AMOUNT_MAX,
};

/** A stored amount: euros (or %) as a number or decimal string; "" / null / undefined mean 0. */
export type SurchargeAmount = number | string | null | undefined;

export interface SurchargeSettings {
  /** One of SURCHARGE_TYPES; any other value behaves like fixed_fee_percentage (spec §4.1). */
  payment_surcharge: string;
  fixed_fee?: SurchargeAmount;
  percentage?: SurchargeAmount;
  surcharge_limit?: SurchargeAmount;
  maximum_limit?: SurchargeAmount;
}

export interface Surcharge {
  feeExclCents: number;
  feeVatCents: number;
  feeInclCents: number;
}

const NO_FEE: Surcharge = Object.freeze({ feeExclCents: 0, feeVatCents: 0, feeInclCents: 0 });

const VISIBLE: Record<SurchargeType, readonly SurchargeField[]> = {
  no_fee: [],
  fixed_fee: ["fixed_fee", "maximum_limit"],
  percentage: ["percentage", "surcharge_limit", "maximum_limit"],
  fixed_fee_percentage: SURCHARGE_FIELDS,
};

export function isSurchargeType(value: unknown): value is SurchargeType {
  return typeof value === "string" && (SURCHARGE_TYPES as readonly string[]).includes(value);
}

/** The fields the admin screen shows for a surcharge type (spec §4.1); any unknown value shows all four. */
export function visibleSurchargeFields(type: string): readonly SurchargeField[] {
  return isSurchargeType(type) ? VISIBLE[type] : SURCHARGE_FIELDS;
}

export type AmountError = "amountInvalid" | "amountNegative" | "amountTooHigh" | "amountDecimals";
export type AmountResult = { ok: true; value: Decimal } | { ok: false; error: AmountError };

const AMOUNT_TEXT = /^[+-]?\d+(?:[.,](\d+))?$/;
/** Dutch thousands dots, only together with a decimal comma: "12.500,00" (a lone "1.250" stays 1,25). */
const DUTCH_THOUSANDS = /^[+-]?\d{1,3}(?:\.\d{3})+,\d+$/;

/**
 * Reads an admin amount: a number, or text with a Dutch comma or a dot ("1,50", "1.50", " 2 ").
 * Empty means 0. At most 2 decimals, not negative, at most `max`. Thousands dots are accepted only with a
 * decimal comma ("12.500,00").
 */
export function parseAmount(input: unknown, max = AMOUNT_MAX): AmountResult {
  let value: Decimal;
  if (input === undefined || input === null || (typeof input === "string" && input.trim() === "")) {
    return { ok: true, value: new Decimal(0) };
  }
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { ok: false, error: "amountInvalid" };
    value = new Decimal(input);
    if (value.decimalPlaces() > 2) return { ok: false, error: "amountDecimals" };
  } else if (typeof input === "string") {
    const trimmed = input.trim();
    const text = DUTCH_THOUSANDS.test(trimmed) ? trimmed.replaceAll(".", "") : trimmed;
    const match = AMOUNT_TEXT.exec(text);
    if (!match) return { ok: false, error: "amountInvalid" };
    if ((match[1]?.length ?? 0) > 2) return { ok: false, error: "amountDecimals" };
    value = new Decimal(text.replace(",", "."));
  } else {
    return { ok: false, error: "amountInvalid" };
  }
  if (value.isNegative() && !value.isZero()) return { ok: false, error: "amountNegative" };
  if (value.greaterThan(max)) return { ok: false, error: "amountTooHigh" };
  return { ok: true, value: value.abs() };
}

function amount(
  settings: SurchargeSettings,
  field: SurchargeField,
  visible: readonly SurchargeField[],
): Decimal {
  if (!visible.includes(field)) return new Decimal(0);
  const parsed = parseAmount(settings[field], SURCHARGE_MAX[field]);
  if (!parsed.ok) throw new RangeError(`Invalid surcharge setting ${field}: ${String(settings[field])}`);
  return parsed.value;
}

/**
 * The fee a payment method adds to an order whose total incl. btw (before the fee) is `baseInclCents`.
 * Throws a RangeError on settings that the schema would refuse (validate them on save).
 */
export function computeSurcharge(settings: SurchargeSettings, baseInclCents: number): Surcharge {
  if (!Number.isSafeInteger(baseInclCents) || baseInclCents < 0) {
    throw new RangeError(`computeSurcharge expects non-negative integer cents, got ${baseInclCents}`);
  }
  const visible = visibleSurchargeFields(settings.payment_surcharge);
  if (visible.length === 0) return NO_FEE;

  const maximumLimit = amount(settings, "maximum_limit", visible);
  if (!maximumLimit.isZero() && new Decimal(baseInclCents).greaterThan(maximumLimit.times(100)))
    return NO_FEE;

  let fee = amount(settings, "fixed_fee", visible);
  if (visible.includes("percentage")) {
    const base = new Decimal(baseInclCents).dividedBy(100);
    fee = fee.plus(base.times(amount(settings, "percentage", visible)).dividedBy(100));
    const cap = amount(settings, "surcharge_limit", visible);
    if (!cap.isZero() && fee.greaterThan(cap)) fee = cap;
  }

  const feeExclCents = toCents(fee);
  if (feeExclCents === 0) return NO_FEE;
  const feeInclCents = centsInclVat(feeExclCents);
  return { feeExclCents, feeVatCents: feeInclCents - feeExclCents, feeInclCents };
}
