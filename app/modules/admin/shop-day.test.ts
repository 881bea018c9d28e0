import { describe, expect, it } from "vitest";
import { shopDayStartIso } from "./periods";

const dayStartIso = (day: string) => shopDayStartIso(day);
const nextDayStartIso = (day: string) => shopDayStartIso(day, 1);

describe("a shop day (Amsterdam) as a query bound", () => {
  it("starts a winter day at 23:00 UTC the day before and a summer day at 22:00 UTC", () => {
    expect(dayStartIso("2026-01-15")).toBe("2026-01-14T23:00:00.000Z");
    expect(dayStartIso("2026-07-01")).toBe("2026-06-30T22:00:00.000Z");
  });

  it("handles the days of the clock changes", () => {
    expect(dayStartIso("2026-03-29")).toBe("2026-03-28T23:00:00.000Z");
    expect(nextDayStartIso("2026-03-29")).toBe("2026-03-29T22:00:00.000Z");
    expect(dayStartIso("2026-10-25")).toBe("2026-10-24T22:00:00.000Z");
    expect(nextDayStartIso("2026-10-25")).toBe("2026-10-25T23:00:00.000Z");
  });

  it("ends a period after its last day, also across a month and year end", () => {
    expect(nextDayStartIso("2026-12-31")).toBe("2026-12-31T23:00:00.000Z");
    expect(nextDayStartIso("2026-02-28")).toBe("2026-02-28T23:00:00.000Z");
  });

  it("refuses what is not a calendar day", () => {
    for (const bad of ["", "2026-02-30", "2026-13-01", "15-01-2026", "2026-1-5", "x"]) {
      expect(dayStartIso(bad)).toBeNull();
      expect(nextDayStartIso(bad)).toBeNull();
    }
  });
});
