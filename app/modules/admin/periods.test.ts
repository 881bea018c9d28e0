import { describe, expect, it } from "vitest";
import { amsterdamMidnight, periodsAt } from "./periods";

describe("Amsterdam days and weeks", () => {
  it("midnight is 23:00 UTC in winter and 22:00 UTC in summer", () => {
    expect(amsterdamMidnight(2026, 11, 23).toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(amsterdamMidnight(2026, 7, 1).toISOString()).toBe("2026-06-30T22:00:00.000Z");
  });
  it("on the days the clocks change", () => {
    // 29 March 2026: summer time starts at 2:00; midnight is still winter time.
    expect(amsterdamMidnight(2026, 3, 29).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(amsterdamMidnight(2026, 3, 30).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    // 25 October 2026: winter time starts at 3:00; midnight is still summer time.
    expect(amsterdamMidnight(2026, 10, 25).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(amsterdamMidnight(2026, 10, 26).toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });
  it("today starts at Amsterdam's midnight, also just after it when UTC is still on the day before", () => {
    expect(periodsAt(new Date("2026-11-22T23:30:00Z")).todayStart.toISOString()).toBe(
      "2026-11-22T23:00:00.000Z",
    );
    expect(periodsAt(new Date("2026-11-22T22:59:59Z")).todayStart.toISOString()).toBe(
      "2026-11-21T23:00:00.000Z",
    );
  });
  it("the week starts on Monday, also on Sunday evening and on Monday itself", () => {
    // Monday 23 November 2026.
    expect(periodsAt(new Date("2026-11-23T10:00:00Z")).weekStart.toISOString()).toBe(
      "2026-11-22T23:00:00.000Z",
    );
    expect(periodsAt(new Date("2026-11-25T23:30:00Z"))).toMatchObject({
      today: "2026-11-26",
      monday: "2026-11-23",
    });
    expect(periodsAt(new Date("2026-11-22T23:30:00Z"))).toMatchObject({
      today: "2026-11-23",
      monday: "2026-11-23",
    });
    expect(periodsAt(new Date("2026-11-22T22:30:00Z"))).toMatchObject({
      today: "2026-11-22",
      monday: "2026-11-16",
    });
    expect(periodsAt(new Date("2026-11-22T22:30:00Z")).weekStart.toISOString()).toBe(
      "2026-11-15T23:00:00.000Z",
    );
    expect(periodsAt(new Date("2026-11-29T22:59:00Z")).weekStart.toISOString()).toBe(
      "2026-11-22T23:00:00.000Z",
    );
    // A week across the change to winter time (Monday 19 October, summer time).
    expect(periodsAt(new Date("2026-10-25T12:00:00Z")).weekStart.toISOString()).toBe(
      "2026-10-18T22:00:00.000Z",
    );
  });
});
