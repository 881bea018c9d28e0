// A rendered page turned into a template without the request's own values (its CSRF token and CSP nonce), and
// filled again with another request's values. Pure: no DB, no HTTP.

export type Slot = "token" | "nonce";

export interface Template {
  /** The page's bytes between the slots: parts.length === slots.length + 1. */
  parts: Buffer[];
  slots: Slot[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The template of `html` rendered for one request, or null (do not store) when it cannot be made safely: the
 * token or the nonce does not occur in the page, or the session id does (a page that names its session is
 * personal).
 */
export function toTemplate(
  html: string,
  values: { token: string; nonce: string; sessionId: string },
): Template | null {
  const { token, nonce, sessionId } = values;
  if (!token || !nonce || !sessionId || token === nonce) return null;
  if (html.includes(sessionId)) return null;
  const parts: Buffer[] = [];
  const slots: Slot[] = [];
  const pattern = new RegExp(`${escapeRegExp(token)}|${escapeRegExp(nonce)}`, "g");
  let from = 0;
  for (const match of html.matchAll(pattern)) {
    parts.push(Buffer.from(html.slice(from, match.index)));
    slots.push(match[0] === token ? "token" : "nonce");
    from = match.index + match[0].length;
  }
  parts.push(Buffer.from(html.slice(from)));
  if (!slots.includes("token") || !slots.includes("nonce")) return null;
  return { parts, slots };
}

/** The page for another request: its own token and nonce in the slots. */
export function fillTemplate(template: Template, values: { token: string; nonce: string }): Buffer {
  const token = Buffer.from(values.token);
  const nonce = Buffer.from(values.nonce);
  const chunks: Buffer[] = [template.parts[0]];
  for (let i = 0; i < template.slots.length; i++) {
    chunks.push(template.slots[i] === "token" ? token : nonce, template.parts[i + 1]);
  }
  return Buffer.concat(chunks);
}

/** Bytes a template holds (for the cache's memory bound). */
export function templateBytes(template: Template): number {
  let n = 0;
  for (const p of template.parts) n += p.length;
  return n;
}

/**
 * The Content-Security-Policy split around the request's `'nonce-…'` source, or null when it is not there
 * exactly once (then the page is not stored).
 */
export function splitCsp(csp: string, nonce: string): [string, string] | null {
  const source = `'nonce-${nonce}'`;
  const at = csp.indexOf(source);
  if (at < 0 || csp.indexOf(source, at + 1) >= 0) return null;
  return [csp.slice(0, at), csp.slice(at + source.length)];
}
