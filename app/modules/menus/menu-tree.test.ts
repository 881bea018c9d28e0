import { describe, expect, it } from "vitest";
import { type MenuRow, menuRows, menuTree, moveRow, moveTo, newKey } from "./menu-tree";

const row = (key: string, level: 0 | 1 = 0): MenuRow => ({
  key,
  label: key.toUpperCase(),
  href: `/${key}`,
  style: "link",
  className: "",
  level,
});
// a, b (b1, b2), c
const MENU = [row("a"), row("b"), row("b1", 1), row("b2", 1), row("c")];
const keys = (rows: readonly MenuRow[]) => rows.map((r) => `${r.level ? "-" : ""}${r.key}`).join(" ");

describe("menu tree operations (issue 15 point 5)", () => {
  it("moves a top-level item with its children, and a child among its siblings only", () => {
    expect(keys(moveRow(MENU, 1, "up"))).toBe("b -b1 -b2 a c");
    expect(keys(moveRow(MENU, 1, "down"))).toBe("a c b -b1 -b2");
    expect(keys(moveRow(MENU, 3, "up"))).toBe("a b -b2 -b1 c");
    expect(keys(moveRow(MENU, 2, "down"))).toBe("a b -b2 -b1 c");
    // At the edge nothing changes (the same list comes back).
    expect(moveRow(MENU, 0, "up")).toBe(MENU);
    expect(moveRow(MENU, 4, "down")).toBe(MENU);
    expect(moveRow(MENU, 2, "up")).toBe(MENU);
    expect(moveRow(MENU, 3, "down")).toBe(MENU);
    expect(moveRow(MENU, 9, "up")).toBe(MENU);
  });

  it("indents a top-level item without children under the one above, and outdents a child after its parent", () => {
    expect(keys(moveRow(MENU, 4, "indent"))).toBe("a b -b1 -b2 -c");
    expect(keys(moveRow(MENU, 1, "indent"))).toBe(keys(MENU));
    expect(moveRow(MENU, 0, "indent")).toBe(MENU);
    expect(keys(moveRow(MENU, 2, "outdent"))).toBe("a b -b2 b1 c");
    expect(keys(moveRow(MENU, 3, "outdent"))).toBe("a b -b1 b2 c");
    expect(moveRow(MENU, 0, "outdent")).toBe(MENU);
  });

  it("removes an item with its children", () => {
    expect(keys(moveRow(MENU, 1, "remove"))).toBe("a c");
    expect(keys(moveRow(MENU, 2, "remove"))).toBe("a b -b2 c");
  });

  it("drags an item to a sibling's place, never into another level", () => {
    expect(keys(moveTo(MENU, 4, 0))).toBe("c a b -b1 -b2");
    expect(keys(moveTo(MENU, 0, 4))).toBe("b -b1 -b2 c a");
    expect(keys(moveTo(MENU, 1, 4))).toBe("a c b -b1 -b2");
    expect(keys(moveTo(MENU, 3, 2))).toBe("a b -b2 -b1 c");
    expect(moveTo(MENU, 2, 0)).toBe(MENU);
    expect(moveTo(MENU, 0, 2)).toBe(MENU);
  });

  it("turns rows into the storefront's tree and back", () => {
    const tree = menuTree([{ ...row("x"), style: "toggle", className: "popmake-contact" }, ...MENU.slice(1)]);
    expect(tree.map((i) => i.id)).toEqual(["x", "b", "c"]);
    expect(tree[0]).toMatchObject({ toggle: true, className: "popmake-contact" });
    expect(tree[1].children?.map((i) => i.id)).toEqual(["b1", "b2"]);
    expect(keys(menuRows(menuTree(MENU)))).toBe(keys(MENU));
    // A child first in the list has no parent: it is shown at the top level.
    expect(menuTree([row("z", 1)]).map((i) => i.id)).toEqual(["z"]);
  });

  it("gives a new item a key no item has", () => {
    expect(newKey(MENU)).toBe("item-6");
    expect(newKey([row("item-2"), row("item-3")])).toBe("item-4");
  });
});
