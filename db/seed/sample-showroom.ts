// The sample page `/showroom` (issue 15 point 3, part B): every layout feature — anchored sections with titles,
// scroll-to bullets and a row of links, a lazily loaded and a parallax background, a sticky sidebar column.
import type { SamplePage } from "./sample-pages";

const rich = (id: string, html: string) => ({ type: "RichText", props: { id, html } });
const heading = (id: string, text: string, level = "h2") => ({
  type: "Heading",
  props: { id, text, level, align: "left" },
});
const section = (id: string, props: Record<string, unknown>, content: unknown[]) => ({
  type: "Section",
  props: { id, ...props, content },
});

export const showroomPage: SamplePage = {
  slug: "showroom",
  title: "Showroom",
  seo_title: "Showroom – bekijk onze glazen deuren in het echt | Maatglas",
  seo_description:
    "Bezoek de showroom van Maatglas: glazen binnendeuren en schuifdeuren op ware grootte, met advies over maat, glas en beslag.",
  data: {
    root: { props: {} },
    content: [
      heading("showroom-titel", "Onze showroom", "h1"),
      rich(
        "showroom-intro",
        "<p>In onze showroom ziet en voelt u het verschil tussen helder glas, matglas en gezandstraald glas. Alle deuren staan er op ware grootte, met het beslag dat u erbij kiest.</p>",
      ),
      { type: "ScrollNav", props: { id: "showroom-links", style: "nav" } },
      { type: "ScrollNav", props: { id: "showroom-bolletjes", style: "bullets" } },
      section("showroom-deel-bezoek", { anchor: "bezoek", title: "Bezoek", background: "brand" }, [
        heading("showroom-bezoek-kop", "Bezoek ons"),
        rich(
          "showroom-bezoek-tekst",
          "<p>De showroom is open van dinsdag tot en met zaterdag, van 10.00 tot 17.00 uur. Op afspraak nemen we alle tijd voor uw vragen en meten we uw deuropening samen door.</p><p>Parkeren kan gratis voor de deur.</p>",
        ),
      ]),
      section(
        "showroom-deel-deuren",
        {
          anchor: "deuren",
          title: "Deuren",
          image: "/images/products/glazen-schuifdeur-op-maat.svg",
          imageMode: "parallax",
        },
        [
          heading("showroom-deuren-kop", "Elke deur op ware grootte"),
          rich(
            "showroom-deuren-tekst",
            "<p>Van de klassieke draaideur tot de schuifdeur met zichtbare rail: u loopt erdoorheen zoals straks thuis.</p>",
          ),
        ],
      ),
      section("showroom-deel-advies", { anchor: "advies", title: "Advies" }, [
        heading("showroom-advies-kop", "Advies op maat"),
        {
          type: "Columns",
          props: {
            id: "showroom-advies-kolommen",
            layout: "1-2",
            sticky: "column1",
            column1: [
              {
                type: "Section",
                props: {
                  id: "showroom-afspraak",
                  background: "sunken",
                  content: [
                    heading("showroom-afspraak-kop", "Maak een afspraak", "h3"),
                    rich(
                      "showroom-afspraak-tekst",
                      "<p>Bel ons of stuur een e-mail; we plannen een uur voor u in.</p>",
                    ),
                    {
                      type: "Button",
                      props: {
                        id: "showroom-afspraak-knop",
                        label: "Mail ons",
                        href: "mailto:showroom@maatglas.nl",
                      },
                    },
                  ],
                },
              },
            ],
            column2: [
              heading("showroom-glas-kop", "Glas", "h3"),
              rich(
                "showroom-glas-tekst",
                "<p>Helder glas laat het meeste licht door. Matglas geeft privacy en houdt de ruimte licht. Gezandstraalde patronen combineren beide: u kiest zelf waar u doorheen kijkt.</p><p>Al ons glas is gehard veiligheidsglas volgens NEN 3569: breekt het toch, dan valt het in kleine, stompe korrels uiteen.</p>",
              ),
              heading("showroom-beslag-kop", "Beslag", "h3"),
              rich(
                "showroom-beslag-tekst",
                "<p>Grepen, scharnieren en sloten hebben we in rvs en mat zwart. In de showroom ziet u ze naast elkaar op dezelfde deur, zodat u het verschil in het echt beoordeelt.</p><p>Een staande greep past bij een schuifdeur; een deurkruk met slot bij een draaideur die u wilt afsluiten.</p>",
              ),
              heading("showroom-maat-kop", "Maat", "h3"),
              rich(
                "showroom-maat-tekst",
                "<p>Neem de maten van uw deuropening mee: de breedte en hoogte op drie plaatsen gemeten. Wij rekenen de deurmaat voor u uit, met de juiste speling voor het kozijn.</p><p>Twijfelt u? Dan komen we bij u thuis inmeten.</p>",
              ),
            ],
            column3: [],
          },
        },
      ]),
      section(
        "showroom-deel-route",
        {
          anchor: "route",
          title: "Route",
          image: "/images/products/glazen-binnendeur-matglas-2015x880.svg",
          imageMode: "lazy",
        },
        [
          heading("showroom-route-kop", "Route"),
          rich(
            "showroom-route-tekst",
            "<p>De showroom ligt op twee minuten van de afrit van de snelweg. Met het openbaar vervoer stapt u uit bij de bushalte Industrieweg, vlak om de hoek.</p>",
          ),
        ],
      ),
      {
        type: "BackgroundVideo",
        props: {
          id: "showroom-video",
          videoid: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
          loop: true,
          audio: false,
          title: "Een rondje door de showroom",
          text: "Bekijk alvast hoe de deuren er op ware grootte uitzien.",
          poster: "/images/products/glazen-schuifdeur-op-maat.svg",
        },
      },
    ],
  },
};
