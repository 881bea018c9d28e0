import { nl } from "~/i18n/nl";
import { compileFormula, type FormulaError, isFormulaError } from "./formula-compile";
import { OPTION_TYPES } from "./option-types";
import {
  derivedName,
  fieldName,
  type OptionDefinition,
  type OptionType,
  optionDefinitionSchema,
  VISIBILITY_OPS,
} from "./options.schema";

/**
 * The option builder's form state (the "draft"): the definition as plain strings and booleans, exactly what the
 * builder's form fields hold, so a refused save or an intent (add, move, remove …) gives every typed value back.
 * Pure: `draftOfDefinition` / `validateDraft` convert, `parseDraftForm` / `draftFields` map to and from flat
 * form fields (`applyIntent` in builder-intents.ts edits the draft). Fields the builder does not edit (a pattern,
 * the price tag …) travel in the hidden `extra` JSON fields, so a round trip keeps them.
 */

export { OPTION_TYPES };

export interface DraftSuboption {
  slug: string;
  label: string;
  rate: string;
  default: boolean;
  image: string;
  /** Swatch colour of a colour radio (#rgb or #rrggbb). */
  colour: string;
  /** JSON of the suboption's other fields. */
  extra: string;
}
export interface DraftCondition {
  field: string;
  op: string;
  /** A list value ("in") is comma-separated. */
  value: string;
}
export interface DraftOption {
  type: OptionType;
  slug: string;
  label: string;
  cartLabel: string;
  required: boolean;
  helpText: string;
  placeholder: string;
  numeric: boolean;
  min: string;
  max: string;
  step: string;
  /** The text of a dynamic notice. */
  text: string;
  /** How a radio shows its choices: "text", "image" or "colour". */
  variant: string;
  match: "all" | "any";
  conditions: DraftCondition[];
  suboptions: DraftSuboption[];
  /** JSON of the option's other fields (pattern, compare, variant, is_dynamic_label …). */
  extra: string;
}
export interface DraftRule {
  condition: string;
  formula: string;
  /** The rule disables ordering (formula `disable`). */
  disable: boolean;
}
export interface Draft {
  basePrice: string;
  mainFormula: string;
  rules: DraftRule[];
  derived: { slug: string; formula: string }[];
  minPrice: string;
  maxPrice: string;
  note: string;
  options: DraftOption[];
  /** JSON of the definition's other fields (price tag, settings). */
  extra: string;
}

/** The starting point of a configurable product without a definition: no options, the base price as formula. */
export function emptyDraft(): Draft {
  return {
    basePrice: "0",
    mainFormula: "{uni_cpo_price}",
    rules: [],
    derived: [],
    minPrice: "",
    maxPrice: "",
    note: "",
    options: [],
    extra: "{}",
  };
}

export function newOption(type: OptionType, slugTaken: (slug: string) => boolean): DraftOption {
  let n = 1;
  while (slugTaken(`optie-${n}`)) n++;
  const choice = type === "select" || type === "radio" || type === "checkbox";
  return {
    type,
    slug: `optie-${n}`,
    label: "",
    cartLabel: "",
    required: false,
    helpText: "",
    placeholder: "",
    numeric: type === "text_input",
    min: "",
    max: "",
    step: "",
    text: "",
    variant: "text",
    match: "all",
    conditions: [],
    suboptions: choice ? [newSuboption(1)] : [],
    extra: "{}",
  };
}

export function newSuboption(n: number): DraftSuboption {
  return { slug: `keuze-${n}`, label: "", rate: "0", default: false, image: "", colour: "", extra: "{}" };
}

const str = (v: unknown) => (v === undefined || v === null ? "" : String(v));
const json = (o: Record<string, unknown>) => JSON.stringify(o);

function omit(o: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([k, v]) => !keys.includes(k) && v !== undefined));
}

const OPTION_KEYS = [
  "type",
  "slug",
  "label",
  "cartLabel",
  "required",
  "helpText",
  "placeholder",
  "numeric",
  "text",
  "variant",
  "visibility",
  "suboptions",
];

