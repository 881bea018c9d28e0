import { fieldName } from "~/modules/configurator/options";
import type { MatrixOption, Option } from "~/modules/configurator/options.schema";
import { CELL_SEPARATOR } from "~/modules/configurator/typed-values";
import type { FieldValue } from "./option-field";

/** The option types whose form controls hold exactly the value the form's state keeps. */
const PLAIN = new Set(["text_input", "number", "textarea", "select", "radio", "checkbox"]);

/**
 * What a shopper typed or chose in the server-rendered form before it hydrated: React keeps the state it was
 * rendered with, so those values are only in the DOM (and no change event priced them). Returns the state with
 * them taken over, the fields that changed, and the quantity; null when nothing differs. Plain controls are read
 * (text, number, select, radio, checkbox), whose DOM value is the state's value as it is, and the price matrix's
 * cell radios (`{name}_cell` = "column|row"), whose choice sets the cell's value, column and row.
 */
export function typedBeforeHydration(
  form: HTMLFormElement | null,
  options: readonly Option[],
  values: Readonly<Record<string, FieldValue>>,
  quantity: string,
): { values: Record<string, FieldValue>; quantity: string; fields: string[] } | null {
  if (!form) return null;
  const data = new FormData(form);
  const next: Record<string, FieldValue> = { ...values };
  const fields: string[] = [];
  for (const option of options) {
    if (option.type === "matrix") {
      if (takeMatrixCell(data, option, values, next)) fields.push(fieldName(option.slug));
      continue;
    }
    if (!PLAIN.has(option.type)) continue;
    const name = fieldName(option.slug);
    // A checkbox list posts as `{name}[]` (option-field.tsx).
    const all = data.getAll(option.type === "checkbox" ? `${name}[]` : name).map(String);
    const value: FieldValue = option.type === "checkbox" ? all : (all[0] ?? "");
    // Checkbox lists compare as their joined slugs (a slug has no comma).
    if (String(value) !== String(values[name] ?? "")) {
      next[name] = value;
      fields.push(name);
    }
  }
  const typedQuantity = data.get("quantity");
  const q = typeof typedQuantity === "string" ? typedQuantity : quantity;
  if (fields.length === 0 && q === quantity) return null;
  return { values: next, quantity: q, fields };
}

/** Takes over a price-matrix cell chosen before hydration into `next` (as MatrixField's choice does); true if so. */
function takeMatrixCell(
  data: FormData,
  option: MatrixOption,
  values: Readonly<Record<string, FieldValue>>,
  next: Record<string, FieldValue>,
): boolean {
  const name = fieldName(option.slug);
  const picked = data.get(`${name}_cell`);
  if (typeof picked !== "string") return false;
  const [col = "", row = ""] = picked.split(CELL_SEPARATOR);
  const [cellCol = "", cellRow = ""] = String(values[`${name}_cell`] ?? "").split(CELL_SEPARATOR);
  const stateCol = String(values[`${name}_col`] ?? "") || cellCol;
  const stateRow = String(values[`${name}_row`] ?? "") || cellRow;
  if (col === stateCol && row === stateRow) return false;
  const cell = option.cells[option.rows.indexOf(row)]?.[option.columns.indexOf(col)] ?? "";
  if (cell === "") return false;
  Object.assign(next, { [name]: cell, [`${name}_col`]: col, [`${name}_row`]: row, [`${name}_cell`]: "" });
  return true;
}
