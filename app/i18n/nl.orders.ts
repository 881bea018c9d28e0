/** Dutch strings of orders; code refers to them by English keys (see app/modules/orders). */
export const orderMessages = {
  status: {
    pending: "In afwachting van betaling",
    "on-hold": "In de wacht",
    processing: "In behandeling",
    "in-production": "In productie",
    shipped: "Verzonden",
    completed: "Afgerond",
    cancelled: "Geannuleerd",
    failed: "Mislukt",
    refunded: "Terugbetaald",
  },
  transitionRefused: (from: string, to: string) =>
    `De status van deze bestelling kan niet van „${from}” naar „${to}” worden gewijzigd.`,
} as const;
