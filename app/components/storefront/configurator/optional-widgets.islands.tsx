import { type ComponentProps, type ComponentType, useEffect, useState } from "react";
import { loadValueChecks } from "~/modules/configurator/special-values.islands";
import type { ColourField as Colour } from "./colour-field";
import type { DistanceField as Distance, MapField as MapPicker } from "./geo-fields";
import type { DateField as DateWidget, MatrixField as Matrix, SliderField as Slider } from "./typed-fields";
import type { UploadField as Upload } from "./upload-field";

/**
 * The islands build's optional-widgets.tsx (vite.config.ts). Each widget is a chunk of its own. The ones the
 * page's option form uses (read from its island's props) are fetched before the islands hydrate
 * (preloadOptionalWidgets, awaited by app/islands/entry.tsx), so the form hydrates with them in place and the
 * server's markup matches. A form rendered later (the quick view) fetches a missing widget when it first needs it.
 * The checks of those options' values (special-values.islands.ts) are fetched with their widgets.
 */
type Widget =
  | "ColourField"
  | "MapField"
  | "DistanceField"
  | "UploadField"
  | "DateField"
  | "SliderField"
  | "MatrixField";
const LOADERS: Record<string, [Widget, () => Promise<ComponentType<never>>][]> = {
  date: [["DateField", () => import("./typed-fields").then((m) => m.DateField as ComponentType<never>)]],
  range_slider: [
    ["SliderField", () => import("./typed-fields").then((m) => m.SliderField as ComponentType<never>)],
  ],
  matrix: [
    ["MatrixField", () => import("./typed-fields").then((m) => m.MatrixField as ComponentType<never>)],
  ],
  colour_picker: [
    ["ColourField", () => import("./colour-field").then((m) => m.ColourField as ComponentType<never>)],
  ],
  map: [["MapField", () => import("./geo-fields").then((m) => m.MapField as ComponentType<never>)]],
  postcode_distance: [
    ["DistanceField", () => import("./geo-fields").then((m) => m.DistanceField as ComponentType<never>)],
  ],
  file_upload: [
    ["UploadField", () => import("./upload-field").then((m) => m.UploadField as ComponentType<never>)],
  ],
};
const TYPE_OF: Record<Widget, string> = {
  DateField: "date",
  SliderField: "range_slider",
  MatrixField: "matrix",
  ColourField: "colour_picker",
  MapField: "map",
  DistanceField: "postcode_distance",
  UploadField: "file_upload",
};
const loaded: Partial<Record<Widget, ComponentType<never>>> = {};

async function load(type: string): Promise<void> {
  await Promise.all([
    loadValueChecks(type),
    ...(LOADERS[type] ?? []).map(async ([name, get]) => {
      loaded[name] ??= await get();
    }),
  ]);
}

function typesOnPage(): string[] {
  const types = new Set<string>();
  for (const el of document.querySelectorAll<HTMLElement>('[data-island="configurator"]')) {
    try {
      const props = JSON.parse(el.dataset.props ?? "{}") as { options?: { type?: string }[] };
      for (const o of props.options ?? []) if (o.type) types.add(o.type);
    } catch {
      // Unreadable props: the widgets load when first rendered.
    }
  }
  return [...types];
}

/** Fetches the widgets the page's option forms use; the islands entry awaits it before hydrating. */
export function preloadOptionalWidgets(): Promise<unknown> {
  return Promise.all(typesOnPage().map(load));
}

function lazyWidget<P extends object>(name: Widget) {
  return function OptionalWidget(props: P) {
    const [Component, setComponent] = useState(() => loaded[name]);
    useEffect(() => {
      if (!Component) void load(TYPE_OF[name]).then(() => setComponent(() => loaded[name]));
    }, [Component]);
    const C = Component as ComponentType<P> | undefined;
    return C ? <C {...props} /> : null;
  };
}

export const ColourField = lazyWidget<ComponentProps<typeof Colour>>("ColourField");
export const MapField = lazyWidget<ComponentProps<typeof MapPicker>>("MapField");
export const DistanceField = lazyWidget<ComponentProps<typeof Distance>>("DistanceField");
export const UploadField = lazyWidget<ComponentProps<typeof Upload>>("UploadField");
export const DateField = lazyWidget<ComponentProps<typeof DateWidget>>("DateField");
export const SliderField = lazyWidget<ComponentProps<typeof Slider>>("SliderField");
export const MatrixField = lazyWidget<ComponentProps<typeof Matrix>>("MatrixField");
