// The background video block's markup (issue 15 point 3): a panel with an optional picture of our own, a title and
// text, and a button that loads the provider's player. Before that click the page holds no provider address but
// the button's link (followed only without JavaScript, to the video's own page in a new tab).
import { pagesMessages as t } from "~/i18n/nl.pages";
import { providerName, videoPageUrl } from "~/modules/pages/background-video";
import type { VideoRef } from "~/modules/pages/lightbox";

export function BackgroundVideoBlock({
  domId,
  video,
  title,
  text,
  poster,
}: {
  domId: string;
  video: VideoRef;
  title: string;
  text: string;
  poster: string;
}) {
  const provider = providerName(video);
  return (
    <section id={domId} className="page-video" aria-label={title || undefined}>
      {poster ? (
        <img src={poster} alt="" className="page-video__poster" loading="lazy" decoding="async" />
      ) : null}
      <div className="page-video__frame" data-video-frame />
      <div className="page-video__body">
        {title ? <h2 className="page-video__title">{title}</h2> : null}
        {text ? <p>{text}</p> : null}
        <a
          href={videoPageUrl(video)}
          className="btn btn-primary page-video__play"
          target="_blank"
          rel="noopener noreferrer"
          data-video-play
        >
          {t.backgroundVideo.play(provider)}
        </a>
        <p className="page-video__note">{t.backgroundVideo.note(provider)}</p>
      </div>
    </section>
  );
}
