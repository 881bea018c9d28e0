import { asType, type Draft, emptyDraft, MAX_ITEMS, newOption, newSuboption } from "./builder-draft";
import { applyTypeFields, hasTypeFields, TYPE_FIELDS_MARKER } from "./builder-type-fields";
import { VISIBILITY_OPS } from "./options.schema";

/** The builder's flat form fields ↔ draft (pure): the names its inputs post and how they are read back. */

/** The draft as flat form fields (the builder's input names), e.g. `o.0.label`, `o.0.s.1.rate`, `r.0.formula`. */
export function draftFields(draft: Draft): Record<string, string> {
  const f: Record<string, string> = {
    basePrice: draft.basePrice,
    mainFormula: draft.mainFormula,
    minPrice: draft.minPrice,
    maxPrice: draft.maxPrice,
    note: draft.note,
    extra: draft.extra,
  };
  const flag = (k: string, b: boolean) => {
    if (b) f[k] = "on";
  };
  draft.rules.forEach((r, i) => {
    f[`r.${i}.condition`] = r.condition;
    f[`r.${i}.formula`] = r.formula;
    flag(`r.${i}.disable`, r.disable);
  });
  draft.derived.forEach((d, i) => {
    f[`d.${i}.slug`] = d.slug;
    f[`d.${i}.formula`] = d.formula;
  });
  draft.options.forEach((o, i) => {
    const p = `o.${i}.`;
    for (const k of [
      "type",
      "slug",
      "label",
      "cartLabel",
      "helpText",
      "placeholder",
      "min",
      "max",
      "step",
      "text",
      "variant",
      "match",
      "extra",
    ] as const)
      f[p + k] = o[k];
    flag(`${p}required`, o.required);
    flag(`${p}numeric`, o.numeric);
    o.conditions.forEach((c, k) => {
      f[`${p}c.${k}.field`] = c.field;
      f[`${p}c.${k}.op`] = c.op;
      f[`${p}c.${k}.value`] = c.value;
    });
    o.checks.forEach((c, k) => {
      f[`${p}v.${k}.rule`] = c.rule;
      f[`${p}v.${k}.a`] = c.a;
      f[`${p}v.${k}.b`] = c.b;
    });
    o.suboptions.forEach((s, k) => {
      for (const key of ["slug", "label", "rate", "image", "colour", "galleryImage", "extra"] as const)
        f[`${p}s.${k}.${key}`] = s[key];
      flag(`${p}s.${k}.default`, s.default);
    });
  });
  return f;
}

const INDEXED = /^(o|r|d)\.(\d{1,3})\.(.+)$/;
const NESTED = /^(s|c|v)\.(\d{1,3})\.(\w+)$/;

function slot<T>(list: T[], i: number, make: () => T): T {
  if (i >= MAX_ITEMS) throw new RangeError("too many items");
  while (list.length <= i) list.push(make());
  return list[i];
}

/** Reads the builder's posted fields back into a draft. Unknown names are ignored; gaps are filled empty. */
export function parseDraftForm(entries: Iterable<[string, FormDataEntryValue]>): Draft {
  const draft = { ...emptyDraft(), basePrice: "", mainFormula: "", extra: "{}" };
  /** Posted type-setting fields (`o.{i}.t.{key}`) per option index. */
  const typeFields = new Map<number, Record<string, string[]>>();
  for (const [name, raw] of entries) {
    if (typeof raw !== "string") continue;
    const value = raw.replace(/\r\n/g, "\n");
    if (name === "basePrice" || name === "mainFormula" || name === "minPrice" || name === "maxPrice")
      draft[name] = value;
    else if (name === "note" || name === "extra") draft[name] = value;
    const m = INDEXED.exec(name);
    if (!m) continue;
    const [, group, index, rest] = m;
    const i = Number(index);
    if (group === "r") {
      const r = slot(draft.rules, i, () => ({ condition: "", formula: "", disable: false }));
      if (rest === "condition" || rest === "formula") r[rest] = value;
      if (rest === "disable") r.disable = true;
    } else if (group === "d") {
      const d = slot(draft.derived, i, () => ({ slug: "", formula: "" }));
      if (rest === "slug" || rest === "formula") d[rest] = value;
    } else {
      const o = slot(draft.options, i, () => ({
        ...newOption("text_input", () => false),
        slug: "",
        numeric: false,
        suboptions: [],
        checks: [],
      }));
      const n = NESTED.exec(rest);
      const typeField = /^t\.(\w+)$/.exec(rest);
      if (typeField) {
        const posted = typeFields.get(i) ?? {};
        posted[typeField[1]] = [...(posted[typeField[1]] ?? []), value];
        typeFields.set(i, posted);
      } else if (n) {
        const k = Number(n[2]);
        if (n[1] === "s") {
          const s = slot(o.suboptions, k, () => ({ ...newSuboption(k + 1), slug: "", rate: "" }));
          if (n[3] === "default") s.default = true;
          else if (
            n[3] === "slug" ||
            n[3] === "label" ||
            n[3] === "rate" ||
            n[3] === "image" ||
            n[3] === "colour" ||
            n[3] === "galleryImage" ||
            n[3] === "extra"
          )
            s[n[3]] = value;
        } else if (n[1] === "v") {
          const c = slot(o.checks, k, () => ({ rule: "", a: "", b: "" }));
          if (n[3] === "rule" || n[3] === "a" || n[3] === "b") c[n[3]] = value;
        } else {
          const c = slot(o.conditions, k, () => ({ field: "", op: "eq", value: "" }));
          if (n[3] === "field" || n[3] === "value") c[n[3]] = value;
          if (n[3] === "op") c.op = (VISIBILITY_OPS as readonly string[]).includes(value) ? value : "eq";
        }
      } else if (rest === "type") o.type = asType(value);
      else if (rest === "required" || rest === "numeric") o[rest] = true;
      else if (rest === "match") o.match = value === "any" ? "any" : "all";
      else if (
        rest === "slug" ||
        rest === "label" ||
        rest === "cartLabel" ||
        rest === "helpText" ||
        rest === "placeholder" ||
        rest === "min" ||
        rest === "max" ||
        rest === "step" ||
        rest === "text" ||
        rest === "variant" ||
        rest === "extra"
      )
        o[rest] = value;
    }
  }
  // The rule picker's empty rows ("no rule") are dropped, so row numbers match the saved rules.
  for (const o of draft.options) o.checks = o.checks.filter((c) => c.rule !== "");
  // Date and slider settings posted as fields are written over the option's settings JSON.
  for (const [i, posted] of typeFields) {
    const o = draft.options[i];
    if (o && posted[TYPE_FIELDS_MARKER] && hasTypeFields(o.type))
      o.extra = applyTypeFields(o.type, o.extra, posted);
  }
  return draft;
}
