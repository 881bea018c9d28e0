import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createHoverIntent, HOVER_INTENT, hasSettled } from "./hover-intent";

describe("hasSettled (sensitivity 3 px)", () => {
  it("counts the Manhattan distance moved in one interval", () => {
    expect(hasSettled({ x: 10, y: 10 }, { x: 10, y: 10 })).toBe(true);
    expect(hasSettled({ x: 10, y: 10 }, { x: 11, y: 11 })).toBe(true);
    expect(hasSettled({ x: 10, y: 10 }, { x: 12, y: 11 })).toBe(false);
    expect(hasSettled({ x: 10, y: 10 }, { x: 10, y: 7 })).toBe(false);
  });
});

describe("createHoverIntent", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens one interval after the pointer stops, not while it moves fast", () => {
    const over = vi.fn();
    const intent = createHoverIntent(over, vi.fn());
    intent.enter({ x: 0, y: 0 });
    intent.move({ x: 10, y: 0 });
    vi.advanceTimersByTime(HOVER_INTENT.intervalMs);
    expect(over).not.toHaveBeenCalled();
    intent.move({ x: 20, y: 0 });
    vi.advanceTimersByTime(HOVER_INTENT.intervalMs);
    expect(over).not.toHaveBeenCalled();
    intent.move({ x: 21, y: 1 });
    vi.advanceTimersByTime(HOVER_INTENT.intervalMs);
    expect(over).toHaveBeenCalledTimes(1);
  });

  it("a pointer passing through never opens it", () => {
    const over = vi.fn();
    const intent = createHoverIntent(over, vi.fn());
    intent.enter({ x: 0, y: 0 });
    intent.move({ x: 30, y: 0 });
    vi.advanceTimersByTime(HOVER_INTENT.intervalMs - 1);
    intent.leave();
    vi.advanceTimersByTime(1000);
    expect(over).not.toHaveBeenCalled();
  });

  it("closes after the 70 ms timeout, unless the pointer comes back in time", () => {
    const out = vi.fn();
    const intent = createHoverIntent(vi.fn(), out);
    intent.enter({ x: 0, y: 0 });
    vi.advanceTimersByTime(HOVER_INTENT.intervalMs);
    intent.leave();
    vi.advanceTimersByTime(HOVER_INTENT.timeoutMs - 1);
    intent.enter({ x: 1, y: 1 });
    vi.advanceTimersByTime(1000);
    expect(out).not.toHaveBeenCalled();
    intent.leave();
    vi.advanceTimersByTime(HOVER_INTENT.timeoutMs);
    expect(out).toHaveBeenCalledTimes(1);
  });

  it("after being closed some other way, hovering opens it again", () => {
    const over = vi.fn();
    const intent = createHoverIntent(over, vi.fn());
    intent.enter({ x: 0, y: 0 });
    vi.advanceTimersByTime(HOVER_INTENT.intervalMs);
    intent.closed();
    intent.leave();
    intent.enter({ x: 5, y: 5 });
    vi.advanceTimersByTime(HOVER_INTENT.intervalMs);
    expect(over).toHaveBeenCalledTimes(2);
  });
});
