import { data } from "react-router";
import { LegalSections } from "~/components/storefront/legal-text";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { legalMessages } from "~/i18n/nl.legal";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { HydrateHandle } from "~/islands/island";
import { legalPage } from "~/modules/cms/legal-pages";
import { LEGAL_PAGES, legalPageKey } from "~/modules/cms/legal-urls";
import { originOf, sharingMeta } from "~/modules/seo/structured-data";
import { getSettings } from "~/modules/settings/settings.server";
import { getState } from "~/utils/context.server";
import { formatMoney } from "~/utils/format-money";
import type { Route } from "./+types/legal-page";
import "~/components/storefront/legal.css";

/** Not hydrated as a whole: its interactive parts are islands (docs/decisions/014). */
export const handle: HydrateHandle = { hydrate: false };

/** The legal and service pages (app/modules/cms/legal-pages.ts), one route per address in LEGAL_PAGES. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const key = legalPageKey(new URL(request.url).pathname);
  if (!key) throw data(null, { status: 404 });
  const settings = await getSettings(getState(context).db);
  const shipping = settings.shipping.methods.map((m) => ({
    label: m.label,
    pickup: m.pickup,
    cost:
      m.costInclCents === 0
        ? checkoutMessages.free.toLowerCase()
        : `${formatMoney(m.costInclCents)}${m.freeFromInclCents !== null ? ` (${checkoutMessages.freeFrom(formatMoney(m.freeFromInclCents))})` : ""}`,
  }));
  return {
    key,
    path: LEGAL_PAGES[key],
    page: legalPage(key, settings.company, shipping),
    company: settings.company,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.page.title} – ${nl.site.name}` },
    { name: "description", content: loaderData.page.description },
    ...sharingMeta({
      origin: originOf(matches),
      path: loaderData.path,
      title: loaderData.page.title,
      siteName: nl.site.name,
    }),
  ];
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page, company } = loaderData;
  return (
    <article className="legal-page">
      <h1 className="page-title">{page.title}</h1>
      <p className="legal-page__intro">{page.intro}</p>
      <LegalSections page={page} />
      <section className="legal-page__company" aria-labelledby="legal-company">
        <h2 id="legal-company">{legalMessages.companyTitle}</h2>
        <dl>
          <dt>{legalMessages.companyName}</dt>
          <dd>{company.name}</dd>
          <dt>{legalMessages.companyAddress}</dt>
          <dd>
            {company.street}, {company.postcode} {company.city}, {company.country}
          </dd>
          <dt>{nl.footer.kvk}</dt>
          <dd>{company.kvk}</dd>
          <dt>{nl.footer.vat}</dt>
          <dd>{company.vat}</dd>
          <dt>{nl.footer.email}</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
          <dt>{nl.footer.phone}</dt>
          <dd>{company.phone}</dd>
        </dl>
      </section>
      <p className="legal-page__updated">{legalMessages.updated}</p>
    </article>
  );
}
