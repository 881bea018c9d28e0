// The Puck editor of a content page (issue 15). Loaded on demand by the page editor route only, so no builder
// code reaches any other page. Every change is handed to `onChange` (the route writes it into the form's field).
import { type Data, Puck } from "@puckeditor/core";
import "@puckeditor/core/no-external.css";
import "~/components/pages/blocks.css";
import "~/components/pages/layout-blocks.css";
import "~/components/pages/lightbox.css";
import { adminPagesMessages as t } from "~/i18n/nl.admin-pages";
import { pageBuilderDictionary } from "~/i18n/nl.page-builder";
import type { ItemSelector } from "~/modules/pages/block-edit";
import { puckConfig } from "./puck-config";

const VIEWPORTS = [
  { width: 375, label: t.viewports.phone, icon: "Smartphone" as const },
  { width: 768, label: t.viewports.tablet, icon: "Tablet" as const },
  { width: 1280, label: t.viewports.desktop, icon: "Monitor" as const },
];

export default function PageBuilder({
  data,
  title,
  selected,
  onChange,
}: {
  data: Data;
  title: string;
  /** The block to select on opening (a block edit link's `?blok=`). */
  selected?: ItemSelector | null;
  onChange: (data: Data) => void;
}) {
  return (
    <Puck
      config={puckConfig}
      data={data}
      onChange={onChange}
      viewports={VIEWPORTS}
      headerTitle={title}
      dictionary={pageBuilderDictionary}
      height="85vh"
      ui={selected ? { itemSelector: selected } : undefined}
      overrides={{ headerActions: () => <></> }}
    />
  );
}
