import { nl } from "~/i18n/nl";
import { DraftExtraError, definitionInputOfDraft, fieldOfPath, formulaVariables } from "./builder-definition";
import type { Draft, DraftErrors } from "./builder-draft";
import { compileFormula, type FormulaError, isFormulaError } from "./formula-compile";
import { derivedName, type OptionDefinition, optionDefinitionSchema } from "./options.schema";

/** Validation of a builder draft, with every problem in Dutch keyed by the draft field it belongs to (pure). */

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
