// The media library's text fields (issue 15 point 8): the alt text is required (every picture on the site needs
// one), the title is optional. Shared by upload and edit.
import { z } from "zod";
import { ALT_MAX_LENGTH } from "~/modules/products/image-variants";

export const TITLE_MAX_LENGTH = 200;

export const mediaFieldsSchema = z.object({
  alt: z.string().trim().min(1, "altRequired").max(ALT_MAX_LENGTH, "altTooLong"),
  title: z.string().trim().max(TITLE_MAX_LENGTH, "titleTooLong").default(""),
});
export type MediaFields = z.infer<typeof mediaFieldsSchema>;
export type MediaFieldError = "altRequired" | "altTooLong" | "titleTooLong";

/** The form's alt and title, checked; on failure the first problem per field. */
export function parseMediaFields(form: {
  get(name: string): FormDataEntryValue | null;
}):
  | { ok: true; fields: MediaFields }
  | { ok: false; errors: Partial<Record<"alt" | "title", MediaFieldError>>; fields: MediaFields } {
  const raw = { alt: String(form.get("alt") ?? ""), title: String(form.get("title") ?? "") };
  const parsed = mediaFieldsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: Partial<Record<"alt" | "title", MediaFieldError>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as "alt" | "title";
    errors[field] ??= issue.message as MediaFieldError;
  }
  return { ok: false, errors, fields: { alt: raw.alt.trim(), title: raw.title.trim() } };
}

/** Where library files are served: `/media/library/{name}-{width}.{ext}` (the image store's folder `library`). */
export const LIBRARY_FOLDER = "library";
const LIBRARY_FILE = /^\/media\/library\/([0-9a-f-]{36})-\d+\.(?:avif|webp|jpg)$/;

/** The library item's file name in an image address, or null when the address is not a library file. */
export function libraryNameOf(src: string): string | null {
  return LIBRARY_FILE.exec(src)?.[1] ?? null;
}

/** The text every reference to a library item contains: the start of its files' addresses. */
export function libraryReference(name: string): string {
  return `/media/${LIBRARY_FOLDER}/${name}-`;
}

/** A file size as the back office shows it: "84 kB", "1,2 MB". */
export function formatBytes(bytes: number): string {
  const kb = bytes / 1024;
  return kb < 1024
    ? `${Math.max(1, Math.round(kb)).toLocaleString("nl-NL")} kB`
    : `${(kb / 1024).toLocaleString("nl-NL", { maximumFractionDigits: 1 })} MB`;
}
