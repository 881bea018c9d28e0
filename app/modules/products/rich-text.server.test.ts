import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text.server";

describe("sanitizeRichText", () => {
  it("keeps the structure an editor makes", () => {
    const html =
      '<h2>Maten</h2><p>Een <strong>glazen</strong> deur, <em>op maat</em>.</p><ul><li>Helder</li></ul><ol><li>Eén</li></ol><p><a href="https://maatglas.nl/x">link</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes script and style elements with their content", () => {
    expect(sanitizeRichText("<p>a</p><script>alert(1)</script><style>p{}</style>")).toBe("<p>a</p>");
  });

  it("removes event handler and style attributes", () => {
    expect(
      sanitizeRichText('<p onclick="x()" style="color:red" class="c">a</p><img src=x onerror=alert(1)>'),
    ).toBe("<p>a</p>");
  });

  it("removes javascript: and data: links but keeps the text", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">a</a>')).toBe("<a>a</a>");
    expect(sanitizeRichText('<a href="JaVaScRiPt&colon;alert(1)">a</a>')).toBe("<a>a</a>");
    expect(sanitizeRichText('<a href="data:text/html,x">a</a>')).toBe("<a>a</a>");
    expect(sanitizeRichText('<a href="mailto:info@maatglas.nl">m</a>')).toBe(
      '<a href="mailto:info@maatglas.nl">m</a>',
    );
  });

  it("drops unknown tags (iframe, form) and keeps plain text as it is", () => {
    expect(sanitizeRichText('<iframe src="https://x"></iframe><form><b>b</b></form>')).toBe("<b>b</b>");
    expect(sanitizeRichText("Gewoon tekst & meer")).toBe("Gewoon tekst &amp; meer");
  });

  it("adds rel=noopener to links that open a new tab", () => {
    expect(sanitizeRichText('<a href="https://x.nl" target="_blank">x</a>')).toBe(
      '<a href="https://x.nl" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
