/** The account pages' addresses (Dutch, WooCommerce-like: /mijn-account/…). */
export const accountUrls = {
  dashboard: "/mijn-account",
  orders: "/mijn-account/bestellingen",
  order: (id: number) => `/mijn-account/bestellingen/${id}`,
  addresses: "/mijn-account/adressen",
  lostPassword: "/mijn-account/wachtwoord-vergeten",
  resetPassword: "/mijn-account/wachtwoord-herstellen",
  logout: "/mijn-account/uitloggen",
} as const;
