import { GEO_DEFAULTS } from "../../app/modules/settings/geo-settings.ts";
import type { Settings } from "../../app/modules/settings/settings.schema.ts";

/** The sample shop `npm start` serves on first start. Prices are excl. btw, in cents. */
export const sampleCategories = [
  {
    slug: "glazen-deuren",
    name: "Glazen deuren",
    description: "Glazen binnendeuren, op maat en in standaardmaten.",
    position: 1,
  },
  {
    slug: "deurgrepen",
    name: "Deurgrepen",
    description: "Grepen voor glazen deuren in RVS, mat RVS en mat zwart.",
    position: 2,
  },
  {
    slug: "scharnieren-en-sloten",
    name: "Scharnieren en sloten",
    description: "Scharniersets en sloten voor glazen deuren.",
    position: 3,
  },
  {
    slug: "schuifdeursystemen",
    name: "Schuifdeursystemen",
    description: "Rails en beslag voor glazen schuifdeuren.",
    position: 4,
  },
];

interface SampleProduct {
  slug: string;
  name: string;
  type: "simple" | "configurable";
  short_description: string;
  description: string;
  price_cents: number;
  from_price_cents?: number;
  categories: string[];
  total_sales: number;
  rating_average: number;
  rating_count: number;
  /** Days before the seed date the product was added (for "nieuwste"). */
  age_days: number;
  /** How many are in stock; left out: not tracked. */
  stock?: number;
}

export const sampleProducts: SampleProduct[] = [
  {
    slug: "glazen-deur-op-maat",
    name: "Glazen deur op maat",
    type: "configurable",
    short_description: "Gehard veiligheidsglas, tot op de millimeter gemaakt naar jouw netto glasmaten.",
    description:
      "Een glazen binnendeur van 8 mm gehard veiligheidsglas, gemaakt op de maat die jij opgeeft. Vul de netto glashoogte (1500–2600 mm) en glasbreedte (400–1200 mm) in, kies een greep, scharnieren en eventueel een slot en zie direct de prijs. De prijs is € 185 per m² (excl. btw, minimaal 0,8 m²) plus het gekozen beslag.",
    price_cents: 18500,
    from_price_cents: 24400,
    categories: ["glazen-deuren"],
    total_sales: 312,
    rating_average: 4.8,
    rating_count: 41,
    age_days: 400,
  },
  {
    slug: "glazen-binnendeur-helder-2015x830",
    name: "Glazen binnendeur helder 201,5 × 83 cm",
    type: "simple",
    short_description: "Standaardmaat, helder gehard glas, 8 mm.",
    description: "Glazen binnendeur in standaardmaat 2015 × 830 mm van helder, 8 mm gehard veiligheidsglas.",
    price_cents: 24900,
    categories: ["glazen-deuren"],
    total_sales: 140,
    rating_average: 4.5,
    rating_count: 18,
    age_days: 300,
  },
  {
    slug: "glazen-binnendeur-matglas-2015x880",
    name: "Glazen binnendeur matglas 201,5 × 88 cm",
    type: "simple",
    short_description: "Standaardmaat, gezandstraald (mat) gehard glas, 8 mm.",
    description:
      "Glazen binnendeur 2015 × 880 mm van gezandstraald, 8 mm gehard veiligheidsglas: licht door, geen inkijk.",
    price_cents: 27900,
    categories: ["glazen-deuren"],
    total_sales: 95,
    rating_average: 4.6,
    rating_count: 12,
    age_days: 10,
  },
  {
    slug: "deurgreep-rvs-40",
    name: "Deurgreep RVS 40 cm",
    type: "simple",
    short_description: "Geborstelde RVS greep, 40 cm, voor 8 mm glas.",
    description: "Rechte greep van geborsteld RVS, hart-op-hart 40 cm, met montagemateriaal voor 8 mm glas.",
    price_cents: 3900,
    categories: ["deurgrepen"],
    total_sales: 210,
    rating_average: 4.4,
    rating_count: 25,
    age_days: 250,
    stock: 40,
  },
  {
    slug: "deurgreep-mat-zwart-32",
    name: "Deurgreep mat zwart 32 cm",
    type: "simple",
    short_description: "Mat zwarte greep, 32 cm, voor 8 mm glas.",
    description: "Rechte greep in mat zwart, hart-op-hart 32 cm, met montagemateriaal voor 8 mm glas.",
    price_cents: 3900,
    categories: ["deurgrepen"],
    total_sales: 180,
    rating_average: 4.7,
    rating_count: 22,
    age_days: 120,
  },
  {
    slug: "staande-greep-rvs-rond-180",
    name: "Staande greep RVS rond 180 cm",
    type: "simple",
    short_description: "Ronde staande greep van 180 cm, geborsteld RVS.",
    description: "Een statige ronde greep van 180 cm lang, geborsteld RVS, voor grote glazen deuren.",
    price_cents: 13500,
    categories: ["deurgrepen"],
    total_sales: 40,
    rating_average: 5,
    rating_count: 6,
    age_days: 60,
    stock: 3,
  },
  {
    slug: "scharnierset-rvs",
    name: "Scharnierset RVS (2 stuks)",
    type: "simple",
    short_description: "Twee glasscharnieren van RVS voor een houten kozijn.",
    description:
      "Set van twee scharnieren in geborsteld RVS voor glazen deuren van 8 mm in een houten kozijn.",
    price_cents: 5700,
    categories: ["scharnieren-en-sloten"],
    total_sales: 260,
    rating_average: 4.3,
    rating_count: 30,
    age_days: 350,
    stock: 25,
  },
  {
    slug: "scharnierset-mat-zwart",
    name: "Scharnierset mat zwart (2 stuks)",
    type: "simple",
    short_description: "Twee mat zwarte glasscharnieren.",
    description: "Set van twee mat zwarte scharnieren voor glazen deuren van 8 mm in een houten kozijn.",
    price_cents: 7400,
    categories: ["scharnieren-en-sloten"],
    total_sales: 150,
    rating_average: 4.9,
    rating_count: 15,
    age_days: 90,
  },
  {
    slug: "design-slot-glazen-deur",
    name: "Design slot voor glazen deur",
    type: "simple",
    short_description: "Strak loopslot zonder boren in het kozijn.",
    description: "Een design loopslot voor glazen deuren van 8 mm, inclusief sluitplaat.",
    price_cents: 10713,
    categories: ["scharnieren-en-sloten"],
    total_sales: 70,
    rating_average: 4.2,
    rating_count: 9,
    age_days: 200,
  },
  {
    slug: "cilinderslot-glazen-deur",
    name: "Cilinderslot voor glazen deur",
    type: "simple",
    short_description: "Afsluitbaar slot met cilinder en drie sleutels.",
    description: "Cilinderslot voor glazen deuren van 8 mm, met cilinder en drie sleutels.",
    price_cents: 12398,
    categories: ["scharnieren-en-sloten"],
    total_sales: 55,
    rating_average: 4,
    rating_count: 7,
    age_days: 30,
  },
  {
    slug: "schuifdeurrail-rvs-200",
    name: "Schuifdeurrail RVS 200 cm",
    type: "simple",
    short_description: "Complete rail voor een glazen schuifdeur tot 100 cm breed.",
    description: "Schuifdeursysteem van geborsteld RVS, rail 200 cm, met rollers, stoppers en vloergeleider.",
    price_cents: 19900,
    categories: ["schuifdeursystemen"],
    total_sales: 80,
    rating_average: 4.5,
    rating_count: 11,
    age_days: 150,
  },
  {
    slug: "schuifdeurrail-mat-zwart-200",
    name: "Schuifdeurrail mat zwart 200 cm",
    type: "simple",
    short_description: "Mat zwarte rail voor een glazen schuifdeur tot 100 cm breed.",
    description: "Schuifdeursysteem in mat zwart, rail 200 cm, met rollers, stoppers en vloergeleider.",
    price_cents: 21900,
    categories: ["schuifdeursystemen"],
    total_sales: 65,
    rating_average: 4.8,
    rating_count: 10,
    age_days: 5,
    stock: 0,
  },
  {
    slug: "glazen-schuifdeur-op-maat",
    name: "Glazen schuifdeur op maat",
    type: "configurable",
    short_description:
      "Glazen schuifdeur in standaardmaat met rail op lengte, montage op de datum die jij kiest.",
    description:
      "Een glazen schuifdeur van 10 mm gehard veiligheidsglas. Kies een standaardmaat in de prijsmatrix, de raillengte, een montagedatum (vanaf 3 weken na vandaag, niet op zondag) en een leverperiode, eventueel een soft-close demper, een wandstop en een gravure (€ 2,50 per teken, excl. btw).",
    price_cents: 9500,
    categories: ["glazen-deuren", "schuifdeursystemen"],
    total_sales: 37,
    rating_average: 4.6,
    rating_count: 7,
    age_days: 5,
  },
];

