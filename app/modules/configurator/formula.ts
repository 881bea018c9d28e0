import Decimal from "decimal.js";
import {
  type Big,
  big,
  type Compiled,
  type CompiledFormula,
  compileFormula,
  type FormulaError,
  FormulaFailure,
  isFormulaError,
  runCondition,
  runNumber,
  Scope,
} from "./formula-compile";
import {
  derivedName,
  extraVariableSuffixes,
  fieldName,
  isChoiceOption,
  isNumericOption,
  isTextLikeOption,
  type OptionDefinition,
} from "./options.schema";

export type { FormulaError, FormulaErrorCode } from "./formula-compile";
export { compileFormula } from "./formula-compile";

/**
 * The price of a configuration (spec §3.4, decisions.md §4): option values become formula variables, derived
 * variables are evaluated in order, then the first rule whose condition holds picks the formula, else the main
 * formula. Every failure is an error result, never a price of 0.
 *
 * Variables:
 * - `{uni_cpo_price}`: the product's base price;
 * - select/radio: the chosen suboption's rate, 0 when empty;
 * - checkbox: the SUM of the checked suboptions' rates (0 when none), `{…_count}` the number checked;
 * - numeric text input / number: the value, 0 when empty;
 * - other text / textarea: 0 (they only price through `{…_count}` and `{…_count_spaces}`);
 * - date: `{…_duration}` of a range (and `{…}` the same), `{…_days}` the number of days picked (and `{…}` the
 *   same); a single date or time is 0;
 * - range slider: `{…}` the value (double: the span to − from), `{…_from}`, `{…_to}`;
 * - price matrix: `{…}` the stored cell value, `{…_col}` and `{…_row}` the column and row heads;
 * - distance by postcode: `{…}` the km the server computed (an unresolved postcode is `invalid_value`, an
 *   optional one left empty 0); a map picker is 0 (it does not price);
 * - `{uni_nov_cpo_<slug>}`: derived variables, each may use the options and earlier derived variables.
 * A dynamic notice has no variable. Values are the normalised values of `collectOptionData` (hidden options
 * absent); a value that is not valid for its option is an `invalid_value` error.
 */

/** Collected option values keyed by field name (`uni_cpo_height`); see collect.ts. */
export type OptionValues = Readonly<Record<string, string | number | readonly string[] | undefined>>;

export type PriceResult =
  | {
      ok: true;
      /** The unit price excl. btw, unrounded; null when ordering is disabled by the `disable` formula. */
      priceExcl: Decimal | null;
      /** Ordering is disabled (extra_data.order_product = "disabled"). */
      disabled: boolean;
      /** "formula": a `disable` formula was chosen; "max_price": the price reached maxPrice. */
      disabledReason?: "formula" | "max_price";
      /** The index of the rule whose formula was used; absent for the main formula. */
      ruleIndex?: number;
      /** True when the price was raised to minPrice. */
      minPriceApplied?: boolean;
    }
  | { ok: false; error: FormulaError };

interface PreparedRule {
  condition: CompiledFormula;
  formula: Compiled;
}
interface Prepared {
  derived: { variable: string; formula: CompiledFormula }[];
  rules: PreparedRule[];
  main: Compiled;
  basePrice: Big;
  minPrice?: Big;
  maxPrice?: Big;
  rates: Map<string, Map<string, Big>>;
}

const prepared = new WeakMap<OptionDefinition, Prepared | FormulaError>();

/** Names a variable of a definition; used to check formulas before they run. */
function baseVariables(def: OptionDefinition): Set<string> {
  const names = new Set(["uni_cpo_price"]);
  for (const o of def.options) {
    const name = fieldName(o.slug);
    if (o.type === "dynamic_notice") continue;
    names.add(name);
    if (o.type === "checkbox") names.add(`${name}_count`);
    if (isTextLikeOption(o)) names.add(`${name}_count`).add(`${name}_count_spaces`);
    for (const suffix of extraVariableSuffixes(o)) names.add(name + suffix);
  }
  return names;
}

