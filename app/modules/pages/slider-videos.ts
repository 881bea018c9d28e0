// Which slide's video plays (issue 15 point 3): used by the slider behaviour, so it imports nothing (no zod in
// the slider's chunk).

/** The part of a `<video>` the slider touches (a fake in unit tests). */
export interface SlideVideo {
  paused: boolean;
  muted: boolean;
  /** `data-autoplay="true"`: plays while its slide is current (not the HTML attribute, which would play all). */
  dataset: { autoplay?: string };
  pause(): void;
  play(): Promise<void> | undefined | void;
}

/**
 * Only the current slide's video plays: every other slide's video is paused, and the current one plays (muted)
 * when it is set to autoplay. `videos[i]` are the videos of slide i.
 */
export function playOnlyCurrent(videos: readonly (readonly SlideVideo[])[], current: number): void {
  videos.forEach((list, i) => {
    for (const video of list) {
      if (i !== current) {
        if (!video.paused) video.pause();
      } else if (video.dataset.autoplay === "true" && video.paused) {
        video.muted = true;
        const started = video.play();
        // A browser may refuse to start it (power saving); the poster and controls stay.
        if (started && typeof started.catch === "function") started.catch(() => {});
      }
    }
  });
}
