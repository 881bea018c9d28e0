// The home page `/` is a builder page (issue 15 point 1): the page with the slug `home`. Its sample content is the
// home page the shop had in code; the seed adds it, and `/` shows it too while a shop has no published home page.
import type { PageData } from "./blocks.schema";

export const HOME_SLUG = "home";

export const HOME_TITLE = "Maatglas – Glazen deuren op maat";
const HERO_TEXT =
  "Geef de netto glashoogte en -breedte op, kies greep, scharnieren en slot en zie direct je prijs. Gehard veiligheidsglas, gemaakt in Nederland.";

export const homePage = {
  slug: HOME_SLUG,
  title: "Home",
  seo_title: HOME_TITLE,
  seo_description: HERO_TEXT,
  data: {
    root: { props: {} },
    content: [
      {
        type: "Hero",
        props: {
          id: "home-opening",
          title: "Glazen deuren, op de millimeter gemaakt",
          text: HERO_TEXT,
          primaryLabel: "Stel je deur samen",
          primaryHref: "/product/glazen-deur-op-maat",
          secondaryLabel: "Bekijk het assortiment",
          secondaryHref: "/winkel",
          product: "",
        },
      },
      {
        type: "Usps",
        props: {
          id: "home-voordelen",
          items: [
            { text: "Op maat gemaakt tot op de millimeter" },
            { text: "Prijs direct berekend" },
            { text: "Veilig betalen met iDEAL" },
          ],
        },
      },
      {
        type: "ProductGrid",
        props: {
          id: "home-populair",
          title: "Populaire producten",
          source: "popular",
          category: "",
          products: "",
          limit: 3,
        },
      },
      { type: "CategoryTiles", props: { id: "home-categorieen", title: "Shop per categorie" } },
    ],
  } satisfies PageData,
};
