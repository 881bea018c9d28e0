/** Spec §3.3/§9.4: the dismissal cookie is `store_notice` + noticeId = `hidden`, path `/`. Kept for a year so
 * the notice stays hidden on later visits (the old site's session cookie forgot it when the browser closed). */
export const STORE_NOTICE_MAX_AGE_S = 60 * 60 * 24 * 365;

export function storeNoticeCookieName(noticeId: string): string {
  return `store_notice${noticeId}`;
}

export function storeNoticeCookie(noticeId: string, secure: boolean): string {
  return `${storeNoticeCookieName(noticeId)}=hidden; Path=/; Max-Age=${STORE_NOTICE_MAX_AGE_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Only same-site relative paths are followed after a dismissal. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  return value;
}
