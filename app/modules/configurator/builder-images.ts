import { nl } from "~/i18n/nl";
import type { DraftErrors } from "./builder-draft";
import type { OptionDefinition } from "./options.schema";

/**
 * Image changers may only show the product's own images: every suboption's `galleryImage` must be one of
 * `imageIds`. The errors sit beside the builder's field (`o.{i}.s.{j}.galleryImage`).
 */
export function galleryImageErrors(definition: OptionDefinition, imageIds: ReadonlySet<number>): DraftErrors {
  const errors: DraftErrors = {};
  definition.options.forEach((option, i) => {
    if (!("suboptions" in option)) return;
    option.suboptions.forEach((s, j) => {
      if (s.galleryImage !== undefined && !imageIds.has(s.galleryImage))
        errors[`o.${i}.s.${j}.galleryImage`] = nl.adminBuilder.errors.galleryImage;
    });
  });
  return errors;
}
