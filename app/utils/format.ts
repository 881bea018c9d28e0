import { storefrontMessages as nl } from "~/i18n/nl.storefront";

export const SHOP_TIME_ZONE = "Europe/Amsterdam";

interface Parts {
  year: number;
  month: number; // 1-12
  day: number;
  weekday: number; // 0 = Sunday
  hour: number;
  minute: number;
}

// Made on first use, not when the module loads: a browser's first formatter with a time zone loads the zone data,
// tens of milliseconds of main thread that a page which formats no date (in the browser) should not pay.
let partsFormatter: Intl.DateTimeFormat | undefined;
const partsFormatterOf = () =>
  (partsFormatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    weekday: "short",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }));
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/**
 * Parts of moments already seen, by epoch milliseconds: formatToParts costs tens of microseconds, and a product
 * page formats every review's date on each render. Emptied when full, so it stays small.
 */
const partsSeen = new Map<number, Parts>();
const PARTS_SEEN_MAX = 5_000;

/** The calendar parts of a moment as seen in the shop's time zone (Europe/Amsterdam). */
function parts(date: Date | string): Parts {
  const d = typeof date === "string" ? new Date(date) : date;
  const time = d.getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid date: ${String(date)}`);
  const seen = partsSeen.get(time);
  if (seen) return seen;
  if (partsSeen.size >= PARTS_SEEN_MAX) partsSeen.clear();
  const calendar = partsOf(d);
  partsSeen.set(time, calendar);
  return calendar;
}

function partsOf(d: Date): Parts {
  const p = Object.fromEntries(
    partsFormatterOf()
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    weekday: WEEKDAY_INDEX[p.weekday],
    hour: Number(p.hour),
    minute: Number(p.minute),
  };
}

export type DateStyle = "short" | "medium" | "day" | "long" | "full" | "time" | "datetime";

/**
 * The one date formatter (spec §9.3), Dutch, in the shop's time zone:
 * - short:    22/11/2026
 * - medium:   22 nov 2026
 * - day:      22 november 2026
 * - long:     22 november 2026 9:05
 * - full:     zondag 22 november 2026
 * - time:     9:05 (24-hour, hour without leading zero)
 * - datetime: 22/11/2026 9:05
 */
export function formatDate(date: Date | string, style: DateStyle = "short"): string {
  const p = parts(date);
  const time = `${p.hour}:${String(p.minute).padStart(2, "0")}`;
  const short = `${p.day}/${p.month}/${p.year}`;
  switch (style) {
    case "short":
      return short;
    case "medium":
      return `${p.day} ${nl.monthsShort[p.month - 1]} ${p.year}`;
    case "day":
      return `${p.day} ${nl.months[p.month - 1]} ${p.year}`;
    case "long":
      return `${p.day} ${nl.months[p.month - 1]} ${p.year} ${time}`;
    case "full":
      return `${nl.weekdays[p.weekday]} ${p.day} ${nl.months[p.month - 1]} ${p.year}`;
    case "time":
      return time;
    case "datetime":
      return `${short} ${time}`;
  }
}

export const RANGE_SEPARATOR = " - ";

/** A date range with the §9.3 separator: "1/12/2026 - 5/12/2026". */
export function formatDateRange(
  start: Date | string,
  end: Date | string,
  style: DateStyle = "short",
): string {
  return `${formatDate(start, style)}${RANGE_SEPARATOR}${formatDate(end, style)}`;
}
