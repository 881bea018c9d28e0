import type { Data } from "@puckeditor/core";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { FieldError } from "~/components/admin/fields";
import { adminPagesMessages } from "~/i18n/nl.admin-pages";
import { popupAdminMessages } from "~/i18n/nl.admin-popups";

const PageBuilder = lazy(() => import("~/components/admin/page-builder/page-builder"));
const f = popupAdminMessages.edit.fields;
const EMPTY: Data = { root: { props: {} }, content: [] };

function parse(json: string): Data | null {
  if (json.trim() === "") return EMPTY;
  try {
    return JSON.parse(json) as Data;
  } catch {
    return null;
  }
}

/**
 * A popup's content as page-builder blocks (issue 14 with issue 15's builder): the builder's data in a text field,
 * which is what a browser without JavaScript edits; with JavaScript a button opens the same Puck builder the
 * content pages use (loaded only then) and the builder writes into the field. An empty builder stores nothing, so
 * the popup shows its rich text.
 */
export function PopupBlocksField({ value, error, title }: { value: string; error?: string; title: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setHydrated(true), []);
  const initial = parse(value);
  const describedBy = ["content_blocks-help", error ? "content_blocks-error" : ""].filter(Boolean).join(" ");
  return (
    <div className="admin-field admin-field--wide" data-field="content_blocks">
      <label className="field-label" htmlFor="content_blocks">
        {f.contentBlocks}
      </label>
      <p className="field-help" id="content_blocks-help">
        {f.contentBlocksHelp}
      </p>
      <div hidden={open && !error}>
        <textarea
          id="content_blocks"
          name="content_blocks"
          ref={field}
          rows={4}
          defaultValue={value}
          className="field-input font-mono"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      <FieldError name="content_blocks" error={error} />
      {hydrated && initial ? (
        <button
          type="button"
          className="btn btn-secondary mt-2"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? f.closeBlocks : f.editBlocks}
        </button>
      ) : null}
      {open && initial ? (
        <section aria-label={adminPagesMessages.builderLabel} className="page-builder mt-4">
          <Suspense fallback={<p>{adminPagesMessages.builderLoading}</p>}>
            <PageBuilder
              data={initial}
              title={title}
              onChange={(next) => {
                if (field.current) field.current.value = next.content.length ? JSON.stringify(next) : "";
              }}
            />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
