import { nl } from "~/i18n/nl";
import type { DiffEntry } from "~/modules/configurator/builder-diff";

const d = nl.adminBuilder.diff;
const FIELD_LABELS: Record<string, string> = {
  label: nl.adminBuilder.options.label,
  cartLabel: nl.adminBuilder.options.cartLabel,
  required: nl.adminBuilder.options.required,
  helpText: nl.adminBuilder.options.helpText,
  placeholder: nl.adminBuilder.options.placeholder,
  numeric: nl.adminBuilder.options.numeric,
  validation: `${nl.adminBuilder.options.min}/${nl.adminBuilder.options.max}/${nl.adminBuilder.options.step}`,
  visibility: nl.adminBuilder.visibility.heading,
  type: nl.adminBuilder.options.type,
  text: nl.adminBuilder.options.text,
  suboptions: nl.adminBuilder.suboptions.heading,
};

function entryText(e: DiffEntry): { text: string; details: string[] } {
  switch (e.kind) {
    case "option-added":
      return { text: d.optionAdded(e.label, e.slug), details: [] };
    case "option-removed":
      return { text: d.optionRemoved(e.label, e.slug), details: [] };
    case "option-changed":
      return {
        text: d.optionChanged(e.label, e.slug),
        details: [
          ...(e.fields.length ? [d.fields(e.fields.map((f) => FIELD_LABELS[f] ?? f).join(", "))] : []),
          ...e.rates.map((r) => d.rate(r.label || r.slug, r.from, r.to)),
          ...(e.suboptionsAdded.length ? [d.subAdded(e.suboptionsAdded.join(", "))] : []),
          ...(e.suboptionsRemoved.length ? [d.subRemoved(e.suboptionsRemoved.join(", "))] : []),
          ...(e.suboptionsChanged.length ? [d.subChanged(e.suboptionsChanged.join(", "))] : []),
        ],
      };
    case "options-reordered":
      return { text: d.reordered(e.to.join(", ")), details: [] };
    case "value":
      // A formula is long: the old and the new one each on a line of their own.
      return e.field === "mainFormula"
        ? { text: d.formulaChanged, details: [d.was(e.from), d.becomes(e.to)] }
        : { text: d.valueChange(d.value[e.field], e.from, e.to), details: [] };
    case "rule":
      return {
        text:
          e.change === "added"
            ? d.rule.added(e.index + 1, e.to ?? "")
            : e.change === "removed"
              ? d.rule.removed(e.index + 1, e.from ?? "")
              : d.rule.changed(e.index + 1, e.from ?? "", e.to ?? ""),
        details: [],
      };
    case "derived":
      return {
        text:
          e.change === "added"
            ? d.derived.added(e.slug, e.to ?? "")
            : e.change === "removed"
              ? d.derived.removed(e.slug, e.from ?? "")
              : d.derived.changed(e.slug, e.from ?? "", e.to ?? ""),
        details: [],
      };
    case "other":
      return { text: d.other[e.field], details: [] };
  }
}

/** A version's changes as a readable Dutch list. */
export function DefinitionDiff({ entries }: { entries: DiffEntry[] }) {
  if (!entries.length) return <p>{nl.adminBuilder.versions.noChanges}</p>;
  return (
    <ul className="builder-diff" data-testid="definition-diff">
      {entries.map((e, i) => {
        const { text, details } = entryText(e);
        return (
          <li key={i}>
            {text}
            {details.length ? (
              <ul>
                {details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
