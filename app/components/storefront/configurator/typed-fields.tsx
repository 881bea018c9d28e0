import { lazy, Suspense, useEffect, useState } from "react";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { shopToday, ymdOf } from "~/modules/configurator/calendar-days";
import { displayLabel, fieldName } from "~/modules/configurator/options";
import type { DateOption, MatrixOption, RangeSliderOption } from "~/modules/configurator/options.schema";
import { companionNote } from "~/modules/configurator/typed-labels";
import {
  CELL_SEPARATOR,
  companionValue,
  dateBounds,
  type TypedOption,
} from "~/modules/configurator/typed-values";

/**
 * The date, range-slider and price-matrix widgets (spec §3.7, §4.4, §5.3). Each is plain form inputs first —
 * date/time inputs, a number input, radio buttons — so the form works without JavaScript; with it, the date
 * gets a react-day-picker calendar (a chunk of its own, fetched on first use), the number a slider beside it,
 * and the matrix a second click that clears the chosen cell.
 */

export type FieldValue = string | string[];
type Values = Readonly<Record<string, FieldValue | undefined>>;

interface Props<O extends TypedOption> {
  option: O;
  values: Values;
  error?: string;
  help: React.ReactNode;
  errorText: React.ReactNode;
  describedBy?: string;
  onPatch: (patch: Record<string, FieldValue>) => void;
  onBlur: () => void;
}

const Calendar = lazy(() => import("./date-calendar"));
const str = (v: FieldValue | undefined) => (typeof v === "string" ? v : "");

function useHydrated() {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(true), []);
  return on;
}

function Legend({ option }: { option: TypedOption }) {
  return (
    <legend className="field-label">
      {displayLabel(option.label)}
      {option.required ? <span aria-hidden="true"> *</span> : null}
    </legend>
  );
}

export function DateField({
  option,
  values,
  help,
  errorText,
  describedBy,
  onPatch,
  onBlur,
}: Props<DateOption>) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const name = fieldName(option.slug);
  const today = shopToday();
  const { min, max } = dateBounds(option, today);
  const bounds = { min: min === null ? undefined : ymdOf(min), max: max === null ? undefined : ymdOf(max) };
  const w = nl.optionWidgets;
  const input = (key: string, label: string, type: string, value: string, extra = {}) => (
    <label className="typed-input" key={key}>
      <span>{label}</span>
      <input
        type={type}
        name={key}
        value={value}
        onChange={(e) => onPatch({ [key.replace(/\[\]$/, "")]: e.target.value })}
        onBlur={onBlur}
        className="field-input"
        aria-describedby={describedBy}
        {...extra}
      />
    </label>
  );
  let inputs: React.ReactNode;
  let days: string[] = [];
  if (option.mode === "time") {
    inputs = input(name, w.time, "time", str(values[name]).replace(/^(\d):/, "0$1:"), { step: 300 });
  } else if (option.mode === "single") {
    const v = str(values[name]);
    days = v ? [v.split(" ")[0]] : [];
    inputs = option.withTime
      ? input(name, w.date, "datetime-local", v.replace(" ", "T").replace(/T(\d):/, "T0$1:"), {
          step: 300,
          min: bounds.min ? `${bounds.min}T00:00` : undefined,
          max: bounds.max ? `${bounds.max}T23:59` : undefined,
        })
      : input(name, w.date, "date", v, bounds);
  } else if (option.mode === "range") {
    const [s, e] = [str(values[`${name}_start`]), str(values[`${name}_end`])];
    days = [s, e].filter(Boolean);
    inputs = [
      input(`${name}_start`, w.start, "date", s, bounds),
      input(`${name}_end`, w.end, "date", e, bounds),
    ];
  } else {
    const list = Array.isArray(values[`${name}_days`]) ? (values[`${name}_days`] as string[]) : [];
    days = list.filter(Boolean);
    inputs = Array.from({ length: option.maxDays }, (_, i) => (
      <label className="typed-input" key={i}>
        <span>{w.day(i + 1)}</span>
        <input
          type="date"
          name={`${name}_days[]`}
          value={list[i] ?? ""}
          onChange={(e) => {
            const next = Array.from({ length: option.maxDays }, (_, k) => list[k] ?? "");
            next[i] = e.target.value;
            onPatch({ [`${name}_days`]: next });
          }}
          onBlur={onBlur}
          className="field-input"
          {...bounds}
        />
      </label>
    ));
  }
  const pick = (picked: string[]) => {
    if (option.mode === "range")
      onPatch({ [`${name}_start`]: picked[0] ?? "", [`${name}_end`]: picked[1] ?? "" });
    else if (option.mode === "multiple") onPatch({ [`${name}_days`]: picked });
    else {
      const time = str(values[name]).split(" ")[1];
      onPatch({ [name]: picked[0] ? (time ? `${picked[0]} ${time}` : picked[0]) : "" });
    }
  };
  return (
    <fieldset className="field field-date" data-field={name} aria-describedby={describedBy}>
      <Legend option={option} />
      <div className="typed-inputs">{inputs}</div>
      {hydrated && option.mode !== "time" ? (
        <button
          type="button"
          className="btn btn-secondary calendar-toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? w.closeCalendar : w.openCalendar}
        </button>
      ) : null}
      {open && option.mode !== "time" ? (
        <Suspense fallback={<p>{w.calendarLoading}</p>}>
          <Calendar
            mode={option.mode}
            days={days}
            min={min}
            max={max}
            disabledWeekdays={option.disabledWeekdays}
            maxDays={option.maxDays}
            label={displayLabel(option.label)}
            onPick={pick}
          />
        </Suspense>
      ) : null}
      {help}
      {errorText}
    </fieldset>
  );
}

