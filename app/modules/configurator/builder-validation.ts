import { nl } from "~/i18n/nl";
import { checkRulesFor, clashingChecks, rowOfKey } from "./builder-checks";
import { DraftExtraError, definitionInputOfDraft, fieldOfPath, formulaVariables } from "./builder-definition";
import type { Draft, DraftErrors } from "./builder-draft";
import { hasTypeFields, TYPE_FIELDS } from "./builder-type-fields";
import { compileFormula, type FormulaError, isFormulaError } from "./formula-compile";
import { derivedName, type OptionDefinition, optionDefinitionSchema } from "./options.schema";

/** Validation of a builder draft, with every problem in Dutch keyed by the draft field it belongs to (pure). */

const m = nl.adminBuilder.errors;
const c = nl.adminBuilder.checks.errors;

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
  if (key === "galleryImage") return m.galleryImage;
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

/** An option's JSON field (type settings) that is no JSON object, in Dutch; other JSON fields are hidden ones. */
function extraMessage(e: DraftExtraError): string {
  if (!/^o\.\d+\.extra$/.test(e.message)) return m.extra;
  const t = nl.adminBuilder;
  return t.settingsJson(e.position === undefined ? t.settingsNotObject : t.settingsAt(e.position));
}

/** The rule picker's rows that repeat a stored rule or do not suit the option's type. */
function checkClashes(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  draft.options.forEach((o, i) => {
    for (const [k, why] of clashingChecks(o.checks, checkRulesFor(o.type, o.numeric)))
      errors[`o.${i}.v.${k}.rule`] = c[why];
  });
  return errors;
}

/** A schema issue about a picked rule (`o.2.v.minLength`) as the picker row's field (`o.2.v.0.a`). */
function ruleField(draft: Draft, field: string): string {
  const hit = /^o\.(\d+)\.v\.(\w+)$/.exec(field);
  if (!hit) return field;
  const row = rowOfKey(draft.options[Number(hit[1])]?.checks ?? [], hit[2]);
  return row < 0 ? `o.${hit[1]}.extra` : `o.${hit[1]}.v.${row}.a`;
}

/** A schema issue about a date or slider setting edited as a field (`o.2.t.minDaysAhead`), in Dutch. */
function typeFieldError(
  draft: Draft,
  path: readonly PropertyKey[],
): { field: string; message: string } | null {
  const [head, i, key] = path.map(String);
  const type = draft.options[Number(i)]?.type;
  if (head !== "options" || !type || !hasTypeFields(type)) return null;
  const kind = (TYPE_FIELDS[type] as Record<string, string>)[key];
  if (!kind) return null;
  const e = nl.adminBuilder.typeFields.errors;
  const message =
    key === "maxDays"
      ? e.maxDays
      : (
          {
            int: e.int,
            date: e.date,
            weekdays: e.weekdays,
            text: e.unit,
            list: e.list,
            mode: e.mode,
          } as Record<string, string>
        )[kind];
  return message ? { field: `o.${i}.t.${key}`, message } : null;
}

function ruleMessage(message: string): string {
  if (message === "unknown field") return c.field;
  if (message === "not comparable") return c.notComparable;
  if (message.startsWith("the first bound")) return c.pair;
  if (message === "invalid regular expression") return c.pattern;
  if (/slug/.test(message)) return c.field;
  return c.bound;
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
    if (e instanceof DraftExtraError) return { ok: false, errors: { [e.message]: extraMessage(e) } };
    throw e;
  }
  const errors = checkClashes(draft);
  const parsed = optionDefinitionSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const typed = typeFieldError(draft, issue.path);
      if (typed) {
        errors[typed.field] ??= typed.message;
        continue;
      }
      const field = ruleField(draft, fieldOfPath(issue.path));
      errors[field] ??= field.includes(".v.")
        ? ruleMessage(issue.message)
        : issueMessage(field, issue.message);
    }
  }
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  const problems = formulaProblems(parsed.data);
  if (Object.keys(problems).length) return { ok: false, errors: problems, definition: parsed.data };
  return { ok: true, definition: parsed.data };
}
