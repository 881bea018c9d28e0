// The background video block (issue 15 point 3, spec §3.12 videoid/loop/audio): a YouTube or Vimeo video that is
// loaded only when the visitor asks for it. Before the click the page makes no request to the provider.
import type { VideoRef } from "./lightbox";

/** The provider's player as a background: playing at once, muted unless `audio`, looping when `loop`. */
export function backgroundVideoUrl(
  video: VideoRef,
  { loop, audio }: { loop: boolean; audio: boolean },
): string {
  const mute = audio ? "0" : "1";
  if (video.provider === "youtube") {
    const params = new URLSearchParams({ autoplay: "1", mute, controls: "0", rel: "0", playsinline: "1" });
    // YouTube loops a single video only as a playlist of itself.
    if (loop) {
      params.set("loop", "1");
      params.set("playlist", video.id);
    }
    return `https://www.youtube-nocookie.com/embed/${video.id}?${params}`;
  }
  const params = new URLSearchParams({ autoplay: "1", muted: mute, loop: loop ? "1" : "0", dnt: "1" });
  return `https://player.vimeo.com/video/${video.id}?${params}`;
}

/** The video's own page at its provider: where the button leads without JavaScript. */
export function videoPageUrl(video: VideoRef): string {
  return video.provider === "youtube"
    ? `https://www.youtube.com/watch?v=${video.id}`
    : `https://vimeo.com/${video.id}`;
}

/** The provider's name as the button says it ("laadt YouTube"). */
export function providerName(video: VideoRef): string {
  return video.provider === "youtube" ? "YouTube" : "Vimeo";
}
