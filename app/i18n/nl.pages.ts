/** The storefront's content pages (issue 15). */
export const pagesMessages = {
  tabsLabel: "Tabbladen",
  countersLabel: "Kerncijfers",
  productGridEmpty: "Er zijn hier nog geen producten.",
};
