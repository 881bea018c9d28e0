// The sitemap (sitemaps.org 0.9), pure: the entries in, the XML out.
import { CONTACT_URL, LEGAL_PAGES } from "~/modules/cms/legal-urls";
import { urls } from "~/utils/page-config";
import { absoluteUrl } from "./structured-data";

/** The storefront's fixed pages that are not products, categories or builder pages (their paths). */
export const CONTENT_PAGES = [
  urls.home,
  urls.shop,
  ...Object.values(LEGAL_PAGES),
  CONTACT_URL,
  "/nieuwsbrief",
] as const;

export interface SitemapEntry {
  path: string;
  /** Last change (ISO date or date-time); left out when unknown. */
  lastmod?: string | null;
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const xml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** The `<urlset>` of the entries, each URL absolute on `origin`. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const lines = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${xml(e.lastmod.slice(0, 10))}</lastmod>` : "";
    return `  <url><loc>${xml(absoluteUrl(origin, e.path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    "</urlset>",
    "",
  ].join("\n");
}
