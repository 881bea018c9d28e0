// Who sees a content page's block edit tooltips (issue 15 point 6, spec §6): a logged-in redacteur or
// administrator. Everyone else gets null, so their page carries no edit markup at all. A request with the
// logged-in cookie is never stored in or served from the anonymous page cache (server/page-cache-key.ts), so
// such a page cannot reach another visitor.
import type { RequestState } from "~/utils/context.server";
import { COOKIES, readCookie } from "~/utils/cookies";
import { currentUser } from "../accounts/login-session.server";
import { canEditPages } from "../accounts/roles";
import { menuIdParam, type PageEditContext } from "./block-edit";

export async function pageEditContext(
  request: Request,
  state: Pick<RequestState, "db" | "sessionId">,
  pageId: number,
): Promise<PageEditContext | null> {
  if (readCookie(request.headers.get("cookie"), COOKIES.loggedIn) !== "1") return null;
  const user = await currentUser(state.db, state.sessionId);
  if (!user || !canEditPages(user.role)) return null;
  return { pageId, menuId: menuIdParam(new URL(request.url).searchParams.get("menu_id")) };
}
