const BASE = "http://shop.invalid";
const MAX_LENGTH = 2048;
/** C0 and C1 control characters, DEL, and the Unicode line/paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this check's job
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A path is refused if it, or any percent-decoding of it, holds a control character or a backslash, or starts like `//`. */
function unsafeText(text: string): boolean {
  return CONTROL.test(text) || text.includes("\\") || text.startsWith("//");
}

/** True when the text, or any of up to five rounds of percent-decoding it, is unsafe or cannot be decoded. */
function unsafeWhenDecoded(value: string): boolean {
  let text = value;
  for (let round = 0; round < 5; round++) {
    if (unsafeText(text)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return true;
    }
    if (decoded === text) return false;
    text = decoded;
  }
  return true;
}

/**
 * The one check for every redirect target that comes from a request (`redirect_to`, `terug`, return URLs):
 * only a path on this site, returned in canonical (percent-encoded) form. Anything else — another origin, a
 * protocol-relative `//host`, backslashes, control characters (also percent-encoded ones, however often
 * encoded), undecodable escapes, over-long values, non-strings — gives `fallback`. With `under`, the path must
 * also be `under` itself or lie below it.
 */
export function safeRedirect(value: unknown, fallback = "/", under?: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith("/") || unsafeWhenDecoded(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // Resolving can make a safe-looking value unsafe ("/../%2F" becomes "/%2F", which decodes to "//").
  const path = url.pathname + url.search + url.hash;
  if (unsafeWhenDecoded(path)) return fallback;
  if (under && path !== under && !path.startsWith(`${under}/`) && !path.startsWith(`${under}?`))
    return fallback;
  return path;
}
