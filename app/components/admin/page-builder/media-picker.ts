// The Image block's "from the media library" field (issue 15 point 8): Puck's external field lists the library
// (GET /beheer/media/keuze); picking an item fills the block's address, alt text and size, which stay editable.
import type { ExternalField } from "@puckeditor/core";
import { createElement } from "react";
import { adminMediaMessages as t } from "~/i18n/nl.admin-media";
import type { Props } from "./puck-component";

export interface MediaChoice {
  id: number;
  title: string;
  alt: string;
  src: string;
  width: number;
  height: number;
  thumbnail: string;
}

export const mediaField: ExternalField<MediaChoice | null> = {
  type: "external",
  label: t.picker.label,
  placeholder: t.picker.placeholder,
  showSearch: true,
  async fetchList({ query }) {
    const response = await fetch("/beheer/media/keuze", { headers: { Accept: "application/json" } });
    if (!response.ok) return [];
    const items = (await response.json()) as MediaChoice[];
    const q = query.trim().toLowerCase();
    return q ? items.filter((i) => `${i.title} ${i.alt}`.toLowerCase().includes(q)) : items;
  },
  mapRow: (item: MediaChoice) => ({
    [t.preview]: createElement("img", { src: item.thumbnail, alt: "", width: 64, className: "admin-thumb" }),
    [t.titleField]: item.title,
    [t.size]: `${item.width} × ${item.height}`,
  }),
  getItemSummary: (item) => item?.title ?? "",
};

/** A newly picked library item sets the block's address, alt text and size. */
export function applyMediaChoice(props: Props, changed: Partial<Record<string, boolean>>): Props {
  const item = props.library as MediaChoice | null | undefined;
  if (!changed.library || !item) return props;
  return { ...props, src: item.src, alt: item.alt, width: item.width, height: item.height };
}
