import { z } from "zod";
import { adminProductsMessages } from "~/i18n/nl.admin-products";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug";

const e = adminProductsMessages.categories.errors;

export interface CategoryInput {
  name: string;
  /** "" when the slug is to be made from the name. */
  slug: string;
  description: string;
  position: number;
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** The category form for Conform's `parseWithZod`, each Dutch message on its field. */
export const categoryFormSchema = z.record(z.string(), z.unknown()).transform((form, ctx): CategoryInput => {
  const issue = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
  const name = str(form.name).trim();
  if (!name) issue("name", e.nameRequired);
  else if (name.length > 100) issue("name", e.nameTooLong);
  const slug = str(form.slug).trim().toLowerCase();
  if (slug && (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug))) issue("slug", e.slugInvalid);
  const description = str(form.description).trim();
  if (description.length > 5000) issue("description", e.descriptionTooLong);
  const positionText = str(form.position).trim();
  const position = positionText === "" ? 0 : /^-?\d{1,9}$/.test(positionText) ? Number(positionText) : null;
  if (position === null) issue("position", e.positionInvalid);
  if (ctx.issues.length || position === null) return z.NEVER;
  return { name, slug, description, position };
});
