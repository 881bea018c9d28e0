import { isChoiceOption, type Option, type OptionDefinition } from "./options.schema";

/**
 * What changed between two versions of a definition, for the version history: options added, removed or
 * changed (which fields, which rates, which suboptions), the option order, the formulas, derived values, rules
 * and the price settings. Options and suboptions are matched by slug, rules by position. Pure.
 */

export interface RateChange {
  slug: string;
  label: string;
  from: string;
  to: string;
}

export type DiffEntry =
  | { kind: "option-added" | "option-removed"; slug: string; label: string }
  | {
      kind: "option-changed";
      slug: string;
      label: string;
      /** Changed fields of the option itself (label, required, validation …), not its suboptions. */
      fields: string[];
      rates: RateChange[];
      suboptionsAdded: string[];
      suboptionsRemoved: string[];
      /** Suboptions with another change than their rate (label, default, image …). */
      suboptionsChanged: string[];
    }
  | { kind: "options-reordered"; from: string[]; to: string[] }
  | { kind: "value"; field: "basePrice" | "mainFormula" | "minPrice" | "maxPrice"; from: string; to: string }
  | { kind: "rule"; index: number; change: "added" | "removed" | "changed"; from?: string; to?: string }
  | { kind: "derived"; slug: string; change: "added" | "removed" | "changed"; from?: string; to?: string }
  | { kind: "other"; field: "priceTag" | "settings" };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function optionChange(before: Option, after: Option): DiffEntry | null {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k !== "suboptions");
  const fields = keys.filter((k) => !same(a[k], b[k]));
  const rates: RateChange[] = [];
  const added: string[] = [];
  const removed: string[] = [];
  const changed: string[] = [];
  const subsBefore = isChoiceOption(before) ? before.suboptions : [];
  const subsAfter = isChoiceOption(after) ? after.suboptions : [];
  for (const s of subsAfter) {
    const old = subsBefore.find((x) => x.slug === s.slug);
    if (!old) {
      added.push(s.slug);
      continue;
    }
    if (old.rate !== s.rate) rates.push({ slug: s.slug, label: s.label, from: old.rate, to: s.rate });
    if (!same({ ...old, rate: "" }, { ...s, rate: "" })) changed.push(s.slug);
  }
  for (const s of subsBefore) if (!subsAfter.some((x) => x.slug === s.slug)) removed.push(s.slug);
  const subsOrder = (list: { slug: string }[]) => list.map((s) => s.slug);
  if (
    !added.length &&
    !removed.length &&
    !same(subsOrder(subsBefore), subsOrder(subsAfter)) &&
    !fields.includes("suboptions")
  )
    fields.push("suboptions");
  if (!fields.length && !rates.length && !added.length && !removed.length && !changed.length) return null;
  return {
    kind: "option-changed",
    slug: after.slug,
    label: after.label,
    fields,
    rates,
    suboptionsAdded: added,
    suboptionsRemoved: removed,
    suboptionsChanged: changed,
  };
}

export function diffDefinitions(before: OptionDefinition, after: OptionDefinition): DiffEntry[] {
  const out: DiffEntry[] = [];
  for (const field of ["basePrice", "mainFormula", "minPrice", "maxPrice"] as const) {
    if (before[field] !== after[field])
      out.push({ kind: "value", field, from: before[field] ?? "", to: after[field] ?? "" });
  }
  for (const o of after.options) {
    const old = before.options.find((x) => x.slug === o.slug);
    if (!old) out.push({ kind: "option-added", slug: o.slug, label: o.label });
    else {
      const change = optionChange(old, o);
      if (change) out.push(change);
    }
  }
  for (const o of before.options)
    if (!after.options.some((x) => x.slug === o.slug))
      out.push({ kind: "option-removed", slug: o.slug, label: o.label });
  const kept = (from: OptionDefinition, other: OptionDefinition) =>
    from.options.filter((o) => other.options.some((x) => x.slug === o.slug)).map((o) => o.slug);
  const orderBefore = kept(before, after);
  const orderAfter = kept(after, before);
  if (!same(orderBefore, orderAfter))
    out.push({ kind: "options-reordered", from: orderBefore, to: orderAfter });

  const rules = Math.max(before.rules.length, after.rules.length);
  const ruleText = (r: { condition: string; formula: string }) => `${r.condition} → ${r.formula}`;
  for (let i = 0; i < rules; i++) {
    const a = before.rules[i];
    const b = after.rules[i];
    if (!a) out.push({ kind: "rule", index: i, change: "added", to: ruleText(b) });
    else if (!b) out.push({ kind: "rule", index: i, change: "removed", from: ruleText(a) });
    else if (!same(a, b))
      out.push({ kind: "rule", index: i, change: "changed", from: ruleText(a), to: ruleText(b) });
  }
  for (const d of after.derived) {
    const old = before.derived.find((x) => x.slug === d.slug);
    if (!old) out.push({ kind: "derived", slug: d.slug, change: "added", to: d.formula });
    else if (old.formula !== d.formula)
      out.push({ kind: "derived", slug: d.slug, change: "changed", from: old.formula, to: d.formula });
  }
  for (const d of before.derived)
    if (!after.derived.some((x) => x.slug === d.slug))
      out.push({ kind: "derived", slug: d.slug, change: "removed", from: d.formula });
  for (const field of ["priceTag", "settings"] as const)
    if (!same(before[field], after[field])) out.push({ kind: "other", field });
  return out;
}