/** A stored definition as the builder's draft. */
export function draftOfDefinition(def: OptionDefinition): Draft {
  return {
    basePrice: def.basePrice,
    mainFormula: def.mainFormula,
    rules: def.rules.map((r) => ({
      condition: r.condition,
      formula: r.formula.trim() === "disable" ? "" : r.formula,
      disable: r.formula.trim() === "disable",
    })),
    derived: def.derived.map((d) => ({ ...d })),
    minPrice: def.minPrice ?? "",
    maxPrice: def.maxPrice ?? "",
    note: "",
    extra: json(
      omit(def, [
        "version",
        "basePrice",
        "mainFormula",
        "rules",
        "derived",
        "minPrice",
        "maxPrice",
        "options",
      ]),
    ),
    options: def.options.map((o) => {
      const all = o as Record<string, unknown>;
      const validation = ("validation" in o && o.validation ? o.validation : {}) as Record<string, unknown>;
      const numeric = o.type === "number" || o.type === "text_input";
      const rest = omit(all, OPTION_KEYS);
      const restValidation = numeric ? omit(validation, ["min", "max", "step"]) : validation;
      if (Object.keys(restValidation).length) rest.validation = restValidation;
      else delete rest.validation;
      return {
        type: o.type,
        slug: o.slug,
        label: o.label,
        cartLabel: o.cartLabel ?? "",
        required: o.required,
        helpText: o.helpText ?? "",
        placeholder: str(all.placeholder),
        numeric: o.type === "text_input" ? Boolean(all.numeric) : false,
        min: numeric ? str(validation.min) : "",
        max: numeric ? str(validation.max) : "",
        step: numeric ? str(validation.step) : "",
        text: str(all.text),
        variant: o.type === "radio" ? o.variant : "text",
        match: o.visibility?.match ?? "all",
        conditions: (o.visibility?.conditions ?? []).map((c) => ({
          field: c.field,
          op: c.op,
          value: Array.isArray(c.value) ? c.value.join(",") : str(c.value),
        })),
        suboptions: ("suboptions" in o ? o.suboptions : []).map((s) => ({
          slug: s.slug,
          label: s.label,
          rate: s.rate,
          default: Boolean(s.default),
          image: s.image ?? "",
          colour: s.colour ?? "",
          extra: json(
            omit(s as Record<string, unknown>, ["slug", "label", "rate", "default", "image", "colour"]),
          ),
        })),
        extra: json(rest),
      };
    }),
  };
}

/** Where a problem sits: a form field name of `draftFields` ("o.2.slug", "mainFormula"), or "" for the form. */
export type DraftErrors = Record<string, string>;

export class DraftExtraError extends Error {}

function parseExtra(text: string, where: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text || "{}");
    if (v && typeof v === "object" && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // handled below
  }
  throw new DraftExtraError(where);
}

const num = (s: string) => (s.trim() === "" ? undefined : Number(s.trim().replace(",", ".")));
const opt = (s: string) => (s.trim() === "" ? undefined : s.trim());

/** The definition input a draft stands for (not yet validated: see `validateDraft`). */
export function definitionInputOfDraft(draft: Draft): Record<string, unknown> {
  const top = parseExtra(draft.extra, "extra");
  return {
    ...top,
    basePrice: draft.basePrice.trim().replace(",", "."),
    mainFormula: draft.mainFormula.trim(),
    rules: draft.rules.map((r) => ({
      condition: r.condition.trim(),
      formula: r.disable ? "disable" : r.formula.trim(),
    })),
    derived: draft.derived.map((d) => ({ slug: d.slug.trim(), formula: d.formula.trim() })),
    minPrice: opt(draft.minPrice.replace(",", ".")),
    maxPrice: opt(draft.maxPrice.replace(",", ".")),
    options: draft.options.map((o, i) => {
      const rest = parseExtra(o.extra, `o.${i}.extra`);
      const out: Record<string, unknown> = {
        ...rest,
        type: o.type,
        slug: o.slug.trim(),
        label: o.label.trim(),
        cartLabel: opt(o.cartLabel),
        required: o.required,
        helpText: opt(o.helpText),
      };
      if (o.type === "text_input" || o.type === "number" || o.type === "textarea")
        out.placeholder = opt(o.placeholder);
      if (o.type === "text_input") out.numeric = o.numeric;
      if (o.type === "dynamic_notice") out.text = opt(o.text);
      if (o.type === "radio") out.variant = o.variant || "text";
      if (o.type === "text_input" || o.type === "number") {
        const v = {
          ...((rest.validation as Record<string, unknown>) ?? {}),
          min: num(o.min),
          max: num(o.max),
          step: num(o.step),
        };
        const clean = omit(v, []);
        out.validation = Object.keys(clean).length ? clean : undefined;
      }
      if (o.conditions.length) {
        out.visibility = {
          match: o.match,
          conditions: o.conditions.map((c) => ({
            field: c.field.trim(),
            op: c.op,
            value:
              c.op === "empty" || c.op === "not_empty"
                ? undefined
                : c.op === "in"
                  ? c.value
                      .split(",")
                      .map((s) => s.trim())
                      .filter(Boolean)
                  : c.value.trim(),
          })),
        };
      }
      if (o.type === "select" || o.type === "radio" || o.type === "checkbox") {
        out.suboptions = o.suboptions.map((s, j) => ({
          ...parseExtra(s.extra, `o.${i}.s.${j}.extra`),
          slug: s.slug.trim(),
          label: s.label.trim(),
          rate: s.rate.trim().replace(",", "."),
          default: s.default || undefined,
          image: opt(s.image),
          colour: opt(s.colour),
        }));
      }
      return omit(out, []);
    }),
  };
}

