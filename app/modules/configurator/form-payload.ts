/**
 * Turns a posted option form into the payload shape of the background calls: one entry per field, names
 * ending in [] become arrays (spec §3.7); `data[field]` names are unwrapped.
 */
export function formPayload(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === "string");
    const inner = /^data\[([^\]]+)\](\[\])?$/.exec(key);
    const name = inner ? inner[1] + (inner[2] ?? "") : key;
    if (name.endsWith("[]")) out[name.slice(0, -2)] = all;
    else out[name] = all.length > 1 ? all : (all[0] ?? "");
  }
  return out;
}
