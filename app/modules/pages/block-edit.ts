// The inline edit links of a content page's blocks (issue 15 point 6, spec §6 and §2.10): for a logged-in
// redacteur or administrator each block carries a tooltip with its title, a link to the visual builder (with that
// block selected) and a link to the back-end editor (the page's form with the builder's data as text). Pure: the
// content page's loader decides who gets them; this only builds what they show.
import { adminPagesMessages } from "~/i18n/nl.admin-pages";
import type { Block } from "./blocks.schema";

export interface BlockEditLinks {
  title: string;
  /** The visual builder, this block selected. */
  builder: string;
  /** The back-end editor: the page's fields and its data as text, at this block's entry. */
  backend: string;
}

/** What the content page hands its blocks when the visitor may edit pages. */
export interface PageEditContext {
  pageId: number;
  /** The `menu_id` the page was opened with (spec §2.10: block edit links get `&menu_id={id}` appended). */
  menuId: string | null;
}

/** A menu item id as the `menu_id` query parameter may carry it; anything else is dropped. */
export function menuIdParam(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{1,80}$/.test(value) ? value : null;
}

const TITLE_TEXT_MAX = 60;

function shorten(text: string): string {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length > TITLE_TEXT_MAX ? `${plain.slice(0, TITLE_TEXT_MAX - 1)}…` : plain;
}

/** What identifies a block to its editor besides its type: a heading's text, a button's label, … */
function blockHint(block: Block): string {
  switch (block.type) {
    case "Heading":
      return block.props.text;
    case "Button":
      return block.props.label;
    case "ConfiguratorCta":
    case "Hero":
    case "ProductGrid":
    case "CategoryTiles":
    case "ReviewsStrip":
    case "BackgroundVideo":
      return block.props.title;
    case "Image":
      return block.props.alt;
    case "Tabs":
    case "Accordion":
      return block.props.items.map((i) => i.title).join(", ");
    default:
      return "";
  }
}

/** The block's title in the tooltip: its Dutch type name, and a hint of its content where it has one. */
export function blockTitle(block: Block): string {
  const names = adminPagesMessages.blocks as Record<string, { label?: string } | undefined>;
  const name = names[block.type]?.label ?? block.type;
  const hint = shorten(blockHint(block));
  return hint ? `${name}: ${hint}` : name;
}

export function blockEditLinks(block: Block, edit: PageEditContext): BlockEditLinks {
  const base = `/beheer/paginas/${edit.pageId}`;
  const blok = `blok=${encodeURIComponent(block.props.id)}`;
  const menu = edit.menuId ? `&menu_id=${encodeURIComponent(edit.menuId)}` : "";
  return {
    title: blockTitle(block),
    builder: `${base}?${blok}${menu}`,
    backend: `${base}?editor=formulier&${blok}${menu}`,
  };
}

/** Where Puck keeps a block: its index in a zone (`root:default-zone`, or `{parentId}:{slot}` inside a block). */
export interface ItemSelector {
  index: number;
  zone: string;
}

const ROOT_ZONE = "root:default-zone";

/**
 * The Puck item selector of the block with id `blockId` in a page's builder data (the raw stored JSON, nested
 * slots included), or null when no block has that id. Lets `?blok=` open the builder with that block selected.
 */
export function findItemSelector(data: unknown, blockId: string): ItemSelector | null {
  const search = (list: unknown, zone: string): ItemSelector | null => {
    if (!Array.isArray(list)) return null;
    for (const [index, raw] of list.entries()) {
      const props = (raw as { props?: Record<string, unknown> } | null)?.props;
      if (!props) continue;
      if (props.id === blockId) return { index, zone };
      for (const [name, value] of Object.entries(props)) {
        if (!Array.isArray(value)) continue;
        const found = search(value, `${String(props.id)}:${name}`);
        if (found) return found;
      }
    }
    return null;
  };
  return search((data as { content?: unknown } | null)?.content, ROOT_ZONE);
}
