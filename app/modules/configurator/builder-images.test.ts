import { describe, expect, it } from "vitest";
import { galleryImageErrors } from "./builder-images";
import { parseOptionDefinition } from "./options.schema";
import { sampleDoorDefinition } from "./sample-door";

describe("galleryImageErrors", () => {
  const withImages = (images: Record<string, number>) =>
    parseOptionDefinition({
      ...sampleDoorDefinition,
      options: sampleDoorDefinition.options.map((o) =>
        "suboptions" in o
          ? {
              ...o,
              suboptions: o.suboptions.map((s) => ({ ...s, galleryImage: images[`${o.slug}:${s.slug}`] })),
            }
          : o,
      ),
    });

  it("accepts suboptions without an image and images of the product", () => {
    expect(galleryImageErrors(sampleDoorDefinition, new Set())).toEqual({});
    expect(galleryImageErrors(withImages({ "handle:rvs-40": 3, "lock:geen": 4 }), new Set([3, 4]))).toEqual(
      {},
    );
  });

  it("puts an error beside each suboption whose image is not the product's", () => {
    const errors = galleryImageErrors(withImages({ "handle:rvs-40": 3, "lock:geen": 9 }), new Set([3]));
    expect(errors).toEqual({ "o.4.s.0.galleryImage": "Kies een afbeelding van dit product." });
  });
});