export const sampleSettings: Settings = {
  company: {
    name: "Maatglas B.V.",
    street: "Glasweg 12",
    postcode: "3542 AB",
    city: "Utrecht",
    country: "Nederland",
    kvk: "12345678",
    vat: "NL001234567B01",
    email: "info@maatglas.nl",
    phone: "030 123 45 67",
  },
  store_notice: {
    enabled: true,
    id: "1",
    text: "Gratis bezorging in heel Nederland vanaf € 500. Maatwerk wordt binnen ca. 3 weken geleverd.",
  },
  header: { hide_on_scroll: false },
  shop: { per_page: 9, columns: { large: 3, medium: 3, small: 2 } },
  bank_transfer: { account_name: "Maatglas B.V.", iban: "NL91 ABNA 0417 1643 00", bic: "ABNANL2A" },
  shipping: {
    methods: [
      { id: "bezorgen", label: "Bezorgen", costInclCents: 4950, freeFromInclCents: 50000, pickup: false },
      { id: "afhalen", label: "Afhalen in Utrecht", costInclCents: 0, freeFromInclCents: null, pickup: true },
    ],
  },
  limits: { max_order_total_incl_cents: 5_000_000 },
  geo: GEO_DEFAULTS,
  configurator: {
    calc_on: true,
    calc_btn_on: false,
    reset_form_btn_on: true,
    silent_validation_on: false,
    ajax_add_to_cart: true,
    redirect_to_cart: false,
  },
  // popups (issue 14): the analytics beacon is off, as on the old site (spec §7.13).
  popups: { analytics_enabled: false },
};
