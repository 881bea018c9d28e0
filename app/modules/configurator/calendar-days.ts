import { formatDate, SHOP_TIME_ZONE } from "~/utils/format";

/**
 * Calendar days as `Y-MM-DD` strings (spec §3.7, §9.3): parse, shift, compare, weekday, and the shop's "today".
 * Pure and tiny (UTC day arithmetic, no date library), shared by the browser and the server.
 */

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The day number (days since 1970-01-01) of a valid `Y-MM-DD`; null for anything else (2027-02-30 too). */
export function dayNumber(ymd: string): number | null {
  const m = YMD.exec(ymd);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / DAY_MS;
}

/** The `Y-MM-DD` of a day number. */
export function ymdOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

// Made on first use (see partsFormatterOf in app/utils/format.ts): loading this module in the browser costs no
// time-zone data.
let todayFormatter: Intl.DateTimeFormat | undefined;

/** Today's `Y-MM-DD` in the shop's time zone (Europe/Amsterdam). */
export function shopToday(now: Date = new Date()): string {
  todayFormatter ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return todayFormatter.format(now);
}

/** A valid day as the moment the shop's one date formatter takes (noon UTC: the same day in Amsterdam). */
const noonOf = (ymd: string) => `${ymd}T12:00:00Z`;

/** "2027-03-05" → "5 maart 2027"; the input unchanged when it is not a valid day. */
export function formatDay(ymd: string): string {
  return dayNumber(ymd) === null ? ymd : formatDate(noonOf(ymd), "day");
}

/** "2027-03-05" → "vrijdag 5 maart 2027". */
export function formatDayFull(ymd: string): string {
  return dayNumber(ymd) === null ? ymd : formatDate(noonOf(ymd), "full");
}

/** A time as typed or posted ("09:30", "9:30", "09:30:00") → "9:30"; null when it is not a time of day. */
export function normaliseTime(text: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(text.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (h > 23 || min > 59) return null;
  return `${h}:${m[2]}`;
}
