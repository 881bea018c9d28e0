import type { ReactNode } from "react";

/** A table that scrolls sideways on narrow screens; focusable (keyboard scrolling) and named. */
export function TableWrap({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={`admin-table-wrap ${className ?? ""}`} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
