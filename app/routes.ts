import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/storefront/home.tsx"),
  route("winkel", "routes/storefront/shop.tsx", { id: "shop" }),
  route("product-categorie/:slug", "routes/storefront/shop.tsx", { id: "category" }),
  route("product/:slug", "routes/storefront/product.tsx"),
  route("winkelmand", "routes/storefront/cart.tsx"),
  route("melding-sluiten", "routes/storefront/dismiss-notice.ts"),
  route("*", "routes/storefront/not-found.tsx"),
] satisfies RouteConfig;