/** Maps a zod issue path of the definition to the draft field it belongs to. */
export function fieldOfPath(path: readonly PropertyKey[]): string {
  const [head, i, key, j, sub] = path.map(String);
  if (head === "options" && i !== undefined) {
    if (key === "suboptions" && j !== undefined && sub !== undefined) return `o.${i}.s.${j}.${sub}`;
    if (key === "suboptions") return `o.${i}.suboptions`;
    if (key === "validation") return `o.${i}.${j ?? "min"}`;
    if (key === "visibility") return `o.${i}.conditions`;
    return key ? `o.${i}.${key}` : `o.${i}.slug`;
  }
  if ((head === "rules" || head === "derived") && i !== undefined)
    return `${head[0]}.${i}.${key ?? "formula"}`;
  return head ?? "";
}

/** A formula variable of a definition, for the formula editor's list. */
export interface FormulaVariable {
  /** The name without braces, e.g. `uni_cpo_height`. */
  name: string;
  kind: "base" | "option" | "count" | "count_spaces" | "derived";
  /** The option's label, or the derived value's slug; empty for the base price. */
  source: string;
}

interface VariableSource {
  options: readonly { type: OptionType; slug: string; label: string }[];
  derived: readonly { slug: string }[];
}

/**
 * The variables a definition's formulas may use (the same set the pricing module accepts), derived ones last.
 * Works on a stored definition and on a draft alike.
 */
export function formulaVariables(def: VariableSource): FormulaVariable[] {
  const list: FormulaVariable[] = [{ name: "uni_cpo_price", kind: "base", source: "" }];
  for (const o of def.options) {
    if (o.type === "dynamic_notice" || !o.slug) continue;
    const name = fieldName(o.slug);
    const source = o.label || o.slug;
    const textLike = o.type === "text_input" || o.type === "number" || o.type === "textarea";
    list.push({ name, kind: "option", source });
    if (o.type === "checkbox" || textLike) list.push({ name: `${name}_count`, kind: "count", source });
    if (textLike) list.push({ name: `${name}_count_spaces`, kind: "count_spaces", source });
  }
  for (const d of def.derived)
    if (d.slug) list.push({ name: derivedName(d.slug), kind: "derived", source: d.slug });
  return list;
}

const m = nl.adminBuilder.errors;

/** A compiler or evaluation error in Dutch (the compiler's own detail kept for the technical part). */
export function formulaMessage(e: FormulaError): string {
  switch (e.code) {
    case "parse":
      return m.syntax(e.message);
    case "forbidden":
      return m.forbidden(e.message);
    case "unknown_variable":
      return m.unknownVariables(e.message);
    case "division_by_zero":
      return m.divisionByZero;
    case "negative_price":
      return m.negativePrice(e.message.replace(/^negative price /, ""));
    default:
      return m.testFailed(e.message);
  }
}

const AMOUNT_FIELDS = new Set(["rate", "basePrice", "minPrice", "maxPrice"]);
const NUMBER_FIELDS = new Set(["min", "max", "step"]);

