import { TermsText } from "~/components/checkout/terms-dialog";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import "~/components/checkout/checkout.css";
import type { HydrateHandle } from "~/islands/island";
import { originOf, sharingMeta } from "~/modules/seo/structured-data";
import type { Route } from "./+types/terms";

/** Not hydrated as a whole: its interactive parts are islands (docs/decisions/014). */
export const handle: HydrateHandle = { hydrate: false };

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `${checkoutMessages.termsPage.title} – ${nl.site.name}` },
    ...sharingMeta({
      origin: originOf(matches),
      path: "/algemene-voorwaarden",
      title: checkoutMessages.termsPage.title,
      siteName: nl.site.name,
    }),
  ];
}

/** `/algemene-voorwaarden`: the terms (the checkout's lightbox shows the same text). */
export default function Terms() {
  return (
    <article className="max-w-prose">
      <h1 className="page-title">{checkoutMessages.termsPage.title}</h1>
      <TermsText />
    </article>
  );
}
