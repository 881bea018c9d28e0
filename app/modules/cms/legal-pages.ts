import { type LegalCompany, type LegalPageText, legalMessages } from "~/i18n/nl.legal";
import type { LegalPageKey } from "./legal-urls";

/**
 * The text of the shop's legal and service pages, built from the company details (and, for delivery, the shipping
 * methods) in the shop settings. Pure: the route reads the settings and calls legalPage. Addresses: legal-urls.ts.
 */
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
