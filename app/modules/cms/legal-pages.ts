import { type LegalCompany, type LegalPageText, legalMessages } from "~/i18n/nl.legal";

/**
 * The shop's legal and service pages: their addresses and their text, built from the company details (and, for
 * delivery, the shipping methods) in the shop settings. Pure: the route reads the settings and calls legalPage.
 * Contact (`/contact`) is a page of its own with a form; the footer links it beside these.
 */
export const LEGAL_PAGES = {
  terms: "/algemene-voorwaarden",
  privacy: "/privacybeleid",
  withdrawal: "/herroepingsrecht-en-retourneren",
  shipping: "/verzending-en-levering",
  faq: "/veelgestelde-vragen",
} as const;
export type LegalPageKey = keyof typeof LEGAL_PAGES;

export const CONTACT_URL = "/contact";

/** The footer's links, in order: the legal pages, then contact. */
export const LEGAL_LINKS: { href: string; label: string }[] = [
  ...(Object.keys(LEGAL_PAGES) as LegalPageKey[]).map((key) => ({
    href: LEGAL_PAGES[key],
    label: legalMessages.nav[key],
  })),
  { href: CONTACT_URL, label: legalMessages.nav.contact },
];

/** The page key of a path (`/privacybeleid` → privacy), or undefined. */
export function legalPageKey(pathname: string): LegalPageKey | undefined {
  const path = pathname.replace(/\/+$/, "");
  return (Object.keys(LEGAL_PAGES) as LegalPageKey[]).find((key) => LEGAL_PAGES[key] === path);
}

export interface ShippingMethodView {
  label: string;
  /** Formatted cost, e.g. "€ 49,50 (gratis vanaf € 500,00)" or "gratis". */
  cost: string;
  pickup: boolean;
}

/** The text of one page for this shop. */
export function legalPage(
  key: LegalPageKey,
  company: LegalCompany,
  shipping: ShippingMethodView[],
): LegalPageText {
  return key === "shipping" ? legalMessages.shipping(company, shipping) : legalMessages[key](company);
}
