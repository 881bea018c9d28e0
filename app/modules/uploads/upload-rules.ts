import type { FileUploadOption } from "~/modules/configurator/options.schema";

/**
 * The rules of an upload option (spec §5.3, §9.2), pure so the widget and the server share them: 1 MB chunks,
 * the size limit (the option's KB × 1024, default 2 MB), the allowed types (default jpg and zip) and the
 * error codes of the old uploader (§8).
 */

export const CHUNK_SIZE = 1024 * 1024;
export const DEFAULT_MAX_BYTES = 2048 * 1024;
export const DEFAULT_TYPES = ["jpg", "zip"] as const;
/** The most chunks one file may have (the schema caps an option at 50 MB). */
export const MAX_CHUNKS = 50;

export const UPLOAD_ERROR = { size: -600, type: -601, tooMany: -602, init: -500 } as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR)[keyof typeof UPLOAD_ERROR];

/** An upload id: the option's posted value. */
export const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Rules = Pick<FileUploadOption, "maxKb" | "fileTypes">;

export function maxBytesOf(option: Rules): number {
  return option.maxKb > 0 ? option.maxKb * 1024 : DEFAULT_MAX_BYTES;
}

/** The limit in KB as the messages name it. */
export function maxKbOf(option: Rules): number {
  return Math.floor(maxBytesOf(option) / 1024);
}

export function allowedTypesOf(option: Rules): readonly string[] {
  return option.fileTypes.length > 0 ? option.fileTypes : DEFAULT_TYPES;
}

/** The MIME types the content check accepts for each allowed type. */
const MIME: Record<string, readonly string[]> = {
  jpg: ["image/jpeg"],
  png: ["image/png"],
  gif: ["image/gif"],
  webp: ["image/webp"],
  pdf: ["application/pdf"],
  zip: ["application/zip"],
};

/** Whether content detected as `mime` (file-type's answer, undefined: unknown) is one of the option's types. */
export function isAllowedContent(option: Rules, mime: string | undefined): boolean {
  if (!mime) return false;
  return allowedTypesOf(option).some((t) => MIME[t]?.includes(mime));
}

/** The file input's `accept` list: extensions and MIME types of the allowed types. */
export function acceptOf(option: Rules): string {
  const types = allowedTypesOf(option);
  const ext = types.flatMap((t) => (t === "jpg" ? [".jpg", ".jpeg"] : [`.${t}`]));
  return [...ext, ...types.flatMap((t) => MIME[t] ?? [])].join(",");
}

/** Whether the widget should refuse a file by its name before sending it (the server checks the content). */
export function hasAllowedExtension(option: Rules, fileName: string): boolean {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  return allowedTypesOf(option).some((t) => t === ext || (t === "jpg" && ext === "jpeg"));
}

export function isImageMime(mime: string): boolean {
  return mime.startsWith("image/");
}

/** How many chunks a file of `size` bytes is sent in. */
export function chunkCount(size: number): number {
  return Math.max(1, Math.ceil(size / CHUNK_SIZE));
}

export interface ChunkState {
  chunk: number;
  chunks: number;
  /** Chunks and bytes already stored for this file. */
  received: number;
  bytesSoFar: number;
  /** Bytes of this chunk. */
  partBytes: number;
  maxBytes: number;
}

/**
 * Whether a chunk may be stored: "size" when the file is (or must end up) over the limit — checked on every
 * chunk, so an oversized file is refused as soon as it shows —, "sequence" for a chunk out of order, an empty
 * or oversized chunk, or an impossible count; null when it may.
 */
export function chunkRefusal(s: ChunkState): "size" | "sequence" | null {
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!whole(s.chunk) || !whole(s.chunks) || s.chunks < 1 || s.chunks > MAX_CHUNKS || s.chunk >= s.chunks)
    return "sequence";
  if (s.chunk !== s.received || s.partBytes < 1 || s.partBytes > CHUNK_SIZE) return "sequence";
  // Every chunk but the last is a full one, so the file is at least this big.
  if ((s.chunks - 1) * CHUNK_SIZE + 1 > s.maxBytes) return "size";
  if (s.bytesSoFar + s.partBytes > s.maxBytes) return "size";
  if (s.chunk < s.chunks - 1 && s.partBytes !== CHUNK_SIZE) return "sequence";
  return null;
}

/** A file name safe to show and to send as a download name: the last path part, no control characters. */
export function cleanFileName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = last.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return [...clean].slice(-150).join("") || "bestand";
}

/** The most bytes the product form takes without JavaScript (the file comes whole with the form). */
export const NO_JS_UPLOAD_LIMIT = 10 * 1024 * 1024;
