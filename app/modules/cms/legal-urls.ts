import { storefrontMessages as nl } from "~/i18n/nl.storefront";

/**
 * The addresses of the shop's legal and service pages (their text is app/i18n/nl.legal.ts, built by
 * legal-pages.ts). Kept apart from the text, so the footer and the privacy line in forms add no legal text to the
 * browser's JavaScript. Contact (`/contact`) is a page of its own with a form; the footer links it beside these.
 */
export const LEGAL_PAGES = {
  terms: "/algemene-voorwaarden",
  privacy: "/privacybeleid",
  withdrawal: "/herroepingsrecht-en-retourneren",
  shipping: "/verzending-en-levering",
} as const;
export type LegalPageKey = keyof typeof LEGAL_PAGES;

export const CONTACT_URL = "/contact";
/** The FAQ is a content page of the page builder (seeded by db/seed/sample-pages.ts). */
export const FAQ_URL = "/veelgestelde-vragen";

/** The footer's links, in order: the legal pages, the FAQ, then contact. */
export const LEGAL_LINKS: { href: string; label: string; popup?: string }[] = [
  ...(Object.keys(LEGAL_PAGES) as LegalPageKey[]).map((key) => ({
    href: LEGAL_PAGES[key],
    label: nl.legalNav[key],
  })),
  { href: FAQ_URL, label: nl.legalNav.faq },
  // With JS the contact link opens the contact popup (its trigger class, issue 14); without, the page.
  { href: CONTACT_URL, label: nl.legalNav.contact, popup: "popmake-contact" },
];

/** The page key of a path (`/privacybeleid` → privacy), or undefined. */
export function legalPageKey(pathname: string): LegalPageKey | undefined {
  const path = pathname.replace(/\/+$/, "");
  return (Object.keys(LEGAL_PAGES) as LegalPageKey[]).find((key) => LEGAL_PAGES[key] === path);
}
