import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useEffect, useRef } from "react";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";

/**
 * The one modal dialog (Radix Dialog, docs/decisions/006; loaded on first open through modal-dialog.tsx): rendered in a portal at the end of <body> while
 * open; Tab cycles inside, Escape and a click on the backdrop close it, the page scrolls no more (react-remove-
 * scroll via the overlay), every other part of the page gets `inert`, and on close focus returns to
 * `returnFocus` (else to whatever had focus when it opened). Its accessible name is the spec's lightbox label
 * (§2.2); the visible heading, if any, describes it.
 */
export function ModalDialog({
  open,
  onOpenChange,
  className,
  overlayClassName,
  contentClassName,
  describedBy,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Class of the wrapper around overlay and content (positions both). */
  className: string;
  overlayClassName: string;
  contentClassName: string;
  /** Id of the visible heading, used as the dialog's description. */
  describedBy?: string;
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const before = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div ref={rootRef} className={className} data-open="true">
          <InertOthers rootRef={rootRef} />
          <Dialog.Overlay className={overlayClassName} />
          <Dialog.Content
            className={contentClassName}
            aria-describedby={describedBy}
            onOpenAutoFocus={() => {
              before.current = document.activeElement as HTMLElement | null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              (returnFocus?.() ?? before.current)?.focus();
            }}
          >
            <Dialog.Title className="sr-only">{nl.dialog.label}</Dialog.Title>
            {children}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's close button, named as the spec's lightbox close button (§2.2). */
export function ModalClose({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <Dialog.Close className={className} aria-label={nl.dialog.close}>
      {children ?? nl.dialog.closeText}
    </Dialog.Close>
  );
}

/**
 * Marks every other child of <body> `inert` while the dialog is open (Radix itself only sets aria-hidden), and
 * takes the attribute off again on close, except where it was already there. (aria-hidden's `inertOthers`
 * shares its counters with the `hideOthers` Radix runs, and leaves `inert` behind when both are used.)
 */
function InertOthers({ rootRef }: { rootRef: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const marked = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(root) && !el.inert,
    );
    for (const el of marked) el.inert = true;
    return () => {
      for (const el of marked) el.inert = false;
    };
  }, [rootRef]);
  return null;
}
