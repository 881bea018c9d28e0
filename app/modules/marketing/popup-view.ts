import type { Block } from "../pages/blocks.schema";
import type { Conditions, FormSuccess, PopupCookie, Trigger } from "./popup-rules";
import type { Popup } from "./popups.server";

/**
 * What the browser script needs of a popup, sent as JSON in its `data-popmake` attribute. The same for every
 * visitor of a page (cached pages are shared): visitor conditions travel as rules, decided in the browser.
 */
export interface PopupClientData {
  id: number;
  slug: string;
  form: "none" | "newsletter" | "contact";
  triggers: Trigger[];
  cookies: PopupCookie[];
  visitor: Pick<Conditions, "logged_in" | "cart"> & {
    disable_on_mobile: boolean;
    disable_on_tablet: boolean;
  };
  stackable: boolean;
  overlay_disabled: boolean;
  close: {
    overlay: boolean;
    esc: boolean;
    f4: boolean;
    form: boolean;
    formDelay: number;
    buttonDelay: number;
  };
  animation: { type: string; speed: number; origin: string };
  position: { location: string; top: number; fixed: boolean; disable_reposition: boolean };
  form_success: FormSuccess;
}

/** The markup-side view of a popup (title, content, size) and its client data. */
export interface PopupView {
  id: number;
  slug: string;
  title: string;
  /** Sanitised HTML (stored sanitised by the back office). */
  content: string;
  /** The page-builder blocks shown instead of `content` (invalid ones already left out); null: rich text. */
  blocks: Block[] | null;
  form: "none" | "newsletter" | "contact";
  size: {
    size: string;
    width: string;
    height: string;
    heightAuto: boolean;
    minWidth: string;
    maxWidth: string;
  };
  zindex: number;
  scrollable: boolean;
  client: PopupClientData;
}

export function popupView(popup: Popup, blocks: Block[] | null = null): PopupView {
  const s = popup.settings;
  return {
    id: popup.id,
    slug: popup.slug,
    title: popup.title,
    content: popup.content,
    blocks,
    form: popup.form,
    size: {
      size: s.size,
      width: s.custom_width,
      height: s.custom_height,
      heightAuto: s.custom_height_auto,
      minWidth: s.responsive_min_width,
      maxWidth: s.responsive_max_width,
    },
    zindex: s.zindex,
    scrollable: s.scrollable_content,
    client: {
      id: popup.id,
      slug: popup.slug,
      form: popup.form,
      triggers: s.triggers,
      cookies: s.cookies,
      visitor: {
        logged_in: s.conditions.logged_in,
        cart: s.conditions.cart,
        disable_on_mobile: s.disable_on_mobile,
        disable_on_tablet: s.disable_on_tablet,
      },
      stackable: s.stackable,
      overlay_disabled: s.overlay_disabled,
      close: {
        overlay: s.close_on_overlay_click,
        esc: s.close_on_esc_press,
        f4: s.close_on_f4_press,
        form: s.close_on_form_submission,
        formDelay: s.close_on_form_submission_delay,
        buttonDelay: s.close_button_delay,
      },
      animation: { type: s.animation_type, speed: s.animation_speed, origin: s.animation_origin },
      position: {
        location: s.location,
        top: s.position_top,
        fixed: s.position_fixed,
        disable_reposition: s.disable_reposition,
      },
      form_success: s.form_success,
    },
  };
}
