/**
 * The geo settings (docs/decisions/024): the origin of the distance by postcode and the map picker's tile
 * server. Pure: shared by the settings schema, the settings form and the CSP.
 */

export const GEO_DEFAULTS = {
  /** Utrecht's city hall (Stadsplateau 1), near the shop's pickup point. */
  origin_postcode: "3521 AZ",
  tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  tile_attribution: "© OpenStreetMap-bijdragers",
};

/**
 * Whether a tile URL template is usable: https, a host name (optionally with one `{s}` sub-domain label), no
 * spaces, quotes or angle brackets, and the placeholders {z}, {x} and {y}.
 */
export function isTileUrl(template: string): boolean {
  if (!/^https:\/\/(\{s\}\.)?[a-z0-9.-]+(:\d+)?\/[^\s"'<>\\]*$/i.test(template)) return false;
  if (!["{z}", "{x}", "{y}"].every((p) => template.includes(p))) return false;
  return tileOrigin(template) !== null;
}

/**
 * The CSP source of a tile URL template: its origin, `{s}.` as a wildcard label
 * ("https://{s}.tile.example.org/{z}/…" → "https://*.tile.example.org"); null when it is not an https URL.
 */
export function tileOrigin(template: string): string | null {
  try {
    const url = new URL(template.replace("{s}.", "s-placeholder."));
    if (url.protocol !== "https:") return null;
    const host = url.host.replace("s-placeholder.", "*.");
    return `https://${host}`;
  } catch {
    return null;
  }
}
