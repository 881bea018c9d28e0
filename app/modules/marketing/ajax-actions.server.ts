import { getSettings } from "~/modules/settings/settings.server";
import type { AjaxAction, AjaxContext } from "~/routes/api/ajax.server";
import { type FormAnswer, submitContact, submitNewsletter } from "./form-submit.server";
import { recordPopupEvent } from "./popup-stats.server";

function valuesOf(body: Record<string, unknown>): Record<string, unknown> {
  const values = body.values;
  return typeof values === "object" && values !== null && !Array.isArray(values)
    ? (values as Record<string, unknown>)
    : {};
}

/** Where a submission came from: "popup:{id}" when the call names its popup, else the page. */
function sourceOf(body: Record<string, unknown>): string {
  const id = Number(body.popup_id);
  return Number.isInteger(id) && id > 0 ? `popup:${id}` : "popup";
}

const callerOf = (ctx: AjaxContext) => ({
  db: ctx.db,
  ip: ctx.ip ?? `session:${ctx.sessionId}`,
  log: ctx.log,
});
const toResult = (a: FormAnswer) => ({ status: a.status, body: { success: a.success, data: a.data } });

/** `pum_sub_form` (spec §7.12): the newsletter signup. */
export const newsletterSignup: AjaxAction = async (ctx, body) =>
  toResult(await submitNewsletter(callerOf(ctx), valuesOf(body), sourceOf(body)));

/** `pum_form` (spec §7.12): the contact form. */
export const contactForm: AjaxAction = async (ctx, body) =>
  toResult(await submitContact(callerOf(ctx), valuesOf(body), sourceOf(body)));

/**
 * `pum_analytics` (spec §7.13): counts an `open` or `conversion` of popup `pid` in our own database — only when
 * the shop turned the beacon on (it is off by default); otherwise nothing is recorded.
 */
export const popupAnalytics: AjaxAction = async (ctx, body) => {
  const { popups } = await getSettings(ctx.db);
  if (!popups.analytics_enabled) return { status: 200, body: { success: false } };
  const event = body.event;
  const pid = Number(body.pid);
  if ((event !== "open" && event !== "conversion") || !Number.isInteger(pid) || pid <= 0)
    return { status: 400, body: { success: false } };
  const recorded = await recordPopupEvent(ctx.db, pid, event);
  return { status: recorded ? 200 : 404, body: { success: recorded } };
};
/** A brake on a script: 30 a minute, 10 at once. */
popupAnalytics.rateLimit = { name: "popup-analytics", capacity: 10, perSecond: 0.5 };
