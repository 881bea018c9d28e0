// A menu as the back office edits it (issue 15 point 5): its items as a flat list in display order, each at level
// 0 (top level) or 1 (in the dropdown, or column, of the nearest top-level item above it). Reordering and nesting
// are list operations on it, pure, the same with and without JavaScript. The storefront reads it as a tree.
import type { MenuItem } from "../cms/menu";

export const MENUS = ["header", "footer"] as const;
export type MenuName = (typeof MENUS)[number];
export type MenuStyle = "link" | "toggle";

export interface MenuRow {
  /** The item's stable id within its menu (`?menu_id={key}`). */
  key: string;
  label: string;
  href: string;
  style: MenuStyle;
  /** Extra CSS classes (e.g. a popup's trigger class). */
  className: string;
  level: 0 | 1;
}

export type MenuMove = "up" | "down" | "indent" | "outdent" | "remove";

/** Where the block of row `i` ends: the row itself and, for a top-level row, its children (exclusive end). */
function blockEnd(rows: readonly MenuRow[], i: number): number {
  let end = i + 1;
  if (rows[i].level === 0) while (end < rows.length && rows[end].level === 1) end++;
  return end;
}

/** The start of the block before row `i` at the same level (within the same parent for a child), or -1. */
function previousSibling(rows: readonly MenuRow[], i: number): number {
  const level = rows[i].level;
  for (let j = i - 1; j >= 0; j--) {
    if (rows[j].level === level) return j;
    if (rows[j].level < level) return -1;
  }
  return -1;
}

/**
 * Row `i` moved or changed; the list is returned unchanged (the same array) when the move is not possible: the
 * first item up, the last down, a first item or one with children indented, a top-level item outdented.
 */
export function moveRow(rows: readonly MenuRow[], i: number, move: MenuMove): readonly MenuRow[] {
  if (i < 0 || i >= rows.length) return rows;
  const row = rows[i];
  const end = blockEnd(rows, i);
  const block = rows.slice(i, end);
  switch (move) {
    case "remove":
      return [...rows.slice(0, i), ...rows.slice(end)];
    case "up": {
      const prev = previousSibling(rows, i);
      if (prev < 0) return rows;
      return [...rows.slice(0, prev), ...block, ...rows.slice(prev, i), ...rows.slice(end)];
    }
    case "down": {
      if (end >= rows.length || rows[end].level !== row.level) return rows;
      const nextEnd = blockEnd(rows, end);
      return [...rows.slice(0, i), ...rows.slice(end, nextEnd), ...block, ...rows.slice(nextEnd)];
    }
    case "indent": {
      // Only a top-level item without children, under the top-level item above it.
      if (row.level === 1 || end > i + 1 || previousSibling(rows, i) < 0) return rows;
      return rows.map((r, j) => (j === i ? { ...r, level: 1 as const } : r));
    }
    case "outdent": {
      if (row.level === 0) return rows;
      // It becomes a top-level item right after its former parent's block (its later siblings stay children).
      let parentEnd = i + 1;
      while (parentEnd < rows.length && rows[parentEnd].level === 1) parentEnd++;
      const moved = { ...row, level: 0 as const };
      return [...rows.slice(0, i), ...rows.slice(i + 1, parentEnd), moved, ...rows.slice(parentEnd)];
    }
  }
}

/** A list that is a valid menu: the first item at the top level. */
export function normalised(rows: readonly MenuRow[]): MenuRow[] {
  return rows.map((r, i) => (i === 0 && r.level === 1 ? { ...r, level: 0 } : r));
}

/** A key no row of the menu has yet: `item-{n}`. */
export function newKey(rows: readonly MenuRow[]): string {
  const taken = new Set(rows.map((r) => r.key));
  let n = rows.length + 1;
  while (taken.has(`item-${n}`)) n++;
  return `item-${n}`;
}

/** The menu as the storefront renders it: top-level items with their children. */
export function menuTree(rows: readonly MenuRow[]): MenuItem[] {
  const tree: MenuItem[] = [];
  for (const r of normalised(rows)) {
    const item: MenuItem = {
      id: r.key,
      label: r.label,
      href: r.href,
      ...(r.style === "toggle" ? { toggle: true } : {}),
      ...(r.className ? { className: r.className } : {}),
    };
    const parent = tree.at(-1);
    if (r.level === 1 && parent) {
      parent.children ??= [];
      parent.children.push(item);
    } else tree.push(item);
  }
  return tree;
}

/** A tree (e.g. the shop's first menu, built in code) as rows. */
export function menuRows(tree: readonly MenuItem[]): MenuRow[] {
  return tree.flatMap((item) => [rowOf(item, 0), ...(item.children ?? []).map((child) => rowOf(child, 1))]);
}

function rowOf(item: MenuItem, level: 0 | 1): MenuRow {
  return {
    key: item.id,
    label: item.label,
    href: item.href,
    style: item.toggle ? "toggle" : "link",
    className: item.className ?? "",
    level,
  };
}

/**
 * Row `from` (with its children) moved to where row `to` is, among its siblings (a drag in the editor): by moves
 * up or down one place at a time. The same array when `to` is not a sibling position of `from`.
 */
export function moveTo(rows: readonly MenuRow[], from: number, to: number): readonly MenuRow[] {
  if (from === to || !rows[from] || !rows[to] || rows[from].level !== rows[to].level) return rows;
  const key = rows[from].key;
  const target = rows[to].key;
  const move: MenuMove = to < from ? "up" : "down";
  let current = rows;
  for (let step = 0; step < rows.length; step++) {
    const at = current.findIndex((r) => r.key === key);
    const next = moveRow(current, at, move);
    if (next === current) return rows;
    current = next;
    const targetAt = current.findIndex((r) => r.key === target);
    const nowAt = current.findIndex((r) => r.key === key);
    if (move === "up" ? nowAt < targetAt : nowAt > targetAt) return current;
  }
  return rows;
}
