import { type ComponentType, createContext, createElement, useContext } from "react";
import type { IslandName } from "./registry";

/** True on a page that is not hydrated as a whole: its interactive parts are hydrated one by one as islands. */
export const IslandsContext = createContext(false);

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
  const islands = useContext(IslandsContext);
  const element = createElement(component, props);
  if (!islands) return element;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} style={{ display: "contents" }}>
      {element}
    </div>
  );
}
