import { describe, expect, it } from "vitest";
import {
  asksForReviews,
  REVIEWS_SCROLL,
  type TabKey,
  tabAfterKey,
  tabAnchor,
  tabForLocation,
} from "./tab-hash";

const ALL: TabKey[] = ["description", "additional_information", "reviews"];
const BASE = "https://maatglas.nl/product/glazen-deur-op-maat";
const at = (hash: string, href = `${BASE}${hash}`) => ({ hash, href });

describe("tabForLocation (spec §2.5 hash rules)", () => {
  it.each([
    "#comment-12",
    "#comment-1",
    "#COMMENT-7",
    "#li-comment-3",
    "#reviews",
    "#tab-reviews",
    "#comments",
  ])("opens and scrolls to the reviews for the hash %s", (hash) => {
    expect(tabForLocation(at(hash), ALL)).toEqual({ tab: "reviews", scrollToReviews: true });
  });

  it.each([
    `${BASE}/comment-page-2`,
    `${BASE}/comment-page-2#comments`,
    `${BASE}/comment-page-10/`,
    `${BASE}?cpage=3`,
    `${BASE}?foo=1&cpage=2#tab-description`,
  ])("opens and scrolls to the reviews for the address %s", (href) => {
    const hash = href.includes("#") ? href.slice(href.indexOf("#")) : "";
    expect(tabForLocation({ hash, href }, ALL)).toEqual({ tab: "reviews", scrollToReviews: true });
  });

  it("opens the additional-information tab for #tab-additional_information, without the reviews scroll", () => {
    expect(tabForLocation(at("#tab-additional_information"), ALL)).toEqual({
      tab: "additional_information",
      scrollToReviews: false,
    });
  });

  it("opens any tab whose anchor the hash equals", () => {
    for (const key of ALL) {
      const choice = tabForLocation(at(`#${tabAnchor(key)}`), ALL);
      expect(choice.tab).toBe(key);
    }
    expect(tabForLocation(at("#tab-description"), ALL).scrollToReviews).toBe(false);
  });

  it.each([
    "",
    "#",
    "#top",
    "#description",
    "#tab-",
    "#tab-Description",
    "#Reviews",
    "#TAB-REVIEWS",
    "#review",
  ])("opens the first tab otherwise (hash %j)", (hash) => {
    expect(tabForLocation(at(hash), ALL)).toEqual({ tab: "description", scrollToReviews: false });
  });

  it("opens the first tab the page has when it is not the description", () => {
    expect(tabForLocation(at(""), ["additional_information", "reviews"]).tab).toBe("additional_information");
  });

  it("falls through when the page has no reviews tab", () => {
    expect(tabForLocation(at("#comment-3"), ["description", "additional_information"])).toEqual({
      tab: "description",
      scrollToReviews: false,
    });
    expect(tabForLocation(at("#tab-additional_information"), ["description"]).tab).toBe("description");
  });

  it("gives the review rules precedence over a tab anchor in the same address", () => {
    expect(
      tabForLocation(at("#tab-additional_information", `${BASE}?cpage=2#tab-additional_information`), ALL)
        .tab,
    ).toBe("reviews");
  });

  it("does not take 'comment-page-' in the hash alone for the address rule, but 'comment-' matches anyway", () => {
    expect(asksForReviews("#comment-page-2", `${BASE}#comment-page-2`)).toBe(true);
    expect(asksForReviews("", `${BASE}/comment-pages`)).toBe(false);
    expect(asksForReviews("", `${BASE}?page=2`)).toBe(false);
  });

  it("scrolls to the reviews 150 px below the top over 300 ms (spec §9.5)", () => {
    expect(REVIEWS_SCROLL).toEqual({ offset: 150, durationMs: 300 });
  });
});

describe("tabAfterKey (ARIA tabs keyboard)", () => {
  it("moves right and down to the next tab, wrapping", () => {
    expect(tabAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabAfterKey("ArrowDown", 1, 3)).toBe(2);
    expect(tabAfterKey("ArrowRight", 2, 3)).toBe(0);
  });
  it("moves left and up to the previous tab, wrapping", () => {
    expect(tabAfterKey("ArrowLeft", 2, 3)).toBe(1);
    expect(tabAfterKey("ArrowUp", 0, 3)).toBe(2);
  });
  it("goes to the first and last tab with Home and End", () => {
    expect(tabAfterKey("Home", 2, 3)).toBe(0);
    expect(tabAfterKey("End", 0, 3)).toBe(2);
  });
  it("ignores other keys and an empty list", () => {
    expect(tabAfterKey("Enter", 0, 3)).toBeNull();
    expect(tabAfterKey("a", 0, 3)).toBeNull();
    expect(tabAfterKey("ArrowRight", 0, 0)).toBeNull();
  });
});
