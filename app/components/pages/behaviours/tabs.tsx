import { useEffect } from "react";
import { tabAfterKey } from "~/modules/reviews/tab-hash";

/**
 * A tabs block's behaviour on its server markup (static-blocks.tsx TabsBlock): ARIA tabs, one panel shown, arrow
 * keys, Home and End move between tabs (as the product page's tabs); a location hash naming a panel opens it.
 * Renders nothing.
 */
export function PageTabsBehaviour({ id, label }: { id: string; label: string }) {
  useEffect(() => {
    const root = document.getElementById(id);
    return root ? enhanceTabs(root, label) : undefined;
  }, [id, label]);
  return null;
}

function enhanceTabs(root: HTMLElement, label: string): () => void {
  const list = root.querySelector<HTMLElement>("[data-tablist]");
  const links = [...root.querySelectorAll<HTMLAnchorElement>("a[data-tab]")];
  const panels = [...root.querySelectorAll<HTMLElement>("[data-panel]")];
  list?.setAttribute("role", "tablist");
  list?.setAttribute("aria-label", label);
  links.forEach((a, i) => {
    a.parentElement?.setAttribute("role", "presentation");
    a.setAttribute("role", "tab");
    a.setAttribute("aria-controls", panels[i]?.id ?? "");
    panels[i]?.setAttribute("role", "tabpanel");
    panels[i]?.setAttribute("tabindex", "0");
  });
  root.classList.add("page-tabs--js");

  const open = (index: number, focus = false) => {
    links.forEach((a, i) => {
      const on = i === index;
      a.setAttribute("aria-selected", String(on));
      a.tabIndex = on ? 0 : -1;
      a.parentElement?.classList.toggle("active", on);
      if (panels[i]) panels[i].hidden = !on;
      if (on && focus) a.focus();
    });
  };
  const fromHash = () => {
    const index = panels.findIndex((p) => `#${p.id}` === window.location.hash);
    open(index < 0 ? 0 : index);
  };
  fromHash();

  const onClick = (event: MouseEvent) => {
    const index = links.indexOf((event.target as Element).closest("a") as HTMLAnchorElement);
    if (index < 0 || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    open(index);
  };
  const onKey = (event: KeyboardEvent) => {
    const index = links.indexOf(event.target as HTMLAnchorElement);
    if (index < 0) return;
    const next = tabAfterKey(event.key, index, links.length);
    if (next === null) return;
    event.preventDefault();
    open(next, true);
  };
  list?.addEventListener("click", onClick);
  list?.addEventListener("keydown", onKey);
  window.addEventListener("hashchange", fromHash);
  return () => {
    list?.removeEventListener("click", onClick);
    list?.removeEventListener("keydown", onKey);
    window.removeEventListener("hashchange", fromHash);
  };
}
