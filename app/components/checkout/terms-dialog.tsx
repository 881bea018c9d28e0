import { type RefObject, useId } from "react";
import { nl } from "~/i18n/nl";
import { checkoutUrls } from "~/modules/checkout/urls";

const m = nl.checkout;

/** The terms text, shared by the lightbox and the /algemene-voorwaarden page. */
export function TermsText({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="terms-text">
      {m.termsPage.sections.map((s) => (
        <section key={s.heading}>
          <H>{s.heading}</H>
          <p>{s.text}</p>
        </section>
      ))}
    </div>
  );
}

/**
 * The "algemene voorwaarden" lightbox (spec §2.7): a native modal <dialog> (focus moves in, Escape and the close
 * button close it, focus returns to the link). Render it outside the checkbox label and outside other forms.
 */
export function TermsDialog({ ref }: { ref: RefObject<HTMLDialogElement | null> }) {
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles natively
    <dialog
      ref={ref}
      className="terms-dialog"
      aria-labelledby={titleId}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (e.target === ref.current) ref.current?.close();
      }}
    >
      <div className="terms-dialog__content">
        <h2 id={titleId} className="text-xl font-semibold">
          {m.termsPage.title}
        </h2>
        <TermsText headingLevel={3} />
        <button type="button" className="btn btn-primary mt-4" onClick={() => ref.current?.close()}>
          {m.terms.close}
        </button>
      </div>
    </dialog>
  );
}

/** The link in the terms checkbox's label: opens the lightbox; without JavaScript the terms page (new tab). */
export function TermsLink({ dialog }: { dialog: RefObject<HTMLDialogElement | null> }) {
  return (
    <a
      href={checkoutUrls.terms}
      className="underline"
      target="_blank"
      rel="noopener"
      onClick={(e) => {
        if (!dialog.current?.showModal) return;
        e.preventDefault();
        dialog.current.showModal();
      }}
    >
      {m.terms.link}
    </a>
  );
}
