// The builder's background video block (issue 15 point 3). Its preview is the block's own panel: the player is
// never loaded in the builder either.
import { BackgroundVideoBlock } from "~/components/pages/background-video";
import { adminPagesMessages as t } from "~/i18n/nl.admin-pages";
import { parseVideo } from "~/modules/pages/lightbox";
import { component, text } from "./puck-component";

const v = t.blocks.BackgroundVideo;
const yesNo = (label: string) => ({
  type: "radio" as const,
  label,
  options: [
    { label: t.options.no, value: false },
    { label: t.options.yes, value: true },
  ],
});

export const mediaBlocks = {
  BackgroundVideo: component(
    v.label,
    {
      videoid: text(v.videoid),
      loop: yesNo(v.loop),
      audio: yesNo(v.audio),
      title: text(v.title),
      text: text(v.text),
      poster: text(v.poster),
    },
    {
      videoid: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      loop: true,
      audio: false,
      title: "",
      text: "",
      poster: "",
    },
    (p) => {
      const video = parseVideo(String(p.videoid ?? ""));
      return video ? (
        <BackgroundVideoBlock
          domId={`blok-${p.id}`}
          video={video}
          title={p.title}
          text={p.text}
          poster={p.poster}
        />
      ) : (
        <p className="page-cta">{v.videoid}</p>
      );
    },
  ),
};
