/** The storefront's content pages (issue 15). */
export const pagesMessages = {
  tabsLabel: "Tabbladen",
  countersLabel: "Kerncijfers",
  productGridEmpty: "Er zijn hier nog geen producten.",
  /** The background video (issue 15 point 3): loaded only on the visitor's click. */
  backgroundVideo: {
    play: (provider: string) => `Video afspelen (laadt ${provider})`,
    note: (provider: string) =>
      `De video komt van ${provider}. Pas na uw klik maakt uw browser verbinding met ${provider}.`,
    frameTitle: (title: string) => (title ? `Video: ${title}` : "Video"),
  },
  /** The reviews strip (issue 15 point 3). */
  reviewsStrip: {
    empty: "Er zijn nog geen beoordelingen.",
    about: (product: string) => `Over ${product}`,
    all: (product: string) => `Alle beoordelingen van ${product}`,
  },
  /** The block edit tooltips a redacteur or administrator sees (spec §6). */
  edit: {
    label: "Blok bewerken",
    builder: "Bewerken in de paginabouwer",
    backend: "Bewerken in het beheer",
  },
  /**
   * The lightbox block (spec §8, §9.6): the gallery's counter and the failure texts; %curr% / %total% are filled
   * in. Its dialog and close button are named as every dialog (nl.storefront.ts `dialog`).
   */
  lightbox: {
    counter: "%curr% / %total%",
    imageError: "De afbeelding #%curr% kon niet worden geladen.",
    notFound: "Inhoud niet gevonden",
    contentError: "De inhoud kon niet worden geladen.",
    video: "Video bekijken",
    map: "Kaart bekijken",
    iframe: "Inhoud openen",
  },
  /** The slider block (issue 15 point 3): a carousel in the WAI-ARIA pattern. */
  slider: {
    label: "Diavoorstelling",
    slide: (n: number, total: number) => `Dia ${n} van ${total}`,
    prev: "Vorige dia",
    next: "Volgende dia",
    goTo: (n: number) => `Ga naar dia ${n}`,
  },
  /** The scroll-to navigation's names (spec §3.12), one per style so two on a page stay distinct. */
  scrollNav: { bullets: "Snel naar een onderdeel", nav: "Op deze pagina" },
};
