import { describe, expect, it } from "vitest";
import { checkPopupBlocks } from "./popup-blocks.server";

const data = (content: unknown[]) => JSON.stringify({ root: { props: {} }, content });

describe("a popup's page-builder blocks on save", () => {
  it("stores nothing for an empty field or an empty builder (the popup shows its rich text)", () => {
    expect(checkPopupBlocks("")).toEqual({ ok: true, json: "" });
    expect(checkPopupBlocks(data([]))).toEqual({ ok: true, json: "" });
  });

  it("keeps valid blocks and sanitises their rich text", () => {
    const r = checkPopupBlocks(
      data([
        { type: "Heading", props: { id: "kop-1", text: "Welkom", level: "h3" } },
        {
          type: "RichText",
          props: { id: "tekst-1", html: '<p>Hoi<script>alert(1)</script><a href="javascript:x">x</a></p>' },
        },
      ]),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const stored = JSON.parse(r.json);
    expect(stored.content.map((b: { type: string }) => b.type)).toEqual(["Heading", "RichText"]);
    expect(stored.content[1].props.html).toContain("Hoi");
    expect(stored.content[1].props.html).not.toContain("script");
    expect(stored.content[1].props.html).not.toContain("javascript:");
  });

  it("refuses JSON that is not builder data, and names an unknown or invalid block", () => {
    expect(checkPopupBlocks("{niet json")).toMatchObject({
      ok: false,
      message: expect.stringContaining("JSON"),
    });
    const unknown = checkPopupBlocks(data([{ type: "Marquee", props: { id: "m-1" } }]));
    expect(unknown).toMatchObject({ ok: false, message: expect.stringContaining("Marquee") });
    const empty = checkPopupBlocks(data([{ type: "Heading", props: { id: "kop-1", text: "" } }]));
    expect(empty).toMatchObject({ ok: false, message: expect.stringContaining("Heading") });
  });
});
