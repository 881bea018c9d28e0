import { checkRulesFor, checksOfValidation, validationOfChecks } from "./builder-checks";
import type { Draft } from "./builder-draft";
import {
  derivedName,
  extraVariableSuffixes,
  fieldName,
  type OptionDefinition,
  type OptionType,
} from "./options.schema";

/**
 * Conversion between a stored option definition and the builder's draft, both ways, and the formula variables a
 * definition offers (pure).
 */

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
      const slider = o.type === "range_slider";
      const rest = omit(all, slider ? [...OPTION_KEYS, "min", "max", "step"] : OPTION_KEYS);
      const picked = checksOfValidation(validation, checkRulesFor(o.type, "numeric" in o && o.numeric));
      const restValidation = numeric ? omit(picked.rest, ["min", "max", "step"]) : picked.rest;
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
        min: numeric ? str(validation.min) : slider ? str(o.min) : "",
        max: numeric ? str(validation.max) : slider ? str(o.max) : "",
        step: numeric ? str(validation.step) : slider ? str(o.step) : "",
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
          galleryImage: s.galleryImage === undefined ? "" : String(s.galleryImage),
          extra: json(
            omit(s as Record<string, unknown>, [
              "slug",
              "label",
              "rate",
              "default",
              "image",
              "colour",
              "galleryImage",
            ]),
          ),
        })),
        checks: picked.checks,
        extra: json(rest),
      };
    }),
  };
}

/** A JSON field of the draft that is no JSON object; `message` is the field, `position` the 1-based character. */
export class DraftExtraError extends Error {
  constructor(
    where: string,
    readonly position?: number,
  ) {
    super(where);
  }
}

function parseExtra(text: string, where: string): Record<string, unknown> {
  let v: unknown;
  try {
    v = JSON.parse(text || "{}");
  } catch (e) {
    const at = /position (\d+)/.exec(String(e))?.[1];
    throw new DraftExtraError(where, at === undefined ? text.length : Number(at) + 1);
  }
  if (v && typeof v === "object" && !Array.isArray(v)) return v as Record<string, unknown>;
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
      if (o.type === "text_input" || o.type === "number" || o.type === "textarea" || isGeoType(o.type))
        out.placeholder = opt(o.placeholder);
      if (o.type === "text_input") out.numeric = o.numeric;
      if (o.type === "dynamic_notice") out.text = opt(o.text);
      if (o.type === "radio") out.variant = o.variant || "text";
      if (o.type === "text_input" || o.type === "number" || o.checks.length) {
        const sized = o.type === "text_input" || o.type === "number";
        const v = {
          ...((rest.validation as Record<string, unknown>) ?? {}),
          ...(sized ? { min: num(o.min), max: num(o.max), step: num(o.step) } : {}),
          ...validationOfChecks(o.checks),
        };
        const clean = omit(v, []);
        out.validation = Object.keys(clean).length ? clean : undefined;
      }
      if (o.type === "range_slider")
        Object.assign(out, { min: num(o.min), max: num(o.max), step: num(o.step) });
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
          // Anything but an id becomes 0, which the schema refuses (beside this field).
          galleryImage:
            s.galleryImage.trim() === ""
              ? undefined
              : /^\d+$/.test(s.galleryImage.trim())
                ? Number(s.galleryImage)
                : 0,
        }));
      }
      return omit(out, []);
    }),
  };
}

/** The settings of dates, sliders and matrices, edited in the option's JSON field. */
const TYPE_SETTING_KEYS = new Set([
  ...["mode", "withTime", "dayNight", "minDaysAhead", "maxDaysAhead", "minDate", "maxDate"],
  ...["disabledWeekdays", "maxDays", "double", "list", "unit", "columns", "rows", "cells"],
  ...["columnLabel", "rowLabel"],
  ...["defaultColour", "imagify"],
  // geo (docs/decisions/024): the map's opening view, the distance's limit.
  ...["center", "zoom", "maxKm"],
  // uploads (issue 13 point 7)
  ...["fileTypes", "maxKb"],
]);

/** geo: the map picker and the distance by postcode (settings in the JSON field, a placeholder field). */
export const isGeoType = (type: string) => type === "map" || type === "postcode_distance";

/** Maps a zod issue path of the definition to the draft field it belongs to. */
export function fieldOfPath(path: readonly PropertyKey[]): string {
  const [head, i, key, j, sub] = path.map(String);
  if (head === "options" && i !== undefined) {
    if (key === "suboptions" && j !== undefined && sub === "designerProductId") return `o.${i}.s.${j}.extra`;
    if (key === "suboptions" && j !== undefined && sub !== undefined) return `o.${i}.s.${j}.${sub}`;
    if (key === "suboptions") return `o.${i}.suboptions`;
    if (key === "validation")
      return j === undefined || j === "min" || j === "max" || j === "step"
        ? `o.${i}.${j ?? "min"}`
        : `o.${i}.v.${j}`;
    if (TYPE_SETTING_KEYS.has(key)) return `o.${i}.extra`;
    if (key === "visibility") return `o.${i}.conditions`;
    return key ? `o.${i}.${key}` : `o.${i}.slug`;
  }
  if (head === "layers") return "extra";
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
  options: readonly { type: OptionType; slug: string; label: string; mode?: string }[];
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
    for (const suffix of extraVariableSuffixes(o)) list.push({ name: name + suffix, kind: "option", source });
  }
  for (const d of def.derived)
    if (d.slug) list.push({ name: derivedName(d.slug), kind: "derived", source: d.slug });
  return list;
}
