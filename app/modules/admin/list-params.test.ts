import { describe, expect, it } from "vitest";
import { likePattern, pageCount, parseListParams, sortHref, withParams } from "./list-params";

const spec = { sorts: ["date", "total"] as const, defaultSort: "date" as const, defaultDir: "desc" as const };

describe("back-office list parameters", () => {
  it("reads q, sort, dir and page, falling back to the defaults for unknown values", () => {
    expect(parseListParams(new URL("http://x/?q=%20MG-1%20&sort=total&dir=asc&page=3"), spec)).toEqual({
      q: "MG-1",
      sort: "total",
      dir: "asc",
      page: 3,
      perPage: 25,
    });
    const bad = parseListParams(new URLSearchParams("sort=drop table&dir=up&page=-4"), spec);
    expect(bad).toMatchObject({ sort: "date", dir: "desc", page: 1 });
    expect(parseListParams(new URLSearchParams("page=abc"), spec).page).toBe(1);
  });

  it("flips the direction when the sorted column is clicked again and resets the page", () => {
    const current = parseListParams(new URLSearchParams("sort=total&dir=asc&page=4&status=processing"), spec);
    expect(sortHref("?sort=total&dir=asc&page=4&status=processing", current, "total")).toBe(
      "?sort=total&dir=desc&status=processing",
    );
    expect(sortHref("?sort=total&dir=asc", current, "date")).toBe("?sort=date&dir=asc");
    expect(withParams("?q=a&page=2", { page: "3" })).toBe("?q=a&page=3");
    expect(withParams("?q=a", { q: null })).toBe("?");
  });

  it("counts pages and escapes LIKE wildcards", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
    expect(likePattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});
