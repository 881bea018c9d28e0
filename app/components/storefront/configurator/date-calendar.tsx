import { format } from "date-fns";
import { nl } from "date-fns/locale";
import { DayPicker, type Matcher } from "react-day-picker";
import { dayNumber, ymdOf } from "~/modules/configurator/calendar-days";

/**
 * The react-day-picker calendar of a date option (spec §9.3: Dutch, week starting on Sunday). Loaded with a
 * dynamic import on first use, so a product without date options — and a shopper who types the date — never
 * downloads it. Days are `Y-MM-DD` strings on both sides.
 */

export interface CalendarProps {
  mode: "single" | "range" | "multiple";
  /** The picked days (single: one, range: start and end, multiple: the list). */
  days: string[];
  min: number | null;
  max: number | null;
  disabledWeekdays: number[];
  maxDays: number;
  label: string;
  onPick: (days: string[]) => void;
}

const toDate = (ymd: string) => {
  const n = dayNumber(ymd);
  if (n === null) return undefined;
  const [y, m, d] = ymd.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const toYmd = (d: Date) => format(d, "yyyy-MM-dd");

export default function DateCalendar({
  mode,
  days,
  min,
  max,
  disabledWeekdays,
  maxDays,
  label,
  onPick,
}: CalendarProps) {
  const disabled: Matcher[] = [];
  const minDate = min === null ? undefined : toDate(ymdOf(min));
  const maxDate = max === null ? undefined : toDate(ymdOf(max));
  if (minDate) disabled.push({ before: minDate });
  if (maxDate) disabled.push({ after: maxDate });
  if (disabledWeekdays.length) disabled.push({ dayOfWeek: disabledWeekdays });
  const picked = days.map(toDate).filter((d): d is Date => d !== undefined);
  const common = {
    locale: nl,
    weekStartsOn: 0 as const,
    disabled,
    defaultMonth: picked[0] ?? minDate,
    startMonth: minDate,
    endMonth: maxDate,
    "aria-label": label,
  };
  if (mode === "range")
    return (
      <DayPicker
        {...common}
        mode="range"
        selected={picked.length ? { from: picked[0], to: picked[1] } : undefined}
        onSelect={(r) => onPick(r?.from ? [toYmd(r.from), r.to ? toYmd(r.to) : ""] : ["", ""])}
      />
    );
  if (mode === "multiple")
    return (
      <DayPicker
        {...common}
        mode="multiple"
        max={maxDays}
        selected={picked}
        onSelect={(list) => onPick((list ?? []).map(toYmd).sort())}
      />
    );
  return (
    <DayPicker {...common} mode="single" selected={picked[0]} onSelect={(d) => onPick(d ? [toYmd(d)] : [])} />
  );
}
