import { describe, expect, it } from "vitest";
import { addedRow, menuIntent, readMenuRows } from "./menu-form";

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
}
const posted = {
  item_rows: "3",
  "items.0.key": "winkel",
  "items.0.label": "Winkel",
  "items.0.href": "/winkel",
  "items.0.level": "0",
  "items.1.key": "winkel",
  "items.1.label": " Deuren ",
  "items.1.href": "/product-categorie/glazen-deuren",
  "items.1.level": "1",
  "items.1.style": "toggle",
  "items.2.key": "x",
  "items.2.label": "Contact",
  "items.2.href": "/contact",
  "items.2.class_name": "popmake-contact  extra",
};

describe("the menu editor's form (issue 15 point 5)", () => {
  it("reads the intents of its buttons", () => {
    expect(menuIntent("up.2")).toEqual({ kind: "move", move: "up", index: 2 });
    expect(menuIntent("remove.0")).toEqual({ kind: "move", move: "remove", index: 0 });
    expect(menuIntent("add")).toEqual({ kind: "add" });
    expect(menuIntent("save")).toEqual({ kind: "save" });
    expect(menuIntent("explode.1")).toEqual({ kind: "save" });
    expect(menuIntent("up.-1")).toEqual({ kind: "save" });
  });

  it("reads the rows in order, trimmed, and gives a repeated key a new one", () => {
    const { rows, errors } = readMenuRows(form(posted));
    expect(errors).toEqual({});
    expect(rows.map((r) => [r.key, r.label, r.level, r.style])).toEqual([
      ["winkel", "Winkel", 0, "link"],
      ["item-2", "Deuren", 1, "toggle"],
      ["x", "Contact", 0, "link"],
    ]);
    expect(rows[2].className).toBe("popmake-contact extra");
  });

  it("refuses an empty name, a script link and odd classes beside their fields", () => {
    const { errors } = readMenuRows(
      form({
        ...posted,
        "items.0.label": "",
        "items.1.href": "javascript:alert(1)",
        "items.2.class_name": 'x" onclick="y',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(["items.0.label", "items.1.href", "items.2.class_name"]);
    expect(errors["items.1.href"]).toBe("Vul een link in die begint met /, #, https://, mailto: of tel:.");
  });

  it("adds a new item at the end of its parent's children, or of the menu", () => {
    const { rows } = readMenuRows(form(posted));
    const child = addedRow(form({ "new.label": "Grepen", "new.href": "/g", "new.parent": "winkel" }), rows);
    expect(child.rows.map((r) => r.label)).toEqual(["Winkel", "Deuren", "Grepen", "Contact"]);
    expect(child.added).toMatchObject({ key: "item-4", level: 1 });
    const top = addedRow(form({ "new.label": "Blog", "new.href": "https://blog.example" }), rows);
    expect(top.rows.at(-1)).toMatchObject({ label: "Blog", level: 0 });
    const bad = addedRow(form({ "new.label": "", "new.href": "ftp://x" }), rows);
    expect(bad.added).toBeNull();
    expect(Object.keys(bad.errors).sort()).toEqual(["new.href", "new.label"]);
  });
});
