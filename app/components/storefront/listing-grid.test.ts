import { describe, expect, it } from "vitest";
import { DEFAULT_COLUMNS, listingGridProps, listingImageSizes, shownColumns } from "./listing-grid";

describe("listingGridProps", () => {
  it("lays out the configured columns and equalises every width by default", () => {
    const props = listingGridProps(DEFAULT_COLUMNS);
    expect(props.style).toEqual({ "--columns-large": 3, "--columns-medium": 3, "--columns-small": 2 });
    expect(props["data-equalize"]).toBe("large medium small");
  });

  it("uses 2–4 columns as given", () => {
    const props = listingGridProps({ large: 4, medium: 2, small: 2 });
    expect(props.style).toEqual({ "--columns-large": 4, "--columns-medium": 2, "--columns-small": 2 });
    expect(props["data-equalize"]).toBe("large medium small");
  });

  it("1 column turns equalising off for that width and keeps its default layout", () => {
    const props = listingGridProps({ large: 1, medium: 4, small: 1 });
    expect(props.style).toEqual({ "--columns-large": 3, "--columns-medium": 4, "--columns-small": 2 });
    expect(props["data-equalize"]).toBe("medium");
    expect(listingGridProps({ large: 1, medium: 1, small: 1 })["data-equalize"]).toBe("");
  });
});

describe("listingImageSizes", () => {
  it("asks per width for a column less the page padding, the gaps and the card's padding", () => {
    expect(listingImageSizes(DEFAULT_COLUMNS)).toBe(
      "(min-width: 850px) calc((100vw - 5rem) / 3 - 26px), (min-width: 550px) calc((100vw - 5rem) / 3 - 26px), calc((100vw - 3rem) / 2 - 26px)",
    );
  });

  it("follows the columns shown: a setting of 1 keeps that width's default", () => {
    expect(shownColumns({ large: 4, medium: 1, small: 1 })).toEqual({ large: 4, medium: 3, small: 2 });
    expect(listingImageSizes({ large: 4, medium: 1, small: 1 })).toBe(
      "(min-width: 850px) calc((100vw - 6.5rem) / 4 - 26px), (min-width: 550px) calc((100vw - 5rem) / 3 - 26px), calc((100vw - 3rem) / 2 - 26px)",
    );
  });
});
