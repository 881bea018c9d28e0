// The client entry of a page that is not hydrated as a whole (docs/decisions/014): hydrates each
// `[data-island]` with its registered component and the props the server rendered it with. Built on its own
// (vite.config.ts), with app/islands/router-shim.tsx in place of React Router.
import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { preloadOptionalWidgets } from "~/components/storefront/configurator/optional-widgets.islands";
import { ISLANDS, LAZY_ISLAND_CHUNK, LAZY_ISLANDS } from "./registry";

type Registry = Record<string, ComponentType<object>>;

async function componentOf(name: string): Promise<ComponentType<object> | undefined> {
  if (name in ISLANDS) return (ISLANDS as unknown as Registry)[name];
  const chunk = Object.hasOwn(LAZY_ISLAND_CHUNK, name) ? LAZY_ISLAND_CHUNK[name] : undefined;
  if (chunk) return ((await LAZY_ISLANDS[chunk]()) as unknown as Registry)[name];
  for (const load of Object.values(LAZY_ISLANDS)) {
    const registry = (await load()) as unknown as Registry;
    if (name in registry) return registry[name];
  }
  return undefined;
}

/** Calls `done` once its island has hydrated (after the island's own effects); renders only its children. */
function Hydrated({ done, children }: { done: () => void; children?: ReactNode }) {
  useEffect(done, []);
  return children;
}

// The option form's widgets that only some products have are fetched first, so the form hydrates with them.
const optionalWidgets = preloadOptionalWidgets();

async function hydrate(el: HTMLElement): Promise<void> {
  const component = await componentOf(el.dataset.island ?? "");
  if (!component) return;
  if (el.dataset.island === "configurator") await optionalWidgets;
  const props = JSON.parse(el.dataset.props ?? "{}");
  await new Promise<void>((done) => {
    hydrateRoot(el, createElement(Hydrated, { done }, createElement(component, props)));
  });
}

/** Lets the browser handle input and paint before the next island (one short task per island, not one long one). */
const yieldToMain = (): Promise<void> => new Promise((next) => setTimeout(next, 0));

// Islands start hydrating one per task in document order (their components load at once); none waits for another
// to finish, so an island that never settles holds back no other. The page-wide behaviour (quantities raised to
// their min, hash scrolling) comes once every other island has hydrated, as it did after a whole-page hydration: a
// raised quantity then reaches the form that owns the field.
const all = [...document.querySelectorAll<HTMLElement>("[data-island]")];
const last = all.filter((el) => el.dataset.island === "pageBehaviour");
const first = all.filter((el) => !last.includes(el));
for (const el of all) void componentOf(el.dataset.island ?? "");
void (async () => {
  const started: Promise<void>[] = [];
  for (const el of first) {
    await yieldToMain();
    started.push(hydrate(el));
  }
  await Promise.all(started);
  for (const el of last) await hydrate(el);
})();
