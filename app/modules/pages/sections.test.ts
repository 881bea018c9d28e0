import { describe, expect, it } from "vitest";
import { BLOCK_PROPS } from "./blocks.schema";
import { allBlocks, checkBlocks } from "./page-data.server";
import { anchoredSections, cssUrl, parallaxShift } from "./sections";

const section = (id: string, props: Record<string, unknown> = {}, content: unknown[] = []) => ({
  type: "Section",
  props: { id, content, ...props },
});

describe("section schema", () => {
  it.each(["a", "over-ons", "deel-2", `a${"b".repeat(40)}`])("takes the anchor %s", (anchor) => {
    expect(BLOCK_PROPS.Section.safeParse({ id: "s", anchor }).success).toBe(true);
  });

  it.each(["Over", "2-deel", "-deel", "deel_2", "deel 2", "deel#2", `a${"b".repeat(41)}`])(
    "refuses the anchor %s",
    (anchor) => {
      const result = BLOCK_PROPS.Section.safeParse({ id: "s", anchor });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["anchor"]);
    },
  );

  it("starts without anchor, colour, image or stickiness", () => {
    expect(BLOCK_PROPS.Section.parse({ id: "s" })).toEqual({
      id: "s",
      anchor: "",
      title: "",
      background: "none",
      image: "",
      imageMode: "none",
      sticky: false,
      content: [],
    });
  });

  it.each(["none", "lazy", "parallax"])("takes the image mode %s", (imageMode) => {
    const parsed = BLOCK_PROPS.Section.parse({ id: "s", image: "/images/products/deur.svg", imageMode });
    expect(parsed.imageMode).toBe(imageMode);
  });

  it.each([
    [{ imageMode: "fixed" }, "imageMode"],
    [{ background: "red" }, "background"],
    [{ background: "#ff0000" }, "background"],
    [{ image: "javascript:alert(1)" }, "image"],
    [{ image: "http://example.com/a.jpg" }, "image"],
    [{ image: "//example.com/a.jpg" }, "image"],
    [{ sticky: "ja" }, "sticky"],
  ])("refuses %o", (props, field) => {
    const result = BLOCK_PROPS.Section.safeParse({ id: "s", ...props });
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("checks the blocks inside a section like the page's own", () => {
    const { blocks, problems } = checkBlocks([
      section("s1", {}, [
        { type: "Heading", props: { id: "h", text: "" } },
        { type: "Spacer", props: { id: "sp" } },
      ]),
    ]);
    expect(problems).toEqual([{ path: "content[0].content[0]", type: "Heading", field: "text" }]);
    expect([...allBlocks(blocks)].map((b) => b.type)).toEqual(["Section", "Spacer"]);
  });

  it("takes a scroll navigation as bullets or links, nothing else", () => {
    expect(BLOCK_PROPS.ScrollNav.parse({ id: "n" }).style).toBe("bullets");
    expect(BLOCK_PROPS.ScrollNav.safeParse({ id: "n", style: "nav" }).success).toBe(true);
    expect(BLOCK_PROPS.ScrollNav.safeParse({ id: "n", style: "dots" }).success).toBe(false);
  });

  it("takes a sticky column of a Columns block", () => {
    const columns = { id: "c", column1: [], column2: [] };
    expect(BLOCK_PROPS.Columns.parse(columns).sticky).toBe("none");
    expect(BLOCK_PROPS.Columns.parse({ ...columns, sticky: "column1" }).sticky).toBe("column1");
    expect(BLOCK_PROPS.Columns.safeParse({ ...columns, sticky: "column4" }).success).toBe(false);
  });
});

describe("the scroll navigation's sections", () => {
  it("lists the anchored, titled sections in page order, nested ones included, each anchor once", () => {
    const { blocks } = checkBlocks([
      section("a", { anchor: "intro", title: "Introductie" }),
      section("b", { anchor: "zonder-titel" }),
      section("c", { title: "Zonder anker" }),
      {
        type: "Columns",
        props: {
          id: "cols",
          column1: [section("d", { anchor: "binnen", title: "Binnen kolom" })],
          column2: [],
        },
      },
      section("e", { anchor: "buiten", title: "Buiten" }, [
        section("f", { anchor: "genest", title: "Genest" }),
      ]),
      section("g", { anchor: "intro", title: "Dubbel" }),
    ]);
    expect(anchoredSections(allBlocks(blocks))).toEqual([
      { anchor: "intro", title: "Introductie" },
      { anchor: "binnen", title: "Binnen kolom" },
      { anchor: "buiten", title: "Buiten" },
      { anchor: "genest", title: "Genest" },
    ]);
  });

  it("is empty for a page without anchored sections", () => {
    expect(anchoredSections([])).toEqual([]);
  });
});

describe("parallax and background addresses", () => {
  it("does not shift a section centred in the window, and lags the page elsewhere", () => {
    expect(parallaxShift(150, 500, 800)).toBe(0);
    // 100 px further down the page (the section 100 px higher in the window): the layer moves 30 px back down.
    expect(parallaxShift(50, 500, 800)).toBe(30);
    expect(parallaxShift(250, 500, 800)).toBe(-30);
  });

  it("escapes an image address for CSS", () => {
    expect(cssUrl("/images/products/deur.svg")).toBe('url("/images/products/deur.svg")');
    expect(cssUrl('/a"b</style>.jpg')).toBe('url("/a%22b%3C/style%3E.jpg")');
    expect(cssUrl("/a b\\c.jpg")).toBe('url("/a%20b%5Cc.jpg")');
  });
});
