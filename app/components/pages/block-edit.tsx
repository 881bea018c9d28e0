// The inline edit tooltip of a content page's block (issue 15 point 6): rendered only when the page's loader
// found a visitor who may edit pages, so other visitors never receive its markup. CSS shows it on hover and focus.
import { createContext, type ReactNode, useContext } from "react";
import { pagesMessages as t } from "~/i18n/nl.pages";
import { blockEditLinks, type PageEditContext } from "~/modules/pages/block-edit";
import type { Block } from "~/modules/pages/blocks.schema";

export const PageEdit = createContext<PageEditContext | null>(null);

export function BlockEdit({ block, children }: { block: Block; children: ReactNode }) {
  const edit = useContext(PageEdit);
  if (!edit) return children;
  const links = blockEditLinks(block, edit);
  return (
    <div className="block-edit" data-block-edit={block.props.id}>
      {children}
      <p className="block-edit__tip">
        <span className="block-edit__title">
          <span className="sr-only">{t.edit.label}: </span>
          {links.title}
        </span>
        <a href={links.builder} className="block-edit__link">
          {t.edit.builder}
        </a>
        <a href={links.backend} className="block-edit__link">
          {t.edit.backend}
        </a>
      </p>
    </div>
  );
}
