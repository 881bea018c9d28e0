import { TermsText } from "~/components/checkout/terms-dialog";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import "~/components/checkout/checkout.css";
import type { HydrateHandle } from "~/islands/island";

/** Not hydrated as a whole: its interactive parts are islands (docs/decisions/014). */
export const handle: HydrateHandle = { hydrate: false };

export function meta() {
  return [{ title: `${checkoutMessages.termsPage.title} – ${nl.site.name}` }];
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
