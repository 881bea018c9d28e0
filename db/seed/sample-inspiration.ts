// The sample page `/inspiratie` (issue 15 point 3): a slider of the shop's doors and the newest reviews.
import type { SamplePage } from "./sample-pages";

const slide = (src: string, alt: string, caption: string) => ({
  kind: "image",
  src,
  alt,
  video: "",
  autoplay: false,
  caption,
});

export const inspirationPage: SamplePage = {
  slug: "inspiratie",
  title: "Inspiratie",
  seo_title: "Inspiratie voor glazen deuren op maat – Maatglas",
  seo_description:
    "Laat u inspireren door glazen binnendeuren en schuifdeuren op maat, en lees wat klanten over hun deur zeggen.",
  data: {
    root: { props: {} },
    content: [
      { type: "Heading", props: { id: "inspiratie-titel", text: "Inspiratie", level: "h1", align: "left" } },
      {
        type: "RichText",
        props: {
          id: "inspiratie-intro",
          html: "<p>Helder of mat, draaiend of schuivend: zo kan een glazen deur op maat er bij u uitzien.</p>",
        },
      },
      {
        type: "Slider",
        props: {
          id: "inspiratie-slider",
          title: "Onze deuren",
          slides: [
            slide(
              "/images/products/glazen-deur-op-maat.svg",
              "Glazen deur op maat in een lichte woonkamer",
              "Glazen deur op maat, van helder gehard glas.",
            ),
            slide(
              "/images/products/glazen-schuifdeur-op-maat.svg",
              "Glazen schuifdeur op maat aan een zwarte rail",
              "Een schuifdeur bespaart ruimte.",
            ),
            slide(
              "/images/products/glazen-binnendeur-matglas-2015x880.svg",
              "Glazen binnendeur van matglas",
              "Matglas geeft licht en privacy.",
            ),
          ],
        },
      },
      {
        type: "ReviewsStrip",
        props: { id: "inspiratie-beoordelingen", title: "Wat klanten zeggen", product: "", count: 3 },
      },
    ],
  },
};