/** A schema issue in Dutch, by the field it is about. */
function issueMessage(field: string, message: string): string {
  const key = field.split(".").at(-1) ?? "";
  if (message.startsWith("refers to unknown option")) return m.unknownRef;
  if (message === "duplicate slug" || message === "duplicate") return m.duplicateSlug;
  if (message === "reserved slug") return m.reservedSlug;
  if (key === "slug") return m.slug;
  if (AMOUNT_FIELDS.has(key)) return m.amount;
  if (NUMBER_FIELDS.has(key)) return m.number;
  if (key === "suboptions") return m.suboptions;
  if (key === "image") return m.image;
  if (key === "colour") return m.colour;
  if (key === "mainFormula" || key === "formula" || key === "condition") return m.formulaEmpty;
  return m.field(message);
}

/**
 * Checks every formula of a definition on its own, so each problem is reported beside its own field: syntax,
 * forbidden constructs, unknown variables (a derived value may only use earlier derived values), and `disable`
 * outside a price formula. English messages from the compiler; the route adds the Dutch heading.
 */
export function formulaProblems(def: OptionDefinition): DraftErrors {
  const known = new Set(formulaVariables({ options: def.options, derived: [] }).map((v) => v.name));
  const errors: DraftErrors = {};
  const check = (field: string, text: string, allowDisable: boolean) => {
    const c = compileFormula(text);
    if (isFormulaError(c)) errors[field] = formulaMessage(c);
    else if (c.kind === "disable") {
      if (!allowDisable) errors[field] = m.disableOnlyAsPrice;
    } else {
      const unknown = c.variables.filter((v) => !known.has(v));
      if (unknown.length) errors[field] = m.unknownVariables(unknown.map((v) => `{${v}}`).join(", "));
    }
  };
  def.derived.forEach((d, i) => {
    check(`d.${i}.formula`, d.formula, false);
    known.add(derivedName(d.slug));
  });
  def.rules.forEach((r, i) => {
    check(`r.${i}.condition`, r.condition, false);
    check(`r.${i}.formula`, r.formula, true);
  });
  check("mainFormula", def.mainFormula, true);
  return errors;
}

export type DraftValidation =
  | { ok: true; definition: OptionDefinition }
  | { ok: false; errors: DraftErrors; definition?: OptionDefinition };

/** Validates a draft with the definition schema and then each formula; errors keyed by draft field. */
export function validateDraft(draft: Draft): DraftValidation {
  let input: Record<string, unknown>;
  try {
    input = definitionInputOfDraft(draft);
  } catch (e) {
    if (e instanceof DraftExtraError) return { ok: false, errors: { [e.message]: m.extra } };
    throw e;
  }
  const parsed = optionDefinitionSchema.safeParse(input);
  if (!parsed.success) {
    const errors: DraftErrors = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      errors[field] ??= issueMessage(field, issue.message);
    }
    return { ok: false, errors };
  }
  const problems = formulaProblems(parsed.data);
  if (Object.keys(problems).length) return { ok: false, errors: problems, definition: parsed.data };
  return { ok: true, definition: parsed.data };
}

// ---------------------------------------------------------------------------------------------------------------
// Flat form fields

/** The draft as flat form fields (the builder's input names), e.g. `o.0.label`, `o.0.s.1.rate`, `r.0.formula`. */
export function draftFields(draft: Draft): Record<string, string> {
  const f: Record<string, string> = {
    basePrice: draft.basePrice,
    mainFormula: draft.mainFormula,
    minPrice: draft.minPrice,
    maxPrice: draft.maxPrice,
    note: draft.note,
    extra: draft.extra,
  };
  const flag = (k: string, b: boolean) => {
    if (b) f[k] = "on";
  };
  draft.rules.forEach((r, i) => {
    f[`r.${i}.condition`] = r.condition;
    f[`r.${i}.formula`] = r.formula;
    flag(`r.${i}.disable`, r.disable);
  });
  draft.derived.forEach((d, i) => {
    f[`d.${i}.slug`] = d.slug;
    f[`d.${i}.formula`] = d.formula;
  });
  draft.options.forEach((o, i) => {
    const p = `o.${i}.`;
    for (const k of [
      "type",
      "slug",
      "label",
      "cartLabel",
      "helpText",
      "placeholder",
      "min",
      "max",
      "step",
      "text",
      "variant",
      "match",
      "extra",
    ] as const)
      f[p + k] = o[k];
    flag(`${p}required`, o.required);
    flag(`${p}numeric`, o.numeric);
    o.conditions.forEach((c, k) => {
      f[`${p}c.${k}.field`] = c.field;
      f[`${p}c.${k}.op`] = c.op;
      f[`${p}c.${k}.value`] = c.value;
    });
    o.suboptions.forEach((s, k) => {
      for (const key of ["slug", "label", "rate", "image", "colour", "extra"] as const)
        f[`${p}s.${k}.${key}`] = s[key];
      flag(`${p}s.${k}.default`, s.default);
    });
  });
  return f;
}

