import { useEffect } from "react";
import { pagesMessages as t } from "~/i18n/nl.pages";
import { backgroundVideoUrl } from "~/modules/pages/background-video";
import type { VideoRef } from "~/modules/pages/lightbox";

/**
 * A background video block's behaviour: the play button, instead of opening the video's page, puts the provider's
 * player into the panel (playing, muted unless the block has sound). Nothing reaches the provider before that
 * click. Renders nothing.
 */
export function PageBackgroundVideoBehaviour({
  id,
  video,
  loop,
  audio,
  title,
}: {
  id: string;
  video: VideoRef;
  loop: boolean;
  audio: boolean;
  title: string;
}) {
  useEffect(() => {
    const root = document.getElementById(id);
    const button = root?.querySelector<HTMLAnchorElement>("[data-video-play]");
    const frame = root?.querySelector<HTMLElement>("[data-video-frame]");
    if (!root || !button || !frame) return;
    const play = (event: MouseEvent) => {
      event.preventDefault();
      const iframe = document.createElement("iframe");
      iframe.src = backgroundVideoUrl(video, { loop, audio });
      iframe.title = t.backgroundVideo.frameTitle(title);
      iframe.allow = "autoplay; fullscreen; picture-in-picture";
      iframe.setAttribute("allowfullscreen", "");
      frame.replaceChildren(iframe);
      root.classList.add("page-video--playing");
      iframe.focus();
    };
    button.addEventListener("click", play);
    return () => button.removeEventListener("click", play);
  }, [id, video, loop, audio, title]);
  return null;
}
