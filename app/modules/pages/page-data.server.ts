// Checking and cleaning a page's builder data: on save (every block must pass; rich text is sanitised) and on
// render (a block that does not pass is skipped and reported, the rest of the page still shows).
import { sanitizeRichText } from "../products/rich-text.server";
import {
  BLOCK_PROPS,
  type Block,
  type BlockType,
  type PageData,
  pageDataSchema,
  RICH_TEXT,
  SLOTS,
} from "./blocks.schema";

export interface BlockProblem {
  /** Where the block sits, e.g. `content[2].column1[0]`. */
  path: string;
  type: string;
  /** The first failing prop ("type" for an unknown block type). */
  field: string;
}

function isBlockType(type: unknown): type is BlockType {
  return typeof type === "string" && Object.hasOwn(BLOCK_PROPS, type);
}

function sanitiseProps(type: BlockType, props: Record<string, unknown>): Record<string, unknown> {
  const rich = RICH_TEXT[type];
  if (rich === "html") return { ...props, html: sanitizeRichText(String(props.html ?? "")) };
  if (rich === "items") {
    const items = props.items as { html: string }[];
    return { ...props, items: items.map((i) => ({ ...i, html: sanitizeRichText(i.html) })) };
  }
  return props;
}

/**
 * The blocks of `list` that pass their schema (slots checked the same way, recursively), with rich text
 * sanitised; every block that does not pass is left out and described in `problems`.
 */
export function checkBlocks(
  list: readonly unknown[],
  path = "content",
): { blocks: Block[]; problems: BlockProblem[] } {
  const blocks: Block[] = [];
  const problems: BlockProblem[] = [];
  list.forEach((raw, index) => {
    const at = `${path}[${index}]`;
    const item = (raw ?? {}) as { type?: unknown; props?: unknown };
    if (!isBlockType(item.type)) {
      problems.push({ path: at, type: String(item.type ?? ""), field: "type" });
      return;
    }
    const parsed = BLOCK_PROPS[item.type].safeParse(item.props ?? {});
    if (!parsed.success) {
      problems.push({ path: at, type: item.type, field: String(parsed.error.issues[0]?.path[0] ?? "") });
      return;
    }
    const props: Record<string, unknown> = sanitiseProps(item.type, parsed.data as Record<string, unknown>);
    for (const name of SLOTS[item.type] ?? []) {
      const inner = checkBlocks(props[name] as unknown[], `${at}.${name}`);
      props[name] = inner.blocks;
      problems.push(...inner.problems);
    }
    blocks.push({ type: item.type, props } as Block);
  });
  return { blocks, problems };
}

export type SaveCheck = { ok: true; data: PageData } | { ok: false; problems: BlockProblem[] };

/** The data to store for a save: every block must pass; rich text comes back sanitised. */
export function cleanPageData(raw: unknown): SaveCheck {
  const parsed = pageDataSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problems: [{ path: "", type: "", field: "data" }] };
  const { blocks, problems } = checkBlocks(parsed.data.content);
  if (problems.length) return { ok: false, problems };
  return { ok: true, data: { root: parsed.data.root, content: blocks } };
}

/** The blocks of stored data that can be shown (never throws: unreadable data shows as an empty page). */
export function renderableBlocks(json: string | null): { blocks: Block[]; problems: BlockProblem[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? "");
  } catch {
    return { blocks: [], problems: [{ path: "", type: "", field: "json" }] };
  }
  const parsed = pageDataSchema.safeParse(raw);
  if (!parsed.success) return { blocks: [], problems: [{ path: "", type: "", field: "data" }] };
  return checkBlocks(parsed.data.content);
}

/** Every block of a tree, depth first (slots included). */
export function* allBlocks(blocks: readonly Block[]): Generator<Block> {
  for (const block of blocks) {
    yield block;
    for (const name of SLOTS[block.type] ?? []) {
      yield* allBlocks((block.props as Record<string, Block[]>)[name] ?? []);
    }
  }
}
