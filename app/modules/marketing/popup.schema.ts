import { z } from "zod";
import { DEFAULT_COOKIE_TIME, PAGE_TYPES } from "./popup-rules";

/** The forms a popup can hold. */
export const POPUP_FORMS = ["none", "newsletter", "contact"] as const;
export type PopupForm = (typeof POPUP_FORMS)[number];

export const POPUP_SIZES = [
  "medium",
  "auto",
  "responsive",
  "custom",
  "tiny",
  "small",
  "large",
  "xlarge",
] as const;

const trigger = z.object({
  type: z.string().min(1),
  settings: z
    .object({
      delay: z.number().min(0).max(3600).optional(),
      cookie_name: z.array(z.string()).optional(),
      extra_selectors: z.string().max(500).optional(),
      do_default: z.boolean().optional(),
      form: z.string().optional(),
    })
    .default({}),
});

const cookie = z.object({
  event: z.enum(["on_popup_open", "on_popup_close", "manual", "form_success"]),
  settings: z.object({
    name: z.string().regex(/^[\w-]+$/),
    time: z.string().default(DEFAULT_COOKIE_TIME),
  }),
});

/**
 * A popup's settings (spec §3.13) with the defaults of spec §9.8; stored as JSON in `popups.settings`. Every
 * field has a default, so a row stored by an older version reads with today's defaults.
 */
export const popupSettingsSchema = z.object({
  theme_id: z.number().int().default(1),
  /** Page-builder blocks (Puck data as JSON, checked by cleanPageData on save) shown instead of `content`; "" none. */
  content_blocks: z.string().max(500_000).default(""),
  triggers: z.array(trigger).default([]),
  cookies: z.array(cookie).default([]),
  conditions: z
    .object({
      page_types: z.array(z.enum(PAGE_TYPES)).default([]),
      pages: z.array(z.string().regex(/^\//)).default([]),
      products: z.array(z.number().int().positive()).default([]),
      logged_in: z.enum(["any", "yes", "no"]).default("any"),
      cart: z.enum(["any", "empty", "not_empty"]).default("any"),
    })
    .default({ page_types: [], pages: [], products: [], logged_in: "any", cart: "any" }),
  disable_on_mobile: z.boolean().default(false),
  disable_on_tablet: z.boolean().default(false),
  size: z.enum(POPUP_SIZES).default("medium"),
  responsive_min_width: z.string().default("0%"),
  responsive_max_width: z.string().default("100%"),
  custom_width: z.string().default("640px"),
  custom_height: z.string().default("380px"),
  custom_height_auto: z.boolean().default(false),
  scrollable_content: z.boolean().default(false),
  position_from_trigger: z.boolean().default(false),
  position_fixed: z.boolean().default(false),
  location: z.string().default("center top"),
  position_top: z.number().int().default(100),
  position_bottom: z.number().int().default(0),
  position_left: z.number().int().default(0),
  position_right: z.number().int().default(0),
  zindex: z.number().int().default(1999999999),
  disable_reposition: z.boolean().default(false),
  overlay_disabled: z.boolean().default(false),
  stackable: z.boolean().default(false),
  close_on_overlay_click: z.boolean().default(true),
  close_on_form_submission: z.boolean().default(false),
  close_on_form_submission_delay: z.number().int().min(0).default(0),
  close_on_esc_press: z.boolean().default(true),
  close_on_f4_press: z.boolean().default(false),
  close_button_delay: z.number().int().min(0).default(0),
  animation_type: z.enum(["none", "fade", "slide", "fadeAndSlide", "grow"]).default("fade"),
  animation_speed: z.number().int().min(0).max(5000).default(350),
  animation_origin: z.string().default("center top"),
  open_sound: z.string().default("none"),
  custom_sound: z.string().default(""),
  form_success: z
    .object({
      cookie: z.boolean().default(true),
      closepopup: z.boolean().default(false),
      closedelay: z.number().int().min(0).default(0),
      openpopup: z.boolean().default(false),
      openpopup_id: z.number().int().default(0),
      redirect_enabled: z.boolean().default(false),
      redirect: z.string().default(""),
    })
    .default({
      cookie: true,
      closepopup: false,
      closedelay: 0,
      openpopup: false,
      openpopup_id: 0,
      redirect_enabled: false,
      redirect: "",
    }),
});

export type PopupSettings = z.output<typeof popupSettingsSchema>;

/** A stored popup's settings; unreadable JSON reads as the defaults (logged by the caller). */
export function parsePopupSettings(json: string): { settings: PopupSettings; ok: boolean } {
  try {
    const parsed = popupSettingsSchema.safeParse(JSON.parse(json));
    if (parsed.success) return { settings: parsed.data, ok: true };
  } catch {
    // fall through
  }
  return { settings: popupSettingsSchema.parse({}), ok: false };
}
