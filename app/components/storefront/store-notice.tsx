import { useState } from "react";
import { useLocation } from "react-router";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { storeNoticeCookie } from "~/modules/cms/store-notice";
import { secureCookiesInBrowser } from "~/utils/cookies";
import { urls } from "~/utils/page-config";

/** Spec §2.2/§4.2: the store notice. Dismissing stores `store_notice{id}=hidden` (path /): in the browser
 * with JS, via a form post to the server without it. */
export function StoreNotice({ notice, csrf }: { notice: { id: string; text: string }; csrf: string }) {
  const [hidden, setHidden] = useState(false);
  const location = useLocation();
  if (hidden) return null;
  return (
    <section className="store-notice" aria-label={nl.notice.label} data-notice-id={notice.id}>
      <p>{notice.text}</p>
      <form
        method="post"
        action={urls.dismissNotice}
        onSubmit={(event) => {
          event.preventDefault();
          // biome-ignore lint/suspicious/noDocumentCookie: the spec names this exact cookie (§3.3)
          document.cookie = storeNoticeCookie(notice.id, secureCookiesInBrowser());
          setHidden(true);
        }}
      >
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="notice_id" value={notice.id} />
        <input type="hidden" name="redirect_to" value={location.pathname + location.search} />
        <button type="submit" className="store-notice__dismiss" aria-label={nl.notice.dismissLabel}>
          {nl.notice.dismiss}
        </button>
      </form>
    </section>
  );
}
