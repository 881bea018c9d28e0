import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { LEGAL_PAGES } from "~/modules/cms/legal-urls";

const t = nl.privacyNotice;

/** The line under every form that collects personal data: what the data is for, with a link to the privacy policy. */
export function PrivacyNotice() {
  return (
    <p className="privacy-notice text-sm text-slate-700">
      {t.before}
      <a className="underline" href={LEGAL_PAGES.privacy}>
        {t.link}
      </a>
      {t.after}
    </p>
  );
}
