/**
 * Reading JSON the shop stored itself (order addresses, line snapshots): take what is there, skip what is not, so
 * an older or odd row still shows instead of failing. Pure.
 */

/** The object a stored JSON string holds; {} for anything else (not JSON, an array, null …). */
export function storedObject(json: unknown): Record<string, unknown> {
  if (typeof json !== "string") return {};
  try {
    const v = JSON.parse(json);
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A stored value as trimmed text: strings and numbers; "" for anything else. */
export function storedText(v: unknown): string {
  return typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "";
}
