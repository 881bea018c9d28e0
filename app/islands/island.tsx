import type manifest from "virtual:islands-manifest";
import { type ComponentType, createElement } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import type { IslandName } from "./registry";

/** A route's `handle`: `hydrate: false` serves its page with islands instead of hydrating it whole. */
export interface HydrateHandle {
  hydrate?: boolean;
  /** A chunk of app/islands/registry.tsx's LAZY_ISLANDS the page has islands from: preloaded with the entry. */
  islands?: string;
  /** The LAZY_ISLANDS chunks a page has islands from, by its loader data (content pages: per block used). */
  islandsOf?: (loaderData: unknown) => readonly string[];
}

/** The rule of an island page: a matched route says `handle.hydrate: false`, and there is an islands build. */
export function isIslandPage(handles: readonly unknown[], assets: unknown): boolean {
  return Boolean(assets) && handles.some((h) => (h as HydrateHandle | undefined)?.hydrate === false);
}

/**
 * On a page whose route says `handle.hydrate: false`: the islands entry and the chunks to preload for it; null
 * on a page that hydrates as a whole (every page in development, where there is no islands build).
 */
export function useIslandPage(): { src: string; preload: string[] } | null {
  const matches = useMatches();
  const assets = useRouteLoaderData<{ islands: typeof manifest }>("root")?.islands;
  const handles = matches.map((m) => (m.handle ?? {}) as HydrateHandle);
  if (!assets || !isIslandPage(handles, assets)) return null;
  const chunks = matches.flatMap((m, i) => [
    ...(handles[i].islands ? [handles[i].islands] : []),
    ...(handles[i].islandsOf?.(m.loaderData) ?? []),
  ]);
  const lazy = [...new Set(chunks.flatMap((chunk) => assets.lazy[chunk] ?? []))];
  return { src: assets.src, preload: [...assets.preload, ...lazy] };
}

/**
 * One interactive part of the page: `component` with `props`. On a hydrated page it is just the component. On an
 * island page it is wrapped in `<div data-island data-props style="display:contents">`, which app/islands/entry.tsx
 * hydrates with the component registered under `name` (app/islands/registry.tsx) and the same props, so the markup
 * matches; the wrapper adds no box.
 */
export function Island<P extends object>({
  name,
  component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  const element = createElement(component, props);
  if (!useIslandPage()) return element;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} style={{ display: "contents" }}>
      {element}
    </div>
  );
}
