/** Spec §9.7 hover-intent: sensitivity 3 px, polling interval 20 ms, timeout 70 ms (jQuery hoverIntent). */
export const HOVER_INTENT = { sensitivity: 3, intervalMs: 20, timeoutMs: 70 } as const;

export interface Point {
  x: number;
  y: number;
}

/** The pointer has slowed enough to mean "I want this": it moved less than `sensitivity` px (Manhattan) in one interval. */
export function hasSettled(
  previous: Point,
  current: Point,
  sensitivity: number = HOVER_INTENT.sensitivity,
): boolean {
  return Math.abs(previous.x - current.x) + Math.abs(previous.y - current.y) < sensitivity;
}

/**
 * One element's hover intent: `enter` starts polling the pointer every interval and calls `over` once it has
 * settled; `leave` cancels a pending open, or calls `out` after the timeout when it had opened; re-entering
 * within the timeout keeps it open.
 */
export function createHoverIntent(over: () => void, out: () => void, options = HOVER_INTENT) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let opened = false;
  let previous: Point = { x: 0, y: 0 };
  let current: Point = { x: 0, y: 0 };

  const poll = () => {
    timer = setTimeout(() => {
      if (hasSettled(previous, current, options.sensitivity)) {
        opened = true;
        over();
      } else {
        previous = current;
        poll();
      }
    }, options.intervalMs);
  };

  return {
    enter(at: Point) {
      clearTimeout(timer);
      current = at;
      if (opened) return;
      previous = at;
      poll();
    },
    move(at: Point) {
      current = at;
    },
    leave() {
      clearTimeout(timer);
      if (!opened) return;
      timer = setTimeout(() => {
        opened = false;
        out();
      }, options.timeoutMs);
    },
    /** The dropdown was closed some other way (Escape, a click, another dropdown): forget it was open. */
    closed() {
      if (!opened) return;
      clearTimeout(timer);
      opened = false;
    },
    /** Stop every pending timer (unmount). */
    stop() {
      clearTimeout(timer);
    },
  };
}