function Companion({
  option,
  id,
  label,
  value,
  onValue,
  onBlur,
  describedBy,
}: {
  option: RangeSliderOption;
  id: string;
  label: string;
  value: string;
  onValue: (v: string) => void;
  onBlur: () => void;
  describedBy?: string;
}) {
  const hydrated = useHydrated();
  const shown = option.list?.find((e) => e.value === value)?.label ?? value;
  const [typed, setTyped] = useState<string | null>(null);
  // What the input did to a typed number, said beside it until the next change (a slider clamps silently).
  const [note, setNote] = useState<string | null>(null);
  const index = option.list
    ? Math.max(
        0,
        option.list.findIndex((e) => e.value === value),
      )
    : 0;
  const apply = () => {
    if (typed === null) return;
    const v = companionValue(option, typed);
    setNote(companionNote(option, typed, v));
    setTyped(null);
    if (v !== null && v !== value) onValue(v);
    onBlur();
  };
  return (
    <div className="slider-row">
      {hydrated ? (
        <input
          type="range"
          aria-label={label}
          min={option.list ? 0 : option.min}
          max={option.list ? option.list.length - 1 : option.max}
          step={option.list ? 1 : option.step}
          value={option.list ? index : value || option.min}
          onChange={(e) => {
            setNote(null);
            onValue(option.list ? option.list[Number(e.target.value)].value : e.target.value);
          }}
          className="slider"
        />
      ) : null}
      <label className="typed-input">
        <span className={hydrated ? "sr-only" : undefined}>{label}</span>
        <input
          id={id}
          name={id}
          type={option.list || hydrated ? "text" : "number"}
          inputMode={option.list ? undefined : "decimal"}
          min={option.list ? undefined : option.min}
          max={option.list ? undefined : option.max}
          step={option.list ? undefined : option.step}
          value={typed ?? shown}
          onChange={(e) => {
            setNote(null);
            setTyped(e.target.value);
          }}
          onBlur={apply}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              apply();
            }
          }}
          aria-describedby={describedBy}
          className="field-input slider-companion"
        />
      </label>
      {option.unit ? <span className="slider-unit">{option.unit}</span> : null}
      <p className="field-help slider-note" role="status">
        {note}
      </p>
    </div>
  );
}

export function SliderField({
  option,
  values,
  help,
  errorText,
  describedBy,
  onPatch,
  onBlur,
}: Props<RangeSliderOption>) {
  const name = fieldName(option.slug);
  const w = nl.optionWidgets;
  const label = displayLabel(option.label);
  return (
    <fieldset className="field field-slider" data-field={name} aria-describedby={describedBy}>
      <Legend option={option} />
      {option.double ? (
        (["from", "to"] as const).map((end) => (
          <Companion
            key={end}
            option={option}
            id={`${name}_${end}`}
            label={`${label}: ${w[end]}`}
            value={str(values[`${name}_${end}`])}
            onValue={(v) => onPatch({ [`${name}_${end}`]: v })}
            onBlur={onBlur}
            describedBy={describedBy}
          />
        ))
      ) : (
        <Companion
          option={option}
          id={name}
          label={label}
          value={str(values[name])}
          onValue={(v) => onPatch({ [name]: v })}
          onBlur={onBlur}
          describedBy={describedBy}
        />
      )}
      {help}
      {errorText}
    </fieldset>
  );
}

export function MatrixField({
  option,
  values,
  help,
  errorText,
  describedBy,
  onPatch,
  onBlur,
}: Props<MatrixOption>) {
  const name = fieldName(option.slug);
  const [cellCol = "", cellRow = ""] = str(values[`${name}_cell`]).split(CELL_SEPARATOR);
  const col = str(values[`${name}_col`]) || cellCol;
  const row = str(values[`${name}_row`]) || cellRow;
  const select = (c: string, r: string, value: string) =>
    onPatch({ [name]: value, [`${name}_col`]: c, [`${name}_row`]: r, [`${name}_cell`]: "" });
  return (
    <fieldset className="field field-matrix" data-field={name} aria-describedby={describedBy}>
      <Legend option={option} />
      <div className="matrix-scroll">
        <table className="price-matrix">
          <thead>
            <tr>
              <th scope="col">
                {option.rowLabel ?? ""} \ {option.columnLabel ?? ""}
              </th>
              {option.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {option.rows.map((r, ri) => (
              <tr key={r}>
                <th scope="row">{r}</th>
                {option.columns.map((c, ci) => {
                  const cell = option.cells[ri]?.[ci] ?? "";
                  const chosen = c === col && r === row;
                  const text = nl.optionWidgets.cell(c, r);
                  return (
                    <td key={c} data-selected={chosen || undefined}>
                      {cell === "" ? (
                        <span className="matrix-unavailable">{nl.optionWidgets.notAvailable}</span>
                      ) : (
                        <label className="matrix-cell">
                          <input
                            type="radio"
                            name={`${name}_cell`}
                            value={`${c}${CELL_SEPARATOR}${r}`}
                            checked={chosen}
                            onChange={() => select(c, r, cell)}
                            // Spec §4.4: clicking the chosen cell again clears value, row and column.
                            onClick={() => {
                              if (chosen) select("", "", "");
                            }}
                            onBlur={onBlur}
                          />
                          <span>{text}</span>
                        </label>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {help}
      {errorText}
    </fieldset>
  );
}
