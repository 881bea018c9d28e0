import { describe, expect, it } from "vitest";
import { type HeaderScrollState, nextHeaderState, stickyHeight } from "./sticky-header";

const top: HeaderScrollState = { stuck: false, hidden: false, lastY: 0 };
const run = (ys: number[], hideOnScroll: boolean) =>
  ys.reduce((s, y) => nextHeaderState(s, y, { offset: 10, height: 80, hideOnScroll }), top);

describe("sticky header", () => {
  it("is stuck only past its offset", () => {
    expect(run([5], false).stuck).toBe(false);
    expect(run([11], false).stuck).toBe(true);
    expect(run([200, 3], false).stuck).toBe(false);
  });
  it("never hides when the mode is off", () => {
    expect(run([100, 300, 600], false).hidden).toBe(false);
  });
  it("hides on scroll down and shows on scroll up beyond the header height", () => {
    expect(run([100, 300], true).hidden).toBe(true);
    expect(run([100, 300, 250], true).hidden).toBe(false);
    expect(run([100, 300, 250], true).stuck).toBe(true);
  });
  it("does not hide within the header height", () => {
    expect(run([20, 60], true).hidden).toBe(false);
  });
  it("covers its height of the window, nothing while hidden (--sticky-height)", () => {
    expect(stickyHeight(run([100], false), 65)).toBe(65);
    expect(stickyHeight(run([100, 300], true), 65)).toBe(0);
  });
});
