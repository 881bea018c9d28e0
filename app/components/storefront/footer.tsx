import { Link } from "react-router";
import { popupMessages } from "~/i18n/nl.popups";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { LEGAL_LINKS } from "~/modules/cms/legal-urls";
import type { Settings } from "~/modules/settings/settings.schema";
import { urls } from "~/utils/page-config";
import { PaymentLogos } from "./payment-logos";

export function Footer({
  company,
  paymentMethods,
}: {
  company: Settings["company"];
  paymentMethods: string[];
}) {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-lg font-semibold text-white">
            {company.name}
          </h2>
          <address className="mt-2 not-italic leading-relaxed">
            {company.street}
            <br />
            {company.postcode} {company.city}
            <br />
            {company.country}
          </address>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold text-white">
            {nl.footer.contact}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt>{nl.footer.email}</dt>
            <dd>
              <a className="underline" href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </dd>
            <dt>{nl.footer.phone}</dt>
            <dd>
              <a className="underline" href={`tel:${company.phone.replace(/\s/g, "")}`}>
                {company.phone}
              </a>
            </dd>
            <dt>{nl.footer.kvk}</dt>
            <dd>{company.kvk}</dd>
            <dt>{nl.footer.vat}</dt>
            <dd>{company.vat}</dd>
          </dl>
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="text-lg font-semibold text-white">
            {nl.footer.shop}
          </h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link className="underline" to={urls.shop}>
                {nl.nav.allProducts}
              </Link>
            </li>
            <li>
              <Link className="underline" to={urls.product("glazen-deur-op-maat")}>
                {nl.nav.configurator}
              </Link>
            </li>
            {/* popups (issue 14): plain links to the forms' pages; with JS the popup script opens the popups. The
                contact link (popmake-contact) is in the service column. */}
            <li>
              <a className="underline popmake-nieuwsbrief" href="/nieuwsbrief">
                {popupMessages.footer.newsletter}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-service">
          <h2 id="footer-service" className="text-lg font-semibold text-white">
            {nl.legalNav.heading}
          </h2>
          <ul className="mt-2 space-y-1">
            {LEGAL_LINKS.map((l) => (
              <li key={l.href}>
                <a className={l.popup ? `underline ${l.popup}` : "underline"} href={l.href}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-6">
        <PaymentLogos methods={paymentMethods} />
      </div>
      <p className="border-t border-brand-700 px-4 py-4 text-center text-sm">
        {nl.footer.rights(new Date().getFullYear(), company.name)}
      </p>
    </footer>
  );
}