/** The most options, suboptions, conditions, rules or derived values one list may hold. */
export const MAX_ITEMS = 200;
const INDEXED = /^(o|r|d)\.(\d{1,3})\.(.+)$/;
const NESTED = /^(s|c)\.(\d{1,3})\.(\w+)$/;

function slot<T>(list: T[], i: number, make: () => T): T {
  if (i >= MAX_ITEMS) throw new RangeError("too many items");
  while (list.length <= i) list.push(make());
  return list[i];
}

export function asType(v: string): OptionType {
  return (OPTION_TYPES as readonly string[]).includes(v) ? (v as OptionType) : "text_input";
}

/** Reads the builder's posted fields back into a draft. Unknown names are ignored; gaps are filled empty. */
export function parseDraftForm(entries: Iterable<[string, FormDataEntryValue]>): Draft {
  const draft = { ...emptyDraft(), basePrice: "", mainFormula: "", extra: "{}" };
  for (const [name, raw] of entries) {
    if (typeof raw !== "string") continue;
    const value = raw.replace(/\r\n/g, "\n");
    if (name === "basePrice" || name === "mainFormula" || name === "minPrice" || name === "maxPrice")
      draft[name] = value;
    else if (name === "note" || name === "extra") draft[name] = value;
    const m = INDEXED.exec(name);
    if (!m) continue;
    const [, group, index, rest] = m;
    const i = Number(index);
    if (group === "r") {
      const r = slot(draft.rules, i, () => ({ condition: "", formula: "", disable: false }));
      if (rest === "condition" || rest === "formula") r[rest] = value;
      if (rest === "disable") r.disable = true;
    } else if (group === "d") {
      const d = slot(draft.derived, i, () => ({ slug: "", formula: "" }));
      if (rest === "slug" || rest === "formula") d[rest] = value;
    } else {
      const o = slot(draft.options, i, () => ({
        ...newOption("text_input", () => false),
        slug: "",
        numeric: false,
        suboptions: [],
      }));
      const n = NESTED.exec(rest);
      if (n) {
        const k = Number(n[2]);
        if (n[1] === "s") {
          const s = slot(o.suboptions, k, () => ({ ...newSuboption(k + 1), slug: "", rate: "" }));
          if (n[3] === "default") s.default = true;
          else if (
            n[3] === "slug" ||
            n[3] === "label" ||
            n[3] === "rate" ||
            n[3] === "image" ||
            n[3] === "colour" ||
            n[3] === "extra"
          )
            s[n[3]] = value;
        } else {
          const c = slot(o.conditions, k, () => ({ field: "", op: "eq", value: "" }));
          if (n[3] === "field" || n[3] === "value") c[n[3]] = value;
          if (n[3] === "op") c.op = (VISIBILITY_OPS as readonly string[]).includes(value) ? value : "eq";
        }
      } else if (rest === "type") o.type = asType(value);
      else if (rest === "required" || rest === "numeric") o[rest] = true;
      else if (rest === "match") o.match = value === "any" ? "any" : "all";
      else if (
        rest === "slug" ||
        rest === "label" ||
        rest === "cartLabel" ||
        rest === "helpText" ||
        rest === "placeholder" ||
        rest === "min" ||
        rest === "max" ||
        rest === "step" ||
        rest === "text" ||
        rest === "variant" ||
        rest === "extra"
      )
        o[rest] = value;
    }
  }
  return draft;
}
