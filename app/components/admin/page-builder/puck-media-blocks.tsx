// The builder's media blocks (issue 15 point 3). Their previews are the storefront's own markup without behaviours:
// the background video's player is never loaded in the builder, the slider is its row that scrolls.
import { BackgroundVideoBlock } from "~/components/pages/background-video";
import { SliderBlock } from "~/components/pages/slider";
import { adminPagesMessages as t } from "~/i18n/nl.admin-pages";
import { parseVideo } from "~/modules/pages/lightbox";
import { component, text } from "./puck-component";

const v = t.blocks.BackgroundVideo;
const sl = t.blocks.Slider;
const PICTURE = "/images/products/glazen-deur-op-maat.svg";
const slide = { kind: "image", src: PICTURE, alt: t.defaults.alt, video: "", autoplay: false, caption: "" };
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
  Slider: component(
    sl.label,
    {
      title: text(sl.title),
      slides: {
        type: "array",
        label: sl.slides,
        min: 1,
        max: 20,
        arrayFields: {
          kind: {
            type: "select",
            label: sl.kind,
            options: (["image", "video"] as const).map((value) => ({ label: sl.kinds[value], value })),
          },
          src: text(sl.src),
          alt: text(sl.alt),
          video: text(sl.video),
          autoplay: yesNo(sl.autoplay),
          caption: text(sl.caption),
        },
        defaultItemProps: slide,
        getItemSummary: (item, i) => item.caption || item.alt || `${sl.slide} ${(i ?? 0) + 1}`,
      },
    },
    { title: "", slides: [slide, slide] },
    (p) => <SliderBlock domId={`blok-${p.id}`} title={p.title} slides={p.slides ?? []} />,
  ),
};
