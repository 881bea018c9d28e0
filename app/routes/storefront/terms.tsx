import { TermsText } from "~/components/checkout/terms-dialog";
import { nl } from "~/i18n/nl";
import "~/components/checkout/checkout.css";

export function meta() {
  return [{ title: `${nl.checkout.termsPage.title} – ${nl.site.name}` }];
}

/** `/algemene-voorwaarden`: the terms (the checkout's lightbox shows the same text). */
export default function Terms() {
  return (
    <article className="max-w-prose">
      <h1 className="page-title">{nl.checkout.termsPage.title}</h1>
      <TermsText />
    </article>
  );
}
