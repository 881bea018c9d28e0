import { asType, type Draft, type DraftOption, MAX_ITEMS, newOption, newSuboption } from "./builder-draft";
import type { OptionType } from "./options.schema";

/** The option builder's intents: what its buttons do to the draft (the same with and without JS). Pure. */

export type Intent =
  | { kind: "add-option"; type: OptionType }
  | { kind: "move"; index: number; to: number }
  | { kind: "duplicate" | "remove" | "add-suboption" | "add-condition"; index: number }
  | { kind: "remove-suboption" | "remove-condition"; index: number; sub: number }
  | { kind: "add-rule" | "add-derived" }
  | { kind: "remove-rule" | "remove-derived"; index: number }
  | { kind: "check" | "save" };

/**
 * Reads an intent button's value: `add-option` (the type comes from the "Type" select), `move-up:3`,
 * `move-down:3`, `move:3:0` (drag and drop), `duplicate:3`, `remove:3`, `add-suboption:3`,
 * `remove-suboption:3:1`, `add-condition:3`, `remove-condition:3:0`, `add-rule`, `remove-rule:0`,
 * `add-derived`, `remove-derived:0`, `check`, `save`. Null for anything else.
 */
export function parseIntent(value: string, newType = ""): Intent | null {
  const [kind, a, b] = value.split(":");
  const i = Number(a);
  const j = Number(b);
  const isIndex = (n: number) => Number.isInteger(n) && n >= 0 && n < MAX_ITEMS;
  switch (kind) {
    case "add-option":
      return { kind, type: asType(newType) };
    case "check":
    case "save":
    case "add-rule":
    case "add-derived":
      return { kind };
    case "move-up":
    case "move-down":
      return isIndex(i) ? { kind: "move", index: i, to: kind === "move-up" ? i - 1 : i + 1 } : null;
    case "move":
      return isIndex(i) && isIndex(j) ? { kind, index: i, to: j } : null;
    case "duplicate":
    case "remove":
    case "add-suboption":
    case "add-condition":
    case "remove-rule":
    case "remove-derived":
      return isIndex(i) ? { kind, index: i } : null;
    case "remove-suboption":
    case "remove-condition":
      return isIndex(i) && isIndex(j) ? { kind, index: i, sub: j } : null;
    default:
      return null;
  }
}

function uniqueSlug(base: string, taken: (s: string) => boolean): string {
  let n = 2;
  while (taken(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * Applies an edit intent to a draft; returns the new draft and the index of the option to focus (the moved,
 * added or duplicated one). `check` and `save` leave the draft as it is.
 */
export function applyIntent(draft: Draft, intent: Intent): { draft: Draft; focus?: number } {
  const options = [...draft.options];
  const taken = (s: string) => options.some((o) => o.slug === s);
  const withOption = (i: number, change: (o: DraftOption) => DraftOption) =>
    i < options.length
      ? { draft: { ...draft, options: options.map((o, k) => (k === i ? change(o) : o)) }, focus: i }
      : { draft };
  switch (intent.kind) {
    case "add-option": {
      options.push(newOption(intent.type, taken));
      return { draft: { ...draft, options }, focus: options.length - 1 };
    }
    case "move": {
      const { index, to } = intent;
      if (index >= options.length || to < 0 || to >= options.length || to === index)
        return { draft, focus: index };
      const [moved] = options.splice(index, 1);
      options.splice(to, 0, moved);
      return { draft: { ...draft, options }, focus: to };
    }
    case "duplicate": {
      const o = options[intent.index];
      if (!o) return { draft };
      options.splice(intent.index + 1, 0, { ...structuredClone(o), slug: uniqueSlug(o.slug, taken) });
      return { draft: { ...draft, options }, focus: intent.index + 1 };
    }
    case "remove":
      if (intent.index >= options.length) return { draft };
      options.splice(intent.index, 1);
      return { draft: { ...draft, options } };
    case "add-suboption":
      return withOption(intent.index, (o) => {
        let n = o.suboptions.length + 1;
        while (o.suboptions.some((s) => s.slug === `keuze-${n}`)) n++;
        return { ...o, suboptions: [...o.suboptions, newSuboption(n)] };
      });
    case "remove-suboption":
      return withOption(intent.index, (o) => ({
        ...o,
        suboptions: o.suboptions.filter((_, k) => k !== intent.sub),
      }));
    case "add-condition":
      return withOption(intent.index, (o) => ({
        ...o,
        conditions: [
          ...o.conditions,
          { field: options.find((x) => x !== o)?.slug ?? "", op: "eq", value: "" },
        ],
      }));
    case "remove-condition":
      return withOption(intent.index, (o) => ({
        ...o,
        conditions: o.conditions.filter((_, k) => k !== intent.sub),
      }));
    case "add-rule":
      return { draft: { ...draft, rules: [...draft.rules, { condition: "", formula: "", disable: false }] } };
    case "remove-rule":
      return { draft: { ...draft, rules: draft.rules.filter((_, k) => k !== intent.index) } };
    case "add-derived":
      return { draft: { ...draft, derived: [...draft.derived, { slug: "", formula: "" }] } };
    case "remove-derived":
      return { draft: { ...draft, derived: draft.derived.filter((_, k) => k !== intent.index) } };
    default:
      return { draft };
  }
}
