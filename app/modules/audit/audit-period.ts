import { SHOP_TIME_ZONE } from "~/utils/format";

/**
 * The audit log's period filter: a day typed as YYYY-MM-DD (an `<input type="date">`) means that calendar day
 * in the shop's time zone. Pure.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC instant at which the given day starts in the shop's time zone; null for anything but a real day. */
export function dayStartIso(day: string, timeZone = SHOP_TIME_ZONE): string | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utcMidnight = Date.UTC(y, mo - 1, d);
  const check = new Date(utcMidnight);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  // The zone's offset at that moment (taken twice, so a day that starts right after a DST change is right too).
  let guess = utcMidnight - offsetMs(utcMidnight, timeZone);
  guess = utcMidnight - offsetMs(guess, timeZone);
  return new Date(guess).toISOString();
}

/** The start of the day after `day` (the exclusive upper bound of a period ending on `day`). */
export function nextDayStartIso(day: string, timeZone = SHOP_TIME_ZONE): string | null {
  const m = DAY.exec(day);
  if (!m || dayStartIso(day, timeZone) === null) return null;
  const next = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1));
  return dayStartIso(next.toISOString().slice(0, 10), timeZone);
}

function offsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}
