import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ftsMatchExpression,
  MAX_TERM_CHARS,
  MAX_TERMS,
  normalisedQuery,
  searchTerms,
  tsqueryPrefixes,
} from "./query";

const words = (input: unknown) => searchTerms(input).map((t) => t.word);

describe("searchTerms", () => {
  it("lower-cases and splits on spaces and punctuation", () => {
    expect(words("Glazen  DEUR")).toEqual(["glazen", "deur"]);
    expect(words("mat-zwart,rvs/40")).toEqual(["mat", "zwart", "rvs", "40"]);
    expect(words("201,5 × 83")).toEqual(["201", "5", "83"]);
  });

  it("stems Dutch words as the Snowball stemmer does", () => {
    expect(searchTerms("deuren")).toEqual([{ word: "deuren", stem: "deur" }]);
    expect(searchTerms("scharnieren")[0]?.stem).toBe("scharnier");
    expect(searchTerms("glazen")[0]?.stem).toBe("glaz");
    expect(searchTerms("deur")[0]?.stem).toBe("deur");
  });

  it("keeps a single character (suggestions start at 1 character)", () => {
    expect(words("d")).toEqual(["d"]);
    expect(words("4")).toEqual(["4"]);
  });

  it("keeps letters with diacritics and other scripts, normalised", () => {
    expect(words("Één privé-deur")).toEqual(["één", "privé", "deur"]);
    // e + combining acute accent becomes the composed é
    expect(words("prive\u0301")).toEqual(["privé"]);
    expect(words("ｄｅｕｒ")).toEqual(["deur"]);
  });

  it("drops quotes, operators and control characters", () => {
    expect(words('"deur" AND (glas* OR -zwart) NEAR/2 ^x')).toEqual([
      "deur",
      "and",
      "glas",
      "or",
      "zwart",
      "near",
      "2",
      "x",
    ]);
    expect(words("deur:* & !glas | <-> '\\")).toEqual(["deur", "glas"]);
    expect(words("\u0000deur\u200b\n\tglas")).toEqual(["deur", "glas"]);
  });

  it("gives no terms for nothing searchable", () => {
    for (const input of ["", "   ", '"""', "*", "&|!():", "\u0301", "🚪🚪", null, undefined, 42, ["deur"]]) {
      expect(searchTerms(input)).toEqual([]);
    }
  });

  it("keeps each term once, at most MAX_TERMS, each at most MAX_TERM_CHARS", () => {
    expect(words("deur deur DEUR")).toEqual(["deur"]);
    expect(words("a b c d e f g h i j k")).toHaveLength(MAX_TERMS);
    expect(words("x".repeat(500))[0]).toHaveLength(MAX_TERM_CHARS);
  });

  it("reads only the start of very long input", () => {
    const long = `deur ${"glas ".repeat(100_000)}`;
    expect(words(long)).toEqual(["deur", "glas"]);
  });
});

describe("normalisedQuery", () => {
  it("joins the words, so equivalent inputs share a key", () => {
    expect(normalisedQuery(searchTerms("  Deur,  GLAS "))).toBe("deur glas");
    expect(normalisedQuery(searchTerms("deur glas"))).toBe("deur glas");
    expect(normalisedQuery(searchTerms("!!"))).toBe("");
  });
});

describe("ftsMatchExpression", () => {
  it("is null without terms", () => {
    expect(ftsMatchExpression([])).toBeNull();
    expect(ftsMatchExpression(searchTerms("***"))).toBeNull();
  });

  it("matches the stem as a prefix when the stem begins the word", () => {
    expect(ftsMatchExpression(searchTerms("deuren"))).toBe('"deur"*');
    expect(ftsMatchExpression(searchTerms("gla"))).toBe('"gla"*');
  });

  it("matches word or stem when stemming changes more than the end", () => {
    // Snowball undoubles vowels: "maan" has the stem "man"
    expect(searchTerms("maan")[0]?.stem).toBe("man");
    expect(ftsMatchExpression(searchTerms("maan"))).toBe('("maan"* OR "man"*)');
  });

  it("requires every term", () => {
    expect(ftsMatchExpression(searchTerms("glazen deuren"))).toBe('"glaz"* AND "deur"*');
  });

  it("quotes operators as plain words", () => {
    expect(ftsMatchExpression(searchTerms("deur OR NOT glas"))).toBe(
      '"deur"* AND "or"* AND "not"* AND "glas"*',
    );
  });

  it("never lets a quote, star or bracket into a term (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (input) => {
        const expr = ftsMatchExpression(searchTerms(input));
        if (expr === null) return;
        for (const part of expr.split(/ AND /)) {
          expect(part).toMatch(
            /^(?:"[\p{L}\p{N}\p{M}]+"\*|\("[\p{L}\p{N}\p{M}]+"\* OR "[\p{L}\p{N}\p{M}]+"\*\))$/u,
          );
        }
      }),
    );
  });
});

describe("tsqueryPrefixes", () => {
  it("gives one prefix query per term", () => {
    expect(tsqueryPrefixes(searchTerms("Glazen deuren"))).toEqual(["glazen:*", "deuren:*"]);
    expect(tsqueryPrefixes([])).toEqual([]);
  });

  it("holds only letters, digits and marks before the prefix suffix (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (input) => {
        for (const q of tsqueryPrefixes(searchTerms(input))) expect(q).toMatch(/^[\p{L}\p{N}\p{M}]+:\*$/u);
      }),
    );
  });
});
