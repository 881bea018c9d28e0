import { compareDecimal, type Dec, decimalOf, parseDecimal } from "./exact-decimal";
import { fieldName } from "./options";
import type { Option, OptionDefinition, VisibilityCondition } from "./options.schema";

/**
 * Conditional display of options: an option with visibility rules is shown only when all (or any) of its
 * conditions on other options' values hold. Hidden options are skipped — not validated, not sent, not priced.
 * Pure, shared by server and client.
 */

type Value = string | number | readonly string[] | undefined;

const NUMBER = /^-?(\d+(\.\d+)?|\.\d+)$/;

function asNumber(v: unknown): Dec | null {
  if (typeof v === "number") return decimalOf(v);
  if (typeof v !== "string") return null;
  const s = v.trim().replace(",", ".");
  return NUMBER.test(s) ? parseDecimal(s) : null;
}

function isEmpty(v: Value): boolean {
  if (v === undefined) return true;
  if (typeof v === "number") return false;
  if (typeof v === "string") return v.trim() === "";
  return v.length === 0;
}

function same(a: string, b: string | number): boolean {
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na && nb) return compareDecimal(na, nb) === 0;
  return a === String(b);
}

function list(v: Value): string[] {
  if (v === undefined) return [];
  if (typeof v === "string" || typeof v === "number") return isEmpty(v) ? [] : [String(v)];
  return [...v];
}

/** Whether one condition holds for the other option's value (undefined when that option is hidden). */
export function conditionHolds(condition: VisibilityCondition, value: Value): boolean {
  const { op } = condition;
  const target = condition.value;
  switch (op) {
    case "empty":
      return isEmpty(value);
    case "not_empty":
      return !isEmpty(value);
    case "eq":
    case "neq": {
      if (target === undefined || Array.isArray(target)) return false;
      const hit = list(value).some((v) => same(v, target as string | number));
      return op === "eq" ? hit : !hit;
    }
    case "in": {
      const targets = Array.isArray(target) ? target : target === undefined ? [] : [target];
      return list(value).some((v) => targets.some((t) => same(v, t)));
    }
    case "gt":
    case "lt": {
      const a = typeof value === "string" || typeof value === "number" ? asNumber(value) : null;
      const b = asNumber(target);
      if (!a || !b) return false;
      return op === "gt" ? compareDecimal(a, b) > 0 : compareDecimal(a, b) < 0;
    }
  }
}

function visibleWith(option: Option, values: Readonly<Record<string, Value>>, hidden: Set<string>): boolean {
  const rule = option.visibility;
  if (!rule) return true;
  const test = (c: VisibilityCondition) =>
    conditionHolds(c, hidden.has(c.field) ? undefined : values[fieldName(c.field)]);
  return rule.match === "any" ? rule.conditions.some(test) : rule.conditions.every(test);
}

/**
 * The slugs of the options hidden by their visibility rules. A hidden option counts as empty for the rules of
 * others, so hiding cascades; evaluated until stable (bounded, so circular rules cannot loop forever).
 */
export function hiddenOptions(def: OptionDefinition, values: Readonly<Record<string, Value>>): Set<string> {
  let hidden = new Set<string>();
  for (let pass = 0; pass <= def.options.length; pass++) {
    const next = new Set(def.options.filter((o) => !visibleWith(o, values, hidden)).map((o) => o.slug));
    if (next.size === hidden.size && [...next].every((s) => hidden.has(s))) return next;
    hidden = next;
  }
  return hidden;
}