function compileChecked(text: string, known: Set<string>, where: string, allowDisable: boolean): Compiled {
  const compiled = compileFormula(text);
  if (isFormulaError(compiled)) throw new FormulaFailure(compiled.code, `${where}: ${compiled.message}`);
  if (compiled.kind === "disable") {
    if (!allowDisable)
      throw new FormulaFailure("parse", `${where}: "disable" is only allowed as a price formula`);
    return compiled;
  }
  const unknown = compiled.variables.find((v) => !known.has(v));
  if (unknown) throw new FormulaFailure("unknown_variable", `${where}: unknown variable {${unknown}}`);
  return compiled;
}

function prepareUncached(def: OptionDefinition): Prepared {
  const known = baseVariables(def);
  const derived = def.derived.map((d, i) => {
    const formula = compileChecked(d.formula, known, `derived ${d.slug} (#${i})`, false) as CompiledFormula;
    const variable = derivedName(d.slug);
    known.add(variable); // only later formulas may use it
    return { variable, formula };
  });
  const rules = def.rules.map((r, i) => ({
    condition: compileChecked(r.condition, known, `rule #${i} condition`, false) as CompiledFormula,
    formula: compileChecked(r.formula, known, `rule #${i} formula`, true),
  }));
  const main = compileChecked(def.mainFormula, known, "main formula", true);
  const rates = new Map<string, Map<string, Big>>();
  for (const o of def.options) {
    if (isChoiceOption(o))
      rates.set(fieldName(o.slug), new Map(o.suboptions.map((s) => [s.slug, big(s.rate)])));
  }
  return {
    derived,
    rules,
    main,
    rates,
    basePrice: big(def.basePrice),
    minPrice: def.minPrice === undefined ? undefined : big(def.minPrice),
    maxPrice: def.maxPrice === undefined ? undefined : big(def.maxPrice),
  };
}

function toError(e: unknown): FormulaError {
  if (e instanceof FormulaFailure) return { code: e.code, message: e.message };
  return { code: "evaluation", message: e instanceof Error ? e.message : String(e) };
}

/**
 * Compiles and checks every formula of a definition (cached per definition object). Any broken formula —
 * even in a rule that would not be reached — makes the whole definition unpriceable, so a mistake surfaces at
 * once instead of for some configurations only.
 */
export function prepareDefinition(def: OptionDefinition): Prepared | FormulaError {
  let p = prepared.get(def);
  if (!p) {
    try {
      p = prepareUncached(def);
    } catch (e) {
      p = toError(e);
    }
    prepared.set(def, p);
  }
  return p;
}

/** The formula problems of a definition (for the admin screen); null when every formula is fine. */
export function checkFormulas(def: OptionDefinition): FormulaError | null {
  const p = prepareDefinition(def);
  return isFormulaError(p) ? p : null;
}

const NUMBER = /^-?(\d+(\.\d+)?|\.\d+)$/;

function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

function invalid(name: string): never {
  throw new FormulaFailure("invalid_value", `invalid value for ${name}`);
}

