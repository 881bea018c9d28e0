import { setCookie, storeNoticeCookieName } from "~/utils/cookies";

/** Spec §3.3/§9.4: the dismissal cookie is `store_notice` + noticeId = `hidden`, path `/`. Kept for a year so
 * the notice stays hidden on later visits (the old site's session cookie forgot it when the browser closed). */
export const STORE_NOTICE_MAX_AGE_S = 60 * 60 * 24 * 365;

export function storeNoticeCookie(noticeId: string, secure: boolean): string {
  return setCookie(storeNoticeCookieName(noticeId), "hidden", { secure, maxAge: STORE_NOTICE_MAX_AGE_S });
}
