import { createContext, useContext } from "react";

/**
 * What an island page's inline `<style>` holds, given by the server entry (app/entry.server.tsx) so pages that are
 * not hydrated as a whole (the island pages) carry the shop's stylesheet inline: the first paint then waits for no
 * second request. The entry gives a marker (a CSS comment) and puts the stylesheet's bytes in its place in the
 * answer. Empty in the browser.
 */
export const InlineCssContext = createContext<string>("");

export function useInlineCss(): string {
  return useContext(InlineCssContext);
}
