// The builder's layout blocks (issue 15 point 3, part B): the section and the scroll-to navigation. The preview
// shows a section's background image at once (no lazy loading, no parallax) and the navigation with a sample list.
import type { ComponentType } from "react";
import { ScrollNavBlock, SectionBlock } from "~/components/pages/layout-blocks";
import { adminPagesMessages as t } from "~/i18n/nl.admin-pages";
import { pagesMessages } from "~/i18n/nl.pages";
import {
  SCROLL_NAV_STYLES,
  SECTION_BACKGROUNDS,
  SECTION_IMAGE_MODES,
  STICKY_COLUMNS,
} from "~/modules/pages/sections";
import { component, text } from "./puck-component";

const s = t.blocks.Section;
const n = t.blocks.ScrollNav;
const choose = (label: string, values: readonly string[], names: Record<string, string>) => ({
  type: "select" as const,
  label,
  options: values.map((value) => ({ label: names[value] ?? value, value })),
});

/** The Columns block's sticky sidebar field (puck-config.tsx). */
export const stickyColumnField = choose(t.blocks.Columns.sticky, STICKY_COLUMNS, t.blocks.StickyColumns);

export const layoutBlocks = {
  Section: component(
    s.label,
    {
      anchor: text(s.anchor),
      title: text(s.title),
      background: choose(s.background, SECTION_BACKGROUNDS, s.backgrounds),
      image: text(s.image),
      imageMode: choose(s.imageMode, SECTION_IMAGE_MODES, s.imageModes),
      sticky: {
        type: "radio",
        label: s.sticky,
        options: [
          { label: t.options.no, value: false },
          { label: t.options.yes, value: true },
        ],
      },
      content: { type: "slot", label: s.content },
    },
    { anchor: "", title: "", background: "none", image: "", imageMode: "none", sticky: false, content: [] },
    (p) => {
      const Content = p.content as ComponentType;
      return (
        <SectionBlock
          domId={`blok-${p.id}`}
          anchor={p.anchor}
          title={p.title}
          background={p.background}
          image={p.image}
          imageMode={p.imageMode === "lazy" ? "none" : p.imageMode}
          sticky={p.sticky}
        >
          <Content />
        </SectionBlock>
      );
    },
  ),
  ScrollNav: component(
    n.label,
    { style: choose(n.style, SCROLL_NAV_STYLES, n.styles) },
    { style: "nav" },
    (p) => (
      <div>
        <p className="page-cta">{n.preview}</p>
        <ScrollNavBlock
          domId={`blok-${p.id}`}
          style="nav"
          links={[{ anchor: "voorbeeld", title: n.styles[p.style as "nav"] ?? n.label }]}
          label={pagesMessages.scrollNav.nav}
        />
      </div>
    ),
  ),
};
