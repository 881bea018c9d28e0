import { fieldName } from "~/modules/configurator/options";
import type { Option } from "~/modules/configurator/options.schema";
import type { FieldValue } from "./option-field";

/** The option types whose form controls hold exactly the value the form's state keeps. */
const PLAIN = new Set(["text_input", "number", "textarea", "select", "radio", "checkbox"]);

/**
 * What a shopper typed or chose in the server-rendered form before it hydrated: React keeps the state it was
 * rendered with, so those values are only in the DOM (and no change event priced them). Returns the state with
 * them taken over, the fields that changed, and the quantity; null when nothing differs. Only plain controls are
 * read (text, number, select, radio, checkbox), whose DOM value is the state's value as it is.
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
    if (!PLAIN.has(option.type)) continue;
    const name = fieldName(option.slug);
    const all = data.getAll(name).map(String);
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
