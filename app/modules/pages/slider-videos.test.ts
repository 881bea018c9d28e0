import { describe, expect, it } from "vitest";
import { playOnlyCurrent, type SlideVideo } from "./slider-videos";

describe("playOnlyCurrent", () => {
  const fake = (playing: boolean, autoplay = false) => {
    const v = {
      paused: !playing,
      muted: false,
      dataset: autoplay ? { autoplay: "true" } : {},
      calls: [] as string[],
      pause() {
        v.paused = true;
        v.calls.push("pause");
      },
      play() {
        v.paused = false;
        v.calls.push("play");
        return Promise.resolve();
      },
    };
    return v satisfies SlideVideo;
  };

  it("pauses every other slide's video and plays the current one's when set to autoplay, muted", () => {
    const a = fake(true, true);
    const b = fake(false, true);
    const c = fake(true);
    playOnlyCurrent([[a], [b], [c]], 1);
    expect(a.calls).toEqual(["pause"]);
    expect(c.calls).toEqual(["pause"]);
    expect(b.calls).toEqual(["play"]);
    expect(b.muted).toBe(true);
  });

  it("leaves the current video alone when it is not set to autoplay, and does not replay a playing one", () => {
    const a = fake(false);
    const b = fake(true, true);
    playOnlyCurrent([[a], [], [b]], 0);
    expect(a.calls).toEqual([]);
    expect(b.calls).toEqual(["pause"]);
    const c = fake(true, true);
    playOnlyCurrent([[c]], 0);
    expect(c.calls).toEqual([]);
  });

  it("a video the visitor started on the current slide keeps playing", () => {
    const started = fake(true);
    playOnlyCurrent([[started], [fake(false)]], 0);
    expect(started.calls).toEqual([]);
    expect(started.paused).toBe(false);
  });

  it("swallows a refused play()", async () => {
    const v = { ...fake(false, true), play: () => Promise.reject(new Error("NotAllowedError")) };
    expect(() => playOnlyCurrent([[v]], 0)).not.toThrow();
    await Promise.resolve();
  });
});
