/**
 * Real form fields for the settings of a date and a range-slider option in the builder (decision 026), instead of
 * their JSON (decision 022), pure. The settings still travel in the option's `extra` JSON: the builder posts that
 * as a hidden field plus one field per setting (`o.{i}.t.{key}`), and `applyTypeFields` writes the posted fields
 * over the JSON. Other types keep the visible JSON field.
 */

export const TYPE_FIELD_TYPES = ["date", "range_slider"] as const;
export type TypeFieldType = (typeof TYPE_FIELD_TYPES)[number];

/** The marker field a builder form with these fields posts, so absent checkboxes mean "off". */
export const TYPE_FIELDS_MARKER = "present";

export function hasTypeFields(type: string): type is TypeFieldType {
  return (TYPE_FIELD_TYPES as readonly string[]).includes(type);
}

export const DATE_MODES = ["single", "range", "multiple", "time"] as const;

type Kind = "mode" | "flag" | "int" | "date" | "weekdays" | "text" | "list";
/** The settings edited as fields, per type, and how each is read. */
export const TYPE_FIELDS: Record<TypeFieldType, Record<string, Kind>> = {
  date: {
    mode: "mode",
    withTime: "flag",
    dayNight: "flag",
    minDaysAhead: "int",
    maxDaysAhead: "int",
    minDate: "date",
    maxDate: "date",
    disabledWeekdays: "weekdays",
    maxDays: "int",
  },
  range_slider: { double: "flag", unit: "text", list: "list" },
};

export type TypeFieldValues = Record<string, string | string[]>;

function parse(json: string): Record<string, unknown> {
  try {
    const v = JSON.parse(json || "{}");
    return v && typeof v === "object" && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

/** A slider list as lines "value = label"; back: each non-empty line, split at its first "=". */
export function listText(list: unknown): string {
  if (!Array.isArray(list)) return "";
  return list
    .map((e: { value?: unknown; label?: unknown }) => `${e.value ?? ""} = ${e.label ?? ""}`)
    .join("\n");
}

function listOf(text: string): { value: string; label: string }[] | undefined {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) return undefined;
  return lines.map((line) => {
    const at = line.indexOf("=");
    const value = (at < 0 ? line : line.slice(0, at)).trim().replace(",", ".");
    const label = at < 0 ? value : line.slice(at + 1).trim();
    return { value, label };
  });
}

/** The fields' values of an option's settings JSON, as the builder shows them. */
export function typeFieldValues(type: TypeFieldType, extra: string): TypeFieldValues {
  const o = parse(extra);
  const out: TypeFieldValues = {};
  for (const [key, kind] of Object.entries(TYPE_FIELDS[type])) {
    const v = o[key];
    if (kind === "weekdays") out[key] = Array.isArray(v) ? v.map(String) : [];
    else if (kind === "flag") out[key] = v === true ? "on" : "";
    else if (kind === "list") out[key] = listText(v);
    else if (kind === "mode") out[key] = typeof v === "string" ? v : "single";
    else out[key] = v === undefined || v === null ? "" : String(v);
  }
  return out;
}

/**
 * The settings JSON with the posted fields written over it. An empty field removes its key (the schema's default
 * applies); a number that is not whole stays as typed, so the schema refuses it beside the field.
 */
export function applyTypeFields(
  type: TypeFieldType,
  extra: string,
  posted: Record<string, string[]>,
): string {
  const o = parse(extra);
  for (const [key, kind] of Object.entries(TYPE_FIELDS[type])) {
    const values = posted[key] ?? [];
    const first = (values[0] ?? "").trim();
    delete o[key];
    if (kind === "flag") o[key] = values.length > 0;
    else if (kind === "weekdays") o[key] = values.map(Number);
    else if (kind === "list") o[key] = listOf(values[0] ?? "");
    else if (first === "") continue;
    else if (kind === "int") o[key] = /^-?\d+$/.test(first) ? Number(first) : first;
    else o[key] = first;
  }
  return JSON.stringify(Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
}
