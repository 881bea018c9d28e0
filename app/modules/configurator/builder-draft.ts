import type { DraftCheck } from "./builder-checks";
import { OPTION_TYPES } from "./option-types";
import type { OptionType } from "./options.schema";

/**
 * The option builder's form state (the "draft"): the definition as plain strings and booleans, exactly what the
 * builder's form fields hold, so a refused save or an intent (add, move, remove …) gives every typed value back.
 * This file holds the draft's types and constructors; `draftOfDefinition` / `definitionInputOfDraft`
 * (builder-definition.ts) convert, `validateDraft` (builder-validation.ts) validates, `parseDraftForm` /
 * `draftFields` (builder-form.ts) map to and from flat form fields, and `applyIntent` (builder-intents.ts) edits
 * the draft. Fields the builder does not edit (a pattern, the price tag …) travel in the hidden `extra` JSON
 * fields, so a round trip keeps them.
 */

export interface DraftSuboption {
  slug: string;
  label: string;
  rate: string;
  default: boolean;
  image: string;
  /** Swatch colour of a colour radio (#rgb or #rrggbb). */
  colour: string;
  /** Image changer: the id of the product image shown while this suboption is chosen; "" for none. */
  galleryImage: string;
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
  /** Validation catalogue (decision 026): the rule picker's rows. */
  checks: DraftCheck[];
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
    checks: [],
    extra: JSON.stringify(TYPE_SKELETONS[type] ?? {}),
    ...(type === "range_slider" ? { min: "0", max: "100", step: "1" } : {}),
  };
}

/** The settings a new date or matrix option starts with, valid as they are. */
const TYPE_SKELETONS: Partial<Record<OptionType, Record<string, unknown>>> = {
  date: { mode: "single", minDaysAhead: 0, disabledWeekdays: [] },
  range_slider: { double: false },
  file_upload: { fileTypes: ["jpg", "png", "pdf"], maxKb: 0 },
  matrix: {
    columns: ["800", "900"],
    rows: ["2000", "2100"],
    cells: [
      ["0", "0"],
      ["0", "0"],
    ],
  },
};

export function newSuboption(n: number): DraftSuboption {
  return {
    slug: `keuze-${n}`,
    label: "",
    rate: "0",
    default: false,
    image: "",
    colour: "",
    galleryImage: "",
    extra: "{}",
  };
}

/** Where a problem sits: a form field name of `draftFields` ("o.2.slug", "mainFormula"), or "" for the form. */
export type DraftErrors = Record<string, string>;

/** The most options, suboptions, conditions, rules or derived values one list may hold. */
export const MAX_ITEMS = 200;

export function asType(v: string): OptionType {
  return (OPTION_TYPES as readonly string[]).includes(v) ? (v as OptionType) : "text_input";
}
