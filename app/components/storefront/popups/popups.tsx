import type { CSSProperties } from "react";
import { NO_BLOCK_DATA, PageBlocks } from "~/components/pages/page-blocks";
import { popupMessages as t } from "~/i18n/nl.popups";
import type { PopupView } from "~/modules/marketing/popup-view";
import { ContactForm, NewsletterForm } from "./popup-forms";

/** The width of a popup's box by its size setting (spec §3.13, §9.8: medium; custom 640 × 380). */
function boxStyle(p: PopupView): CSSProperties {
  const s = p.size;
  if (s.size === "custom") return { width: s.width, height: s.heightAuto ? undefined : s.height };
  if (s.size === "responsive") return { minWidth: s.minWidth, maxWidth: s.maxWidth };
  return {};
}

/**
 * Every popup the page may show, rendered on the server (closed): `<div id="pum-{id}">` holding a native
 * `<dialog>` named by its title. app/components/storefront/popups/popup-runtime.ts opens it with showModal()
 * (focus trap, aria-modal, Esc) and returns focus on close. Without JS they stay closed and the trigger links
 * lead to the forms' own pages.
 */
export function Popups({ popups, analytics }: { popups: PopupView[]; analytics: boolean }) {
  if (popups.length === 0) return null;
  return (
    <div className="pum-popups" data-analytics={analytics ? "1" : undefined}>
      {popups.map((p) => (
        <div
          key={p.id}
          id={`pum-${p.id}`}
          className={`pum pum-overlay popmake-overlay pum-form-${p.form}`}
          data-popmake={JSON.stringify(p.client)}
          style={{ zIndex: p.zindex }}
        >
          <dialog
            id={`popmake-${p.id}`}
            className={`pum-container popmake pum-size-${p.size.size}${p.scrollable ? " pum-scrollable" : ""}${p.client.overlay_disabled ? " pum-no-overlay" : ""}`}
            aria-labelledby={`pum_popup_title_${p.id}`}
            style={{ ...boxStyle(p), "--pum-speed": `${p.client.animation.speed}ms` } as CSSProperties}
          >
            <div className="pum-inner">
              <h2 className="pum-title popmake-title" id={`pum_popup_title_${p.id}`}>
                {p.title}
              </h2>
              {p.blocks ? (
                <div className="pum-content popmake-content">
                  {/* Shop blocks need a page's data (product lists, pictures): in a popup they show their empty state. */}
                  <PageBlocks blocks={p.blocks} data={NO_BLOCK_DATA} />
                </div>
              ) : (
                // Stored sanitised by the back office (modules/products/rich-text.server.ts).
                <div
                  className="pum-content popmake-content"
                  dangerouslySetInnerHTML={{ __html: p.content }}
                />
              )}
              {p.form === "newsletter" ? <NewsletterForm idPrefix={`pum-${p.id}`} popupId={p.id} /> : null}
              {p.form === "contact" ? <ContactForm idPrefix={`pum-${p.id}`} popupId={p.id} /> : null}
              <button type="button" className="pum-close popmake-close" aria-label={t.close}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </dialog>
        </div>
      ))}
    </div>
  );
}
