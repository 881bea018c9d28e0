export interface HeaderScrollState {
  stuck: boolean;
  hidden: boolean;
  lastY: number;
}

export interface HeaderScrollOptions {
  /** Scroll offset after which the header is 'stuck'. */
  offset: number;
  /** Header height: hide-on-scroll only acts beyond it. */
  height: number;
  hideOnScroll: boolean;
}

/** Spec §4.7: stuck past the offset; in hide-on-scroll mode, beyond the header height scrolling down hides
 * the header and scrolling up shows it again. Pure, so it is tested without a browser. */
export function nextHeaderState(
  prev: HeaderScrollState,
  y: number,
  opts: HeaderScrollOptions,
): HeaderScrollState {
  const stuck = y > opts.offset;
  let hidden = false;
  if (opts.hideOnScroll && y > opts.height) {
    hidden = y > prev.lastY ? true : y < prev.lastY ? false : prev.hidden;
  }
  return { stuck, hidden, lastY: y };
}

/** Spec §9.7 sticky_height: what the sticky header covers of the window (0 while hidden on scroll). Sticky
 * sections and sidebars keep below it through the `--sticky-height` CSS property the header sets. */
export function stickyHeight(state: HeaderScrollState, height: number): number {
  return state.hidden ? 0 : height;
}
