/**
 * Exact decimal numbers for the option rules the browser shares with the server (rules.ts, visibility.ts):
 * parse, compare, subtract and divisibility on scaled BigInts. Small on purpose — the product page's JS budget
 * (docs/decisions/014) has no room for decimal.js, which stays the money and formula engine on the server.
 */

/** `units` × 10^-`scale`, exactly. */
export interface Dec {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/** Exponents beyond this are refused (no rule needs them; it keeps BigInt sizes bounded). */
const MAX_EXPONENT = 400;

/** A plain or exponent decimal string ("1.5", "-.25", "1e-7") → its exact value; null when it is not one. */
export function parseDecimal(text: string): Dec | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const [, sign, int = "", frac = "", exp = "0"] = m;
  if (int === "" && frac === "") return null;
  const e = Number(exp);
  if (!Number.isSafeInteger(e) || Math.abs(e) > MAX_EXPONENT) return null;
  let units = BigInt(`${int}${frac}` || "0");
  let scale = frac.length - e;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === "-" ? -units : units, scale };
}

/** A finite JS number → its exact decimal value as JS prints it; null for NaN and ±Infinity. */
export function decimalOf(n: number): Dec | null {
  return Number.isFinite(n) ? parseDecimal(String(n)) : null;
}

function aligned(a: Dec, b: Dec): [bigint, bigint] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale)];
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimal(a: Dec, b: Dec): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function subtractDecimal(a: Dec, b: Dec): Dec {
  const [x, y] = aligned(a, b);
  return { units: x - y, scale: Math.max(a.scale, b.scale) };
}

/** Whether a is a whole multiple of b (b non-zero); false for b = 0. */
export function isMultipleOf(a: Dec, b: Dec): boolean {
  const [x, y] = aligned(a, b);
  return y !== 0n && x % y === 0n;
}

export function isWhole(a: Dec): boolean {
  return a.units % 10n ** BigInt(a.scale) === 0n;
}

/** The shortest plain notation: no exponent, no trailing zeros, "0" for (negative) zero. */
export function formatDecimal(a: Dec): string {
  if (a.units === 0n) return "0";
  const negative = a.units < 0n;
  const digits = (negative ? -a.units : a.units).toString().padStart(a.scale + 1, "0");
  const int = digits.slice(0, digits.length - a.scale);
  const frac = digits.slice(digits.length - a.scale).replace(/0+$/, "");
  return `${negative ? "-" : ""}${int}${frac ? `.${frac}` : ""}`;
}
