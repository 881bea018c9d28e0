// The client entry of a page that is not hydrated as a whole (docs/decisions/014): hydrates each
// `[data-island]` with its registered component and the props the server rendered it with. Built on its own
// (vite.config.ts), with app/islands/router-shim.tsx in place of React Router.
import { type ComponentType, createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLANDS, LAZY_ISLANDS } from "./registry";

type Registry = Record<string, ComponentType<object>>;

async function componentOf(name: string): Promise<ComponentType<object> | undefined> {
  if (name in ISLANDS) return (ISLANDS as unknown as Registry)[name];
  for (const load of Object.values(LAZY_ISLANDS)) {
    const registry = (await load()) as unknown as Registry;
    if (name in registry) return registry[name];
  }
  return undefined;
}

for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
  void componentOf(el.dataset.island ?? "").then((component) => {
    if (component) hydrateRoot(el, createElement(component, JSON.parse(el.dataset.props ?? "{}")));
  });
}
