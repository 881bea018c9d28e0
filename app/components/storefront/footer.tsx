import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { MenuItem } from "~/modules/cms/menu";
import type { Settings } from "~/modules/settings/settings.schema";
import { PaymentLogos } from "./payment-logos";

export function Footer({
  company,
  paymentMethods,
  columns,
}: {
  company: Settings["company"];
  paymentMethods: string[];
  columns: MenuItem[];
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
        {/* issue 15 point 5: the link columns are the footer menu of the back office (/beheer/menus). */}
        {columns.map((column) => (
          <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className="text-lg font-semibold text-white">
              {column.label}
            </h2>
            <ul className="mt-2 space-y-1">
              {(column.children ?? []).map((l) => (
                <li key={l.id}>
                  <a className={l.className ? `underline ${l.className}` : "underline"} href={l.href}>
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-6">
        <PaymentLogos methods={paymentMethods} />
      </div>
      {/* 4 rem each side: at the page's end the back-to-top button (fixed, bottom right) covers none of the line. */}
      <p className="border-t border-brand-700 px-16 py-4 text-center text-sm">
        {nl.footer.rights(new Date().getFullYear(), company.name)}
      </p>
    </footer>
  );
}
