/**
 * Roles and what each may do in the back office (/beheer). Pure: the admin guard (guard.server.ts), the side
 * navigation and the tests all read this one table.
 *
 * - administrator: everything.
 * - shop_manager ("winkelbeheerder"): orders, products, customers, e-mail and media; not payments, settings or users.
 * - editor ("redacteur", spec §6 can_edit_pages): pages, menus, popups, reviews and media.
 * - customer ("klant"): no back office.
 *
 * An admin path belongs to the section of its longest matching prefix; a path of no section is for
 * administrators only (fail closed: a new screen nobody mapped is not opened to every role).
 */

export const ROLES = ["administrator", "shop_manager", "editor", "customer"] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may enter the back office at all. */
export const STAFF_ROLES = ["administrator", "shop_manager", "editor"] as const satisfies readonly Role[];

export const ADMIN_SECTIONS = [
  "dashboard",
  "orders",
  "products",
  "customers",
  "email",
  "payments",
  "settings",
  "users",
  "audit",
  "pages",
  "menus",
  "popups",
  "reviews",
  "media",
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

const ACCESS: Record<Role, readonly AdminSection[]> = {
  administrator: ADMIN_SECTIONS,
  shop_manager: ["dashboard", "orders", "products", "customers", "email", "media"],
  editor: ["dashboard", "pages", "menus", "popups", "reviews", "media"],
  customer: [],
};

/** Path prefix → section. Order does not matter: the longest prefix wins. */
export const SECTION_PATHS: Readonly<Record<string, AdminSection>> = {
  "/beheer": "dashboard",
  "/beheer/bestellingen": "orders",
  "/beheer/producten": "products",
  "/beheer/categorieen": "products",
  "/beheer/klanten": "customers",
  "/beheer/e-mail": "email",
  "/beheer/instellingen/betalingen": "payments",
  "/beheer/instellingen": "settings",
  "/beheer/gebruikers": "users",
  "/beheer/logboek": "audit",
  "/beheer/paginas": "pages",
  "/beheer/menus": "menus",
  "/beheer/popups": "popups",
  "/beheer/beoordelingen": "reviews",
  "/beheer/media": "media",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isStaff(role: string): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export function canAccessSection(role: string, section: AdminSection): boolean {
  return isRole(role) && ACCESS[role].includes(section);
}

/**
 * The section an admin path belongs to; null for a path under /beheer that no section claims (administrators
 * only) and for paths outside /beheer. The `.data` suffix of client-side navigations is ignored.
 */
export function sectionOfPath(pathname: string): AdminSection | null {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  let best: { prefix: string; section: AdminSection } | null = null;
  for (const [prefix, section] of Object.entries(SECTION_PATHS)) {
    const matches = prefix === "/beheer" ? path === prefix : path === prefix || path.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best.prefix.length)) best = { prefix, section };
  }
  return best?.section ?? null;
}

/** Whether a user with `role` may open the admin path (any method). */
export function canAccessPath(role: string, pathname: string): boolean {
  if (!isStaff(role)) return false;
  const section = sectionOfPath(pathname);
  return section ? canAccessSection(role, section) : role === "administrator";
}

/** Whether the role may edit content pages (spec §6 can_edit_pages: the block edit tooltips). */
export function canEditPages(role: string): boolean {
  return canAccessSection(role, "pages");
}
