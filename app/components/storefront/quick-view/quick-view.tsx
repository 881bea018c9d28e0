import { useCallback, useEffect, useRef, useState } from "react";
import { ModalClose, ModalDialog } from "~/components/ui/modal-dialog";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { readPageConfig, urls } from "~/utils/page-config";
import { CART_EVENTS } from "../cart/cart-client";
import { QUICK_VIEW_TITLE_ID } from "./quick-view-ids";

/** A listing card's quick-view trigger (spec §3.10): a link to the product page carrying the product id. */
export const QUICK_VIEW_TRIGGER = "a[data-prod]";

type View = { status: "loading" } | { status: "ready"; html: string } | { status: "failed"; message: string };

/**
 * The listing's quick view (spec §2.3, §7.11, §9.6). One island per page listens for clicks on any
 * `a[data-prod]` (without JS that is a plain link to the product page). A click asks `maatglas_quickview` for the
 * product's HTML and shows it in the shop's modal dialog; once shown, quick-view-enhance.ts (a chunk of its own,
 * with Embla) sets up the image slider and mounts the product's order form. After an add to the cart the quick
 * view closes, so the header's cart shows what was added.
 */
export function QuickView() {
  const [view, setView] = useState<View | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  // The body's element, once the dialog (a chunk loaded on first open) has rendered it.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const request = useRef(0);

  const open = useCallback(async (link: HTMLAnchorElement) => {
    const id = ++request.current;
    trigger.current = link;
    setView({ status: "loading" });
    const config = readPageConfig();
    const failed = (message: string) => {
      if (request.current === id) setView({ status: "failed", message });
    };
    try {
      const response = await fetch(config?.ajax_url ?? urls.ajax, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: new URLSearchParams({
          action: "maatglas_quickview",
          product: link.dataset.prod ?? "",
          security: config?.nonce ?? "",
        }),
      });
      const html = await response.text();
      if (request.current !== id) return;
      if (!response.ok) failed(response.status === 404 ? nl.quickView.notFound : nl.quickView.failed);
      else setView({ status: "ready", html });
    } catch {
      failed(nl.quickView.failed);
    }
  }, []);

  const close = useCallback(() => {
    request.current++;
    setView(null);
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(QUICK_VIEW_TRIGGER);
      if (!link) return;
      event.preventDefault();
      void open(link);
    };
    document.addEventListener("click", onClick);
    window.addEventListener(CART_EVENTS.added, close);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener(CART_EVENTS.added, close);
    };
  }, [open, close]);

  const html = view?.status === "ready" ? view.html : null;
  useEffect(() => {
    const root = content;
    if (!html || !root) return;
    let live = true;
    let cleanup: (() => void) | undefined;
    void import("./quick-view-enhance").then(async (m) => {
      const done = await m.enhanceQuickView(root);
      if (live) cleanup = done;
      else done();
    });
    return () => {
      live = false;
      cleanup?.();
    };
  }, [html, content]);

  return (
    <ModalDialog
      open={view !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      className="quick-view-dialog"
      overlayClassName="quick-view-dialog__overlay"
      contentClassName="quick-view-dialog__content"
      describedBy={html ? QUICK_VIEW_TITLE_ID : undefined}
      returnFocus={() => trigger.current}
    >
      <ModalClose className="quick-view-dialog__close">
        <span aria-hidden="true">×</span>
      </ModalClose>
      {html !== null ? (
        // The server's markup (descriptions stored sanitised, text escaped by React on the server).
        <div
          ref={setContent}
          className="quick-view-dialog__body"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p className="quick-view-dialog__status" role={view?.status === "failed" ? "alert" : "status"}>
          {view?.status === "failed" ? view.message : nl.quickView.loading}
        </p>
      )}
    </ModalDialog>
  );
}
