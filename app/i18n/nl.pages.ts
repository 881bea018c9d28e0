/** The storefront's content pages (issue 15). */
export const pagesMessages = {
  tabsLabel: "Tabbladen",
  countersLabel: "Kerncijfers",
  productGridEmpty: "Er zijn hier nog geen producten.",
  /** The block edit tooltips a redacteur or administrator sees (spec §6). */
  edit: {
    label: "Blok bewerken",
    builder: "Bewerken in de paginabouwer",
    backend: "Bewerken in het beheer",
  },
};
