import { describe, expect, it } from "vitest";
import { backgroundVideoUrl, providerName, videoPageUrl } from "./background-video";
import { BLOCK_PROPS } from "./blocks.schema";

const youtube = { provider: "youtube" as const, id: "aqz-KE-bpKQ" };
const vimeo = { provider: "vimeo" as const, id: "76979871" };

describe("the background video block", () => {
  it("takes a YouTube or Vimeo id or address, and nothing else", () => {
    const schema = BLOCK_PROPS.BackgroundVideo;
    const ok = (videoid: string) => schema.safeParse({ id: "v1", videoid }).success;
    expect(schema.parse({ id: "v1", videoid: "aqz-KE-bpKQ" })).toMatchObject({
      loop: true,
      audio: false,
      poster: "",
    });
    expect(ok("https://www.youtube.com/watch?v=aqz-KE-bpKQ")).toBe(true);
    expect(ok("https://youtu.be/aqz-KE-bpKQ")).toBe(true);
    expect(ok("https://vimeo.com/76979871")).toBe(true);
    expect(ok("aqz-KE-bpK")).toBe(false);
    expect(ok("https://evil.example/watch?v=aqz-KE-bpKQ")).toBe(false);
    expect(ok("javascript:alert(1)")).toBe(false);
    expect(
      schema.safeParse({ id: "v1", videoid: "aqz-KE-bpKQ", poster: "https://cdn.example/p.jpg" }).success,
    ).toBe(false);
  });

  it("plays muted unless it has sound, and loops YouTube as a playlist of itself", () => {
    const muted = new URL(backgroundVideoUrl(youtube, { loop: true, audio: false }));
    expect(muted.origin).toBe("https://www.youtube-nocookie.com");
    expect(muted.pathname).toBe("/embed/aqz-KE-bpKQ");
    expect(Object.fromEntries(muted.searchParams)).toMatchObject({
      autoplay: "1",
      mute: "1",
      loop: "1",
      playlist: "aqz-KE-bpKQ",
    });
    const sound = new URL(backgroundVideoUrl(youtube, { loop: false, audio: true }));
    expect(sound.searchParams.get("mute")).toBe("0");
    expect(sound.searchParams.has("loop")).toBe(false);
    const v = new URL(backgroundVideoUrl(vimeo, { loop: true, audio: false }));
    expect(v.origin + v.pathname).toBe("https://player.vimeo.com/video/76979871");
    expect(Object.fromEntries(v.searchParams)).toMatchObject({
      autoplay: "1",
      muted: "1",
      loop: "1",
      dnt: "1",
    });
  });

  it("links to the video's own page without JavaScript", () => {
    expect(videoPageUrl(youtube)).toBe("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
    expect(videoPageUrl(vimeo)).toBe("https://vimeo.com/76979871");
    expect([providerName(youtube), providerName(vimeo)]).toEqual(["YouTube", "Vimeo"]);
  });
});
