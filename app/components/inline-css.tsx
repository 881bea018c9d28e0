import { createContext, useContext } from "react";

/**
 * The shop's stylesheet as text, given by the server entry (app/entry.server.tsx) so pages that are not hydrated
 * as a whole (the island pages) can carry it inline: the first paint then waits for no second request. Empty in
 * the browser.
 */
export const InlineCssContext = createContext<string>("");

export function useInlineCss(): string {
  return useContext(InlineCssContext);
}
