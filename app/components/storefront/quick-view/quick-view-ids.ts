/** The quick view's heading id (quick-view-content.tsx), which describes its dialog (quick-view.tsx). */
export const QUICK_VIEW_TITLE_ID = "quick-view-title";

/** Spec §9.6: the quick-view slider's drag threshold (px) and wrap-around. */
export const QUICK_VIEW_SLIDER = { dragThreshold: 15, loop: true } as const;
