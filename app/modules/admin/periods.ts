/**
 * Calendar periods in the shop's time zone (Europe/Amsterdam), as UTC instants for queries on the stored ISO
 * timestamps. Pure. Decision: a week starts on Monday 0:00 (ISO 8601, the Dutch calendar).
 */
import { SHOP_TIME_ZONE } from "~/utils/format";

const dayFormatter = new Intl.DateTimeFormat("en-US", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** The wall-clock time in Amsterdam of `instant`, read as if it were UTC (ms). */
function wallClock(instant: number): number {
  const p = Object.fromEntries(dayFormatter.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
}

/** The instant at which Amsterdam's clock shows 0:00 on the given calendar day (month 1-12). */
export function amsterdamMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Start from the wall time as UTC and correct by the offset found there; a second pass settles DST changes.
  let instant = wall - (wallClock(wall) - wall);
  instant = wall - (wallClock(instant) - instant);
  return new Date(instant);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The UTC instant (ISO) at which the calendar day `YYYY-MM-DD` — moved by `plusDays` — starts in Amsterdam, for
 * the "from" and "to" filters of the back-office lists (a period ending on a day is `< shopDayStartIso(day, 1)`).
 * Null for anything but a real day (2026-02-30, 26-11-2026 …).
 */
export function shopDayStartIso(day: string, plusDays = 0): string | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  const target = new Date(Date.UTC(y, mo - 1, d + plusDays));
  return amsterdamMidnight(
    target.getUTCFullYear(),
    target.getUTCMonth() + 1,
    target.getUTCDate(),
  ).toISOString();
}

export interface Periods {
  /** Today 0:00 in Amsterdam. */
  todayStart: Date;
  /** Monday 0:00 of this week in Amsterdam. */
  weekStart: Date;
  /** The calendar dates (YYYY-MM-DD) of today and of this week's Monday in Amsterdam. */
  today: string;
  monday: string;
}

export function periodsAt(now: Date): Periods {
  const wall = new Date(wallClock(now.getTime()));
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth() + 1;
  const d = wall.getUTCDate();
  const sinceMonday = (wall.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(y, m - 1, d - sinceMonday));
  return {
    today: wall.toISOString().slice(0, 10),
    monday: monday.toISOString().slice(0, 10),
    todayStart: amsterdamMidnight(y, m, d),
    weekStart: amsterdamMidnight(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()),
  };
}
