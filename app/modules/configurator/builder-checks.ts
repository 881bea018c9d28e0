import { COMPARE_OPS, FORMAT_RULES } from "./options";
import type { OptionType } from "./options.schema";

/**
 * The option builder's rule picker (validation catalogue, decision 026), pure: which §5.4 rules an option type
 * takes, and the conversion between the stored `validation` object and the picker's rows `{rule, a, b}`
 * (form fields `o.{i}.v.{k}.rule|a|b`). The numeric min, max and step stay the builder's own fields.
 */

export interface DraftCheck {
  /** A rule name of §5.4 ("minlength", "email", "gt" …); "" for the picker's empty row. */
  rule: string;
  /** The first bound, the pattern, or the other field's slug. */
  a: string;
  /** The second bound of range, length, words and check. */
  b: string;
}

type Kind = "flag" | "count" | "number" | "pair" | "countPair" | "text" | "field";

/** Each picker rule: the `validation` key it is stored under and what its bounds are. */
export const CHECK_RULES: Record<string, { key: string; kind: Kind }> = {
  ...Object.fromEntries(FORMAT_RULES.map((f) => [f, { key: "format", kind: "flag" as const }])),
  notblank: { key: "notBlank", kind: "flag" },
  pattern: { key: "pattern", kind: "text" },
  minlength: { key: "minLength", kind: "count" },
  maxlength: { key: "maxLength", kind: "count" },
  length: { key: "length", kind: "countPair" },
  minwords: { key: "minWords", kind: "count" },
  maxwords: { key: "maxWords", kind: "count" },
  words: { key: "words", kind: "countPair" },
  range: { key: "range", kind: "pair" },
  ...Object.fromEntries(COMPARE_OPS.map((op) => [op, { key: "compare", kind: "field" as const }])),
  equalto: { key: "equalTo", kind: "field" },
  notequalto: { key: "notEqualTo", kind: "field" },
  mincheck: { key: "minChecked", kind: "count" },
  maxcheck: { key: "maxChecked", kind: "count" },
  check: { key: "check", kind: "countPair" },
};

const TEXT = [...FORMAT_RULES, "notblank", "pattern", "minlength", "maxlength", "length"];
const WORDS = ["minwords", "maxwords", "words"];
const SAME = ["equalto", "notequalto"];
const NUMERIC = ["range", ...COMPARE_OPS, ...SAME];

/** The picker rules an option type offers, in catalogue order (a numeric text field gets the numeric ones). */
export function checkRulesFor(type: OptionType, numeric: boolean): string[] {
  if (type === "text_input")
    return numeric ? ["integer", "digits", ...NUMERIC] : [...TEXT, ...WORDS, ...SAME];
  if (type === "textarea") return [...TEXT, ...WORDS, ...SAME];
  if (type === "number") return NUMERIC;
  if (type === "checkbox") return ["mincheck", "maxcheck", "check"];
  if (type === "date") return [...COMPARE_OPS, ...SAME];
  return [];
}

/** Whether a rule needs its first / second bound field. */
export function boundsOf(rule: string): { a: boolean; b: boolean } {
  const kind = CHECK_RULES[rule]?.kind;
  return { a: kind !== undefined && kind !== "flag", b: kind === "pair" || kind === "countPair" };
}

const str = (v: unknown) => (v === undefined || v === null ? "" : String(v));

/** The picker rows of a stored `validation` object, and the keys it leaves to other fields. */
export function checksOfValidation(
  validation: Record<string, unknown>,
  rules: readonly string[],
): { checks: DraftCheck[]; rest: Record<string, unknown> } {
  const rest = { ...validation };
  const checks: DraftCheck[] = [];
  for (const rule of rules) {
    const { key, kind } = CHECK_RULES[rule];
    const v = rest[key];
    if (v === undefined) continue;
    if (key === "format" && v !== rule) continue;
    if (key === "compare") {
      const c = v as { field: string; op: string };
      if (c.op !== rule) continue;
      checks.push({ rule, a: c.field, b: "" });
    } else if (kind === "pair" || kind === "countPair") {
      const [a, b] = v as [number, number];
      checks.push({ rule, a: str(a), b: str(b) });
    } else checks.push({ rule, a: kind === "flag" ? "" : str(v), b: "" });
    delete rest[key];
  }
  return { checks, rest };
}

/** A typed bound as a number; an empty or malformed one becomes NaN, which the schema refuses beside the row. */
const bound = (s: string) => (s.trim() === "" ? Number.NaN : Number(s.trim().replace(",", ".")));

/** The `validation` keys of the picker's rows (the empty row and unknown rules are skipped). */
export function validationOfChecks(checks: readonly DraftCheck[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of checks) {
    const spec = CHECK_RULES[c.rule];
    if (!spec) continue;
    const { key, kind } = spec;
    if (kind === "flag") out[key] = key === "format" ? c.rule : true;
    else if (kind === "text") out[key] = c.a;
    else if (kind === "field") out[key] = key === "compare" ? { field: c.a.trim(), op: c.rule } : c.a.trim();
    else if (kind === "pair" || kind === "countPair") out[key] = [bound(c.a), bound(c.b)];
    else out[key] = bound(c.a);
  }
  return out;
}

/**
 * Rows that store under a key an earlier row already uses (the same rule twice, two formats, two comparisons),
 * or a rule the type does not take; by row index.
 */
export function clashingChecks(
  checks: readonly DraftCheck[],
  rules: readonly string[],
): Map<number, "duplicate" | "unsuited"> {
  const seen = new Set<string>();
  const out = new Map<number, "duplicate" | "unsuited">();
  checks.forEach((c, k) => {
    if (c.rule === "") return;
    if (!rules.includes(c.rule)) out.set(k, "unsuited");
    else if (seen.has(CHECK_RULES[c.rule].key)) out.set(k, "duplicate");
    seen.add(CHECK_RULES[c.rule]?.key ?? c.rule);
  });
  return out;
}

/** The row of the picker a `validation` key (from a schema issue) belongs to, or -1. */
export function rowOfKey(checks: readonly DraftCheck[], key: string): number {
  return checks.findIndex((c) => CHECK_RULES[c.rule]?.key === key);
}
