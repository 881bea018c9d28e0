import { useId } from "react";
import { ModalClose, ModalDialog } from "~/components/ui/modal-dialog";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { checkoutUrls } from "~/modules/checkout/urls";

const m = checkoutMessages;

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
 * The "algemene voorwaarden" lightbox (spec §2.7): the one modal dialog (focus trapped, Escape, the close
 * button and a click on the backdrop close it, focus returns to the link). Render it outside the checkbox label.
 */
export function TermsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      className="terms-dialog"
      overlayClassName="terms-dialog__backdrop"
      contentClassName="terms-dialog__content"
      describedBy={titleId}
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {m.termsPage.title}
      </h2>
      <TermsText headingLevel={3} />
      <ModalClose className="btn btn-primary mt-4" />
    </ModalDialog>
  );
}

/** The link in the terms checkbox's label: opens the lightbox; without JavaScript the terms page (new tab). */
export function TermsLink({ onOpen }: { onOpen: () => void }) {
  return (
    <a
      href={checkoutUrls.terms}
      className="underline"
      target="_blank"
      rel="noopener"
      aria-haspopup="dialog"
      onClick={(e) => {
        e.preventDefault();
        onOpen();
      }}
    >
      {m.terms.link}
    </a>
  );
}
