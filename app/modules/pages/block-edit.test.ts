import { describe, expect, it } from "vitest";
import { blockEditLinks, blockTitle, findItemSelector, menuIdParam } from "./block-edit";
import type { Block } from "./blocks.schema";

const heading: Block = {
  type: "Heading",
  props: { id: "kop-1", text: "Over Maatglas", level: "h1", align: "left" },
};
const spacer: Block = { type: "Spacer", props: { id: "ruimte", size: "md" } };

describe("block edit links (issue 15 point 6)", () => {
  it("title the block by its Dutch type name and a hint of its content", () => {
    expect(blockTitle(heading)).toBe("Kop: Over Maatglas");
    expect(blockTitle(spacer)).toBe("Witruimte");
    const long: Block = { type: "Heading", props: { ...heading.props, text: "x".repeat(80) } };
    expect(blockTitle(long)).toBe(`Kop: ${"x".repeat(59)}…`);
  });

  it("link to the builder with the block selected and to the back-end editor, with menu_id appended", () => {
    expect(blockEditLinks(heading, { pageId: 7, menuId: null })).toEqual({
      title: "Kop: Over Maatglas",
      builder: "/beheer/paginas/7?blok=kop-1",
      backend: "/beheer/paginas/7?editor=formulier&blok=kop-1",
    });
    const withMenu = blockEditLinks(heading, { pageId: 7, menuId: "shop" });
    expect(withMenu.builder).toBe("/beheer/paginas/7?blok=kop-1&menu_id=shop");
    expect(withMenu.backend).toBe("/beheer/paginas/7?editor=formulier&blok=kop-1&menu_id=shop");
  });

  it("accept only a plain id as menu_id", () => {
    expect(menuIdParam("cat-glazen-deuren")).toBe("cat-glazen-deuren");
    expect(menuIdParam("12")).toBe("12");
    expect(menuIdParam(null)).toBeNull();
    expect(menuIdParam("")).toBeNull();
    expect(menuIdParam('x"><script>')).toBeNull();
    expect(menuIdParam("a&b=c")).toBeNull();
  });

  it("find where Puck keeps a block: top level and inside a slot", () => {
    const data = {
      root: { props: {} },
      content: [
        heading,
        {
          type: "Columns",
          props: {
            id: "kolommen",
            layout: "1-1",
            column1: [spacer],
            column2: [{ type: "Heading", props: { id: "diep" } }],
          },
        },
        { type: "Tabs", props: { id: "tabs", items: [{ title: "A", html: "" }] } },
      ],
    };
    expect(findItemSelector(data, "kop-1")).toEqual({ index: 0, zone: "root:default-zone" });
    expect(findItemSelector(data, "tabs")).toEqual({ index: 2, zone: "root:default-zone" });
    expect(findItemSelector(data, "ruimte")).toEqual({ index: 0, zone: "kolommen:column1" });
    expect(findItemSelector(data, "diep")).toEqual({ index: 0, zone: "kolommen:column2" });
    expect(findItemSelector(data, "onbekend")).toBeNull();
    expect(findItemSelector(null, "kop-1")).toBeNull();
  });
});
