// The sample content pages (issue 15), in the builder's data format. Checked and sanitised like a save.
import type { PageData } from "~/modules/pages/blocks.schema";
import { inspirationPage } from "./sample-inspiration";
import { showroomPage } from "./sample-showroom";

export interface SamplePage {
  slug: string;
  title: string;
  seo_title: string;
  seo_description: string;
  data: PageData;
}

const page = (content: unknown[]): PageData => ({ root: { props: {} }, content });

export const samplePages: SamplePage[] = [
  {
    slug: "over-ons",
    title: "Over ons",
    seo_title: "Over Maatglas – glazen deuren op maat uit Nederland",
    seo_description:
      "Maatglas maakt glazen deuren op maat: gehard veiligheidsglas, gemaakt in Nederland en thuis bezorgd.",
    data: page([
      { type: "Heading", props: { id: "over-ons-titel", text: "Over Maatglas", level: "h1", align: "left" } },
      {
        type: "RichText",
        props: {
          id: "over-ons-intro",
          html: "<p>Maatglas maakt sinds 2009 glazen binnendeuren en schuifdeuren op maat. Elke deur wordt voor u gesneden, geslepen en gehard in onze werkplaats in Nederland.</p>",
        },
      },
      { type: "ScrollNav", props: { id: "over-ons-bolletjes", style: "bullets" } },
      {
        type: "Section",
        props: {
          id: "over-ons-deel-garantie",
          anchor: "onze-garantie",
          title: "Garantie",
          content: [
            {
              type: "RichText",
              props: {
                id: "over-ons-garantie-tekst",
                html: '<p>Op elke deur krijgt u tien jaar garantie. <a href="#garantie">Lees wat onze garantie dekt</a>.</p>',
              },
            },
            {
              type: "Lightbox",
              props: {
                id: "over-ons-garantie",
                kind: "inline",
                label: "Onze garantie",
                look: "button",
                anchor: "garantie",
                html: '<h2>Tien jaar garantie</h2><p>Wij staan tien jaar in voor het glas, het beslag en de montage die wij uitvoeren. Krijgt uw deur in die tijd een gebrek dat niet door gebruik of schade komt, dan herstellen of vervangen we hem kosteloos.</p><p>Meld een gebrek met een foto via <a href="mailto:service@maatglas.nl">service@maatglas.nl</a>.</p>',
              },
            },
            {
              type: "Lightbox",
              props: {
                id: "over-ons-galerij",
                kind: "gallery",
                label: "Bekijk onze deuren",
                look: "link",
                anchor: "galerij",
                images: [
                  { src: "/images/products/glazen-deur-op-maat.svg", alt: "Glazen deur op maat" },
                  { src: "/images/products/glazen-schuifdeur-op-maat.svg", alt: "Glazen schuifdeur op maat" },
                  {
                    src: "/images/products/glazen-binnendeur-matglas-2015x880.svg",
                    alt: "Glazen binnendeur van matglas",
                  },
                ],
              },
            },
          ],
        },
      },
      {
        type: "Section",
        props: {
          id: "over-ons-deel-cijfers",
          anchor: "in-cijfers",
          title: "In cijfers",
          content: [
            {
              type: "Reveal",
              props: {
                id: "over-ons-cijfers",
                content: [
                  {
                    type: "Counters",
                    props: {
                      id: "over-ons-tellers",
                      items: [
                        { value: 15, suffix: "+", label: "jaar ervaring" },
                        { value: 12000, suffix: "", label: "deuren geleverd" },
                        { value: 98, suffix: "%", label: "tevreden klanten" },
                      ],
                    },
                  },
                ],
              },
            },
          ],
        },
      },
      {
        type: "Section",
        props: {
          id: "over-ons-deel-verhaal",
          anchor: "ons-verhaal",
          title: "Ons verhaal",
          content: [
            {
              type: "Tabs",
              props: {
                id: "over-ons-tabs",
                items: [
                  {
                    title: "Ons verhaal",
                    html: "<p>Wat begon als een kleine glashandel is uitgegroeid tot een specialist in glazen deuren op maat.</p>",
                  },
                  {
                    title: "Onze werkplaats",
                    html: "<p>In onze werkplaats snijden, slijpen en harden we het glas. Zo houden we de kwaliteit in eigen hand.</p>",
                  },
                  {
                    title: "Duurzaamheid",
                    html: "<p>Glasresten gaan terug naar de glasfabriek en we leveren in herbruikbare bokken.</p>",
                  },
                ],
              },
            },
          ],
        },
      },
      {
        type: "Section",
        props: {
          id: "over-ons-deel-waarom",
          anchor: "waarom-maatglas",
          title: "Waarom Maatglas?",
          content: [
            { type: "Spacer", props: { id: "over-ons-ruimte", size: "md" } },
            {
              type: "Heading",
              props: { id: "over-ons-vragen", text: "Waarom Maatglas?", level: "h2", align: "left" },
            },
            {
              type: "Accordion",
              props: {
                id: "over-ons-waarom",
                open: 1,
                faq: false,
                items: [
                  {
                    title: "Op maat gemaakt",
                    html: "<p>Elke deur maken we op de millimeter naar uw maten.</p>",
                  },
                  {
                    title: "Veilig glas",
                    html: "<p>Al ons glas is gehard veiligheidsglas volgens NEN 3569.</p>",
                  },
                  {
                    title: "Thuis bezorgd",
                    html: "<p>We bezorgen in heel Nederland en België met eigen vervoer.</p>",
                  },
                ],
              },
            },
          ],
        },
      },
      {
        type: "ConfiguratorCta",
        props: {
          id: "over-ons-cta",
          title: "Stel uw eigen deur samen",
          text: "Kies maat, glas en beslag en zie direct de prijs.",
          label: "Naar de configurator",
          product: "glazen-deur-op-maat",
        },
      },
    ]),
  },
  {
    slug: "montage",
    title: "Montage",
    seo_title: "Montageservice voor uw glazen deur – Maatglas",
    seo_description:
      "Laat uw glazen deur door onze monteurs plaatsen, of monteer hem zelf met onze handleiding.",
    data: page([
      { type: "Heading", props: { id: "montage-titel", text: "Montage", level: "h1", align: "left" } },
      {
        type: "Columns",
        props: {
          id: "montage-kolommen",
          layout: "1-1",
          column1: [
            {
              type: "Heading",
              props: { id: "montage-zelf", text: "Zelf monteren", level: "h2", align: "left" },
            },
            {
              type: "RichText",
              props: {
                id: "montage-zelf-tekst",
                html: "<p>Met een waterpas, een boormachine en onze stap-voor-stap handleiding hangt u de deur in een middag op.</p><ul><li>Scharnieren en greep worden meegeleverd</li><li>Handleiding met foto's</li></ul>",
              },
            },
          ],
          column2: [
            {
              type: "Heading",
              props: { id: "montage-service", text: "Montageservice", level: "h2", align: "left" },
            },
            {
              type: "RichText",
              props: {
                id: "montage-service-tekst",
                html: "<p>Liever ontzorgd? Onze monteurs plaatsen de deur op een afspraak die u uitkomt, inclusief afvoer van de verpakking.</p>",
              },
            },
            {
              type: "Button",
              props: {
                id: "montage-knop",
                label: "Vraag montage aan",
                href: "mailto:info@maatglas.nl",
                variant: "primary",
              },
            },
          ],
          column3: [],
        },
      },
      { type: "Spacer", props: { id: "montage-ruimte", size: "md" } },
      {
        type: "Heading",
        props: { id: "montage-beslag", text: "Beslag voor uw deur", level: "h2", align: "left" },
      },
      {
        type: "ProductGrid",
        props: {
          id: "montage-producten",
          source: "category",
          category: "scharnieren-en-sloten",
          products: "",
          limit: 3,
        },
      },
      {
        type: "ReviewsStrip",
        props: { id: "montage-beoordelingen", title: "Wat klanten zeggen", product: "", count: 3 },
      },
    ]),
  },
  {
    slug: "veelgestelde-vragen",
    title: "Veelgestelde vragen",
    seo_title: "Veelgestelde vragen over glazen deuren – Maatglas",
    seo_description:
      "Antwoorden op vragen over maten, glassoorten, levertijd, bezorging en montage van glazen deuren.",
    data: page([
      {
        type: "Heading",
        props: { id: "faq-titel", text: "Veelgestelde vragen", level: "h1", align: "left" },
      },
      {
        type: "Accordion",
        props: {
          id: "faq",
          open: 0,
          faq: true,
          items: [
            {
              title: "Hoe meet ik mijn deuropening?",
              html: "<p>Meet de breedte en hoogte van het kozijn op drie plaatsen en geef de kleinste maat op. De configurator trekt de speling er zelf af.</p>",
            },
            {
              title: "Wat is de levertijd?",
              html: "<p>Een deur op maat leveren we binnen 3 tot 4 weken na uw bestelling.</p>",
            },
            {
              title: "Is het glas veilig?",
              html: "<p>Ja. Al onze deuren zijn van gehard veiligheidsglas: breekt het toch, dan valt het in kleine, stompe stukjes.</p>",
            },
            {
              title: "Kan ik mijn bestelling retourneren?",
              html: "<p>Deuren op maat zijn voor u gemaakt en kunnen niet worden geretourneerd. Beslag uit voorraad mag u binnen 14 dagen terugsturen.</p>",
            },
          ],
        },
      },
    ]),
  },
  // issue 15 point 3, part B: sections, scroll-to bullets, parallax, lazy backgrounds, a sticky sidebar.
  showroomPage,
  // issue 15 point 3: the slider.
  inspirationPage,
];
