// One Puck component of the builder: its Dutch label, fields, starting props and preview (puck-config.tsx and
// puck-shop-blocks.tsx build theirs with it).
import type { Fields } from "@puckeditor/core";

// biome-ignore lint/suspicious/noExplicitAny: Puck's render props are typed per component; slots arrive as components
export type Props = Record<string, any>;

export const html = (label: string) => ({ type: "textarea" as const, label });
export const text = (label: string) => ({ type: "text" as const, label });

export function component(
  label: string,
  fields: Fields<Props>,
  defaultProps: Props,
  render: (props: Props) => React.ReactElement,
) {
  return { label, fields, defaultProps, render };
}
