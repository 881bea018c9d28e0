// The menu editor's form (issue 15 point 5): a menu's items posted as numbered fields (`items.0.label` …) with
// their count (`item_rows`), in display order, and the intent of the button pressed: save, add, or a move of one
// row (`up.2`, `indent.0` …). Every intent posts the whole menu, so edits typed before a move are kept. Pure.
import { adminMenusMessages as t } from "~/i18n/nl.admin-menus";
import { safeHref } from "../pages/blocks.schema";
import type { MenuMove, MenuRow } from "./menu-tree";
import { newKey } from "./menu-tree";

export const MENU_MAX_ITEMS = 60;
const KEY = /^[A-Za-z0-9_-]{1,80}$/;
const CLASS_NAMES = /^[A-Za-z0-9_ -]{0,100}$/;
const MOVES: readonly MenuMove[] = ["up", "down", "indent", "outdent", "remove"];

type Form = Pick<FormData, "get">;
const text = (form: Form, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};

export type MenuIntent = { kind: "save" } | { kind: "add" } | { kind: "move"; move: MenuMove; index: number };

export function menuIntent(raw: string): MenuIntent {
  if (raw === "add") return { kind: "add" };
  const [move, at] = raw.split(".");
  const index = Number(at);
  if (MOVES.includes(move as MenuMove) && Number.isInteger(index) && index >= 0) {
    return { kind: "move", move: move as MenuMove, index };
  }
  return { kind: "save" };
}

/** The errors of one row's fields, by field name (`items.2.href`). */
function checkRow(row: MenuRow, prefix: string, errors: Record<string, string>) {
  if (!row.label || row.label.length > 60) errors[`${prefix}.label`] = t.errors.label;
  if (!safeHref.safeParse(row.href).success) errors[`${prefix}.href`] = t.errors.href;
  if (!CLASS_NAMES.test(row.className)) errors[`${prefix}.class_name`] = t.errors.className;
}

/** The rows the form posted, checked; a missing or repeated key gets a new one. */
export function readMenuRows(form: Form): { rows: MenuRow[]; errors: Record<string, string> } {
  const count = Math.min(Math.max(Number(text(form, "item_rows")) || 0, 0), MENU_MAX_ITEMS);
  const rows: MenuRow[] = [];
  const errors: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const p = `items.${i}`;
    const key = text(form, `${p}.key`);
    const row: MenuRow = {
      key: KEY.test(key) && !rows.some((r) => r.key === key) ? key : newKey(rows),
      label: text(form, `${p}.label`),
      href: text(form, `${p}.href`),
      style: text(form, `${p}.style`) === "toggle" ? "toggle" : "link",
      className: text(form, `${p}.class_name`).replace(/\s+/g, " "),
      level: text(form, `${p}.level`) === "1" && i > 0 ? 1 : 0,
    };
    checkRow(row, p, errors);
    rows.push(row);
  }
  return { rows, errors };
}

/** The new item of the add form (`new.label` …), placed at the end of its parent's children or of the menu. */
export function addedRow(
  form: Form,
  rows: readonly MenuRow[],
): { rows: MenuRow[]; added: MenuRow | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const parent = text(form, "new.parent");
  const parentAt = rows.findIndex((r) => r.key === parent && r.level === 0);
  const added: MenuRow = {
    key: newKey(rows),
    label: text(form, "new.label"),
    href: text(form, "new.href"),
    style: text(form, "new.style") === "toggle" ? "toggle" : "link",
    className: text(form, "new.class_name").replace(/\s+/g, " "),
    level: parentAt >= 0 ? 1 : 0,
  };
  checkRow(added, "new", errors);
  if (rows.length >= MENU_MAX_ITEMS) errors["new.label"] = t.errors.tooMany;
  if (Object.keys(errors).length) return { rows: [...rows], added: null, errors };
  let at = rows.length;
  if (parentAt >= 0) {
    at = parentAt + 1;
    while (at < rows.length && rows[at].level === 1) at++;
  }
  return { rows: [...rows.slice(0, at), added, ...rows.slice(at)], added, errors };
}
