import { useId } from "react";
import { LegalSections } from "~/components/storefront/legal-text";
import { ModalClose, ModalDialog } from "~/components/ui/modal-dialog";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { legalMessages } from "~/i18n/nl.legal";
import { storefrontMessages } from "~/i18n/nl.storefront";
import { checkoutUrls } from "~/modules/checkout/urls";
import { useRootData } from "~/root";
import "~/components/storefront/legal.css";

const m = checkoutMessages;

/** The terms for this shop's company details: the same text as the /algemene-voorwaarden page. */
function useTerms() {
  const company = useRootData()?.company;
  return company ? legalMessages.terms(company) : null;
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
  const terms = useTerms();
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
        {storefrontMessages.legalNav.terms}
      </h2>
      {terms ? <LegalSections page={terms} headingLevel={3} /> : null}
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