/** Builds the formula variables from collected values. Throws FormulaFailure("invalid_value"). */
function buildScope(def: OptionDefinition, p: Prepared, values: OptionValues): Scope {
  const scope = new Scope();
  scope.set("uni_cpo_price", p.basePrice);
  const zero = big(0);
  for (const o of def.options) {
    if (o.type === "dynamic_notice") continue;
    const name = fieldName(o.slug);
    const raw = values[name];
    if (o.type === "checkbox") {
      const list = raw === undefined || raw === "" ? [] : Array.isArray(raw) ? raw : [raw];
      const rates = p.rates.get(name)!;
      let sum = zero;
      for (const v of list) sum = sum.plus(rates.get(v) ?? invalid(name));
      scope.set(name, sum);
      scope.set(`${name}_count`, big(list.length));
      continue;
    }
    if (o.type === "date" || o.type === "range_slider" || o.type === "matrix") {
      const num = (v: unknown, key: string) => {
        if (v === undefined || v === "") return zero;
        if (Array.isArray(v)) return big(v.length);
        const t = textOf(v);
        return t !== undefined && NUMBER.test(t) ? big(t) : invalid(key);
      };
      const extras = extraVariableSuffixes(o);
      for (const suffix of extras) scope.set(name + suffix, num(values[name + suffix], name + suffix));
      if (o.type !== "date") scope.set(name, num(raw, name));
      else scope.set(name, extras.length ? num(values[name + extras[0]], name) : zero);
      continue;
    }
    if (o.type === "postcode_distance") {
      // geo: the km the server computed; an unresolved postcode is an error, never a distance of 0.
      const t = textOf(raw);
      if (raw === undefined || raw === "") scope.set(name, zero);
      else scope.set(name, t !== undefined && NUMBER.test(t) ? big(t) : invalid(name));
      continue;
    }
    if (o.type === "file_upload") {
      // An upload: {name} is 1 with a file and 0 without; {name}_width/_height the image's pixels (else 0).
      scope.set(name, big(typeof raw === "string" && raw !== "" ? 1 : 0));
      for (const suffix of extraVariableSuffixes(o)) {
        const t = textOf(values[name + suffix]);
        scope.set(name + suffix, t !== undefined && NUMBER.test(t) ? big(t) : zero);
      }
      continue;
    }
    const text = textOf(raw);
    if (text === undefined && raw !== undefined) invalid(name);
    const value = text ?? "";
    if (isChoiceOption(o)) {
      scope.set(name, value === "" ? zero : (p.rates.get(name)!.get(value) ?? invalid(name)));
      continue;
    }
    if (isNumericOption(o)) {
      const n = value.trim().replace(",", ".");
      if (n !== "" && !NUMBER.test(n)) invalid(name);
      scope.set(name, n === "" ? zero : big(n));
    } else {
      scope.set(name, zero);
    }
    scope.set(`${name}_count_spaces`, big([...value].length));
    scope.set(`${name}_count`, big([...value.replace(/\s/g, "")].length));
  }
  return scope;
}

/**
 * The unit price excl. btw of a configuration. minPrice raises a lower result to it. maxPrice follows the old
 * plugin: a result at or above it is capped to maxPrice AND ordering is disabled (too large to sell online).
 * A negative result (after minPrice) is an error.
 */
export function evaluatePrice(def: OptionDefinition, values: OptionValues): PriceResult {
  const p = prepareDefinition(def);
  if (isFormulaError(p)) return { ok: false, error: p };
  try {
    const scope = buildScope(def, p, values);
    for (const d of p.derived) scope.set(d.variable, runNumber(d.formula, scope));
    let formula = p.main;
    let ruleIndex: number | undefined;
    for (let i = 0; i < p.rules.length; i++) {
      if (runCondition(p.rules[i].condition, scope)) {
        formula = p.rules[i].formula;
        ruleIndex = i;
        break;
      }
    }
    if (formula.kind === "disable") {
      return { ok: true, priceExcl: null, disabled: true, disabledReason: "formula", ruleIndex };
    }
    let price = runNumber(formula, scope);
    let minPriceApplied = false;
    if (p.minPrice && price.lessThan(p.minPrice)) {
      price = p.minPrice;
      minPriceApplied = true;
    }
    if (price.isNegative() && !price.isZero()) {
      return { ok: false, error: { code: "negative_price", message: `negative price ${price.toString()}` } };
    }
    const result = {
      ok: true as const,
      priceExcl: new Decimal(price.toString()),
      ruleIndex,
      minPriceApplied,
    };
    if (p.maxPrice && price.greaterThanOrEqualTo(p.maxPrice)) {
      return {
        ...result,
        priceExcl: new Decimal(p.maxPrice.toString()),
        disabled: true,
        disabledReason: "max_price",
      };
    }
    return { ...result, disabled: false };
  } catch (e) {
    return { ok: false, error: toError(e) };
  }
}

/**
 * The formula variables of one configuration with their values, derived values included (the admin's test
 * price breakdown); an error result when the definition or a value is broken.
 */
export function variableValues(
  def: OptionDefinition,
  values: OptionValues,
): { ok: true; values: Record<string, string> } | { ok: false; error: FormulaError } {
  const p = prepareDefinition(def);
  if (isFormulaError(p)) return { ok: false, error: p };
  try {
    const scope = buildScope(def, p, values);
    for (const d of p.derived) scope.set(d.variable, runNumber(d.formula, scope));
    const out: Record<string, string> = {};
    for (const [id, value] of scope.map) out[id.slice(1).replaceAll("$", "-")] = value.toString();
    return { ok: true, values: out };
  } catch (e) {
    return { ok: false, error: toError(e) };
  }
}
