/** The moderation screen's filters (spec §2.5 reviews: held for moderation, approve / spam / delete). */
export const MODERATION_FILTERS = ["pending", "approved", "spam"] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];
export const MODERATION_ACTIONS = ["approve", "unapprove", "spam", "delete"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_PER_PAGE = 25;
