import { z } from "zod";
import { adminPagesMessages } from "~/i18n/nl.admin-pages";
import { PAGE_SLUG, RESERVED_SLUGS } from "./slugs";

const e = adminPagesMessages.errors;
const str = (v: unknown) => (typeof v === "string" ? v : "");

export interface PageFormInput {
  title: string;
  slug: string;
  seo_title: string;
  seo_description: string;
  /** The builder's data as posted, parsed from JSON; checked block by block by cleanPageData. */
  data: unknown;
  intent: "draft" | "publish";
}

function checkSlug(slug: string): string | null {
  if (!slug || slug.length > 80 || !PAGE_SLUG.test(slug)) return e.slug;
  if (RESERVED_SLUGS.has(slug)) return e.slugReserved;
  return null;
}

/** The new-page form: a title and a slug, each Dutch message on its field. */
export const newPageFormSchema = z
  .record(z.string(), z.unknown())
  .transform((form, ctx): { title: string; slug: string } => {
    const title = str(form.title).trim();
    const slug = str(form.slug).trim().toLowerCase();
    if (!title || title.length > 200) ctx.addIssue({ code: "custom", path: ["title"], message: e.title });
    const slugError = checkSlug(slug);
    if (slugError) ctx.addIssue({ code: "custom", path: ["slug"], message: slugError });
    return ctx.issues.length ? z.NEVER : { title, slug };
  });

/** The builder's form: page fields, the data as JSON and the intent (save a draft or publish). */
export const pageFormSchema = z.record(z.string(), z.unknown()).transform((form, ctx): PageFormInput => {
  const issue = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
  const title = str(form.title).trim();
  if (!title || title.length > 200) issue("title", e.title);
  const slug = str(form.slug).trim().toLowerCase();
  const slugError = checkSlug(slug);
  if (slugError) issue("slug", slugError);
  const seo_title = str(form.seo_title).trim();
  if (seo_title.length > 200) issue("seo_title", e.seoTitle);
  const seo_description = str(form.seo_description).trim();
  if (seo_description.length > 500) issue("seo_description", e.seoDescription);
  let data: unknown = null;
  try {
    data = JSON.parse(str(form.data));
  } catch {
    issue("data", e.data);
  }
  const intent = form.intent === "publish" ? "publish" : "draft";
  if (ctx.issues.length) return z.NEVER;
  return { title, slug, seo_title, seo_description, data, intent };
});
