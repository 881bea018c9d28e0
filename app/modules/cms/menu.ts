import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { urls } from "~/utils/page-config";

export interface MenuItem {
  id: string;
  label: string;
  href: string;
  /** Toggle-style items open on click only, also on desktop. */
  toggle?: boolean;
  /** Extra CSS classes of the link (e.g. a popup's trigger class). */
  className?: string;
  children?: MenuItem[];
}

interface CategoryLink {
  slug: string;
  name: string;
}

/** The main navigation: fixed pages plus the shop's categories. */
export function buildMainMenu(categories: CategoryLink[]): MenuItem[] {
  const doors = categories.filter((c) => c.slug === "glazen-deuren");
  const accessories = categories.filter((c) => c.slug !== "glazen-deuren");
  return [
    { id: "home", label: nl.site.home, href: urls.home },
    {
      id: "shop",
      label: nl.nav.shop,
      href: urls.shop,
      children: [
        { id: "shop-all", label: nl.nav.allProducts, href: urls.shop },
        ...doors.map((c) => ({ id: `cat-${c.slug}`, label: c.name, href: urls.category(c.slug) })),
      ],
    },
    { id: "configurator", label: nl.nav.configurator, href: urls.product("glazen-deur-op-maat") },
    {
      id: "accessories",
      label: nl.nav.accessories,
      href: urls.shop,
      toggle: true,
      children: accessories.map((c) => ({ id: `cat-${c.slug}`, label: c.name, href: urls.category(c.slug) })),
    },
  ];
}
