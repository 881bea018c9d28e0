/**
 * The rows of a product's "Extra informatie" tab (glass type, thickness, size limits, delivery time…) as the back
 * office edits them: one row per line, "Naam: waarde". Pure: the product form's schema and its values use it.
 */
export interface AttributeRow {
  name: string;
  value: string;
}

export const ATTRIBUTES_MAX_ROWS = 30;
const NAME_MAX = 100;
const VALUE_MAX = 500;

export type AttributeLinesError =
  | { kind: "too_many" }
  | { kind: "no_colon"; line: number }
  | { kind: "empty"; line: number }
  | { kind: "too_long"; line: number };

/** The rows of the posted text (blank lines skipped; split at the first colon), or the first error. */
export function parseAttributeLines(text: string): AttributeRow[] | AttributeLinesError {
  const rows: AttributeRow[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === "") continue;
    const colon = line.indexOf(":");
    if (colon < 0) return { kind: "no_colon", line: i + 1 };
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!name || !value) return { kind: "empty", line: i + 1 };
    if (name.length > NAME_MAX || value.length > VALUE_MAX) return { kind: "too_long", line: i + 1 };
    rows.push({ name, value });
    if (rows.length > ATTRIBUTES_MAX_ROWS) return { kind: "too_many" };
  }
  return rows;
}

/** The text the form shows for stored rows. */
export function attributeLines(rows: readonly AttributeRow[]): string {
  return rows.map((r) => `${r.name}: ${r.value}`).join("\n");
}
