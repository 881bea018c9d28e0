import { redirect } from "react-router";
import { storeNoticeCookie } from "~/modules/cms/store-notice";
import { getState } from "~/utils/context.server";
import { safeRedirect } from "~/utils/safe-redirect";
import type { Route } from "./+types/dismiss-notice";

/** The no-JS path of the store notice's dismiss button (spec §4.2). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const to = safeRedirect(form.get("redirect_to"));
  const noticeId = String(form.get("notice_id") ?? "");
  if (!/^[\w-]{0,32}$/.test(noticeId)) {
    return redirect(to, { status: 303 });
  }
  return redirect(to, {
    status: 303,
    headers: { "Set-Cookie": storeNoticeCookie(noticeId, getState(context).secureCookies) },
  });
}

export function loader() {
  return redirect("/");
}
