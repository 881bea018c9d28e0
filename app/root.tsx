import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { AdminForbiddenPage } from "~/components/admin/forbidden-page";
import { useInlineCss } from "~/components/inline-css";
import { useNonce } from "~/components/nonce";
import { BackToTop } from "~/components/storefront/back-to-top";
import { ErrorPage, type ErrorStatus } from "~/components/storefront/error-page";
import { Footer } from "~/components/storefront/footer";
import { Header } from "~/components/storefront/header";
import { PageBehaviour } from "~/components/storefront/page-behaviour";
import { PageLoader } from "~/components/storefront/page-loader";
import { PopupBehaviour } from "~/components/storefront/popups/popup-behaviour";
import { Popups } from "~/components/storefront/popups/popups";
import { StoreNotice } from "~/components/storefront/store-notice";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { Island, useIslandPage } from "~/islands/island";
import { islandsAssets } from "~/islands/islands.server";
import type { AdminForbidden } from "~/modules/accounts/guard.server";
import { currentUser } from "~/modules/accounts/login-session.server";
import { cartLinesForSession } from "~/modules/cart/cart.server";
import { DEFAULT_FRAGMENTS_TIMEOUT_MS } from "~/modules/cart/fragment-cache";
import { miniCartFor } from "~/modules/cart/fragments.server";
import { popupsForPage } from "~/modules/marketing/popups-for-page.server";
import { cachedMenuTree } from "~/modules/menus/menus.server";
import { cachedCheckoutPaymentMethods } from "~/modules/payments/payments.server";
import { getSettings } from "~/modules/settings/settings.server";
import { getState } from "~/utils/context.server";
import { COOKIES, readCookie, storeNoticeCookieName } from "~/utils/cookies";
import { type CsrfRefusal, csrfMiddleware } from "~/utils/csrf.server";
import { jsonForScript, mergeRouteConfig, PAGE_CONFIG_ID, type PageConfig, urls } from "~/utils/page-config";
import { publicUrl } from "~/utils/public-url.server";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import interFont from "./fonts/inter-core-wght-400-900.woff2?url";

export const links: Route.LinksFunction = () => [
  // PNG, not SVG: an SVG icon costs the page an SVG document on the main thread (docs/decisions/034).
  { rel: "icon", href: "/favicon.png", type: "image/png", sizes: "192x192" },
  { rel: "icon", href: "/favicon.ico", sizes: "16x16" },
  { rel: "apple-touch-icon", href: "/favicon.png" },
];

/** Every page action passes the CSRF check first (the one place it is done). */
export const middleware: Route.MiddlewareFunction[] = [csrfMiddleware];

/** The back office (/beheer…, as React Router matches it: any letter case, also its `.data` requests). */
const BACK_OFFICE_PATH = /^\/beheer(?:[/.]|$)/i;

/** Crossing between the back office and the shop reloads the root's data (the back office gets no menu or cart). */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  defaultShouldRevalidate ||
  BACK_OFFICE_PATH.test(currentUrl.pathname) !== BACK_OFFICE_PATH.test(nextUrl.pathname);

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = getState(context);
  // The back office renders no shop header, menu, mini cart, notice or footer: it loads none of them.
  const backOffice = BACK_OFFICE_PATH.test(new URL(request.url).pathname);
  const [settings, menu, footerMenu, paymentMethods, popups] = await Promise.all([
    getSettings(state.db),
    // issue 15 point 5: the menus are edited in the back office (/beheer/menus).
    backOffice ? [] : cachedMenuTree(state.db, "header"),
    backOffice ? [] : cachedMenuTree(state.db, "footer"),
    // polish (issue 16): the footer's payment logos show the methods checkout offers.
    backOffice ? [] : cachedCheckoutPaymentMethods(state.db),
    backOffice ? [] : popupsForPage(state.db, new URL(request.url).pathname, state.log),
  ]);
  const notice = settings.store_notice;
  // No cart cookie, no cart query: most page views never touch the cart tables. A no-JS add-to-cart sets the
  // cookie only in its answer, so the page rendered after that action asks for the cart too.
  const cookies = request.headers.get("cookie");
  const cartLines =
    !backOffice && (readCookie(cookies, COOKIES.itemsInCart) === "1" || state.cartChanged)
      ? await cartLinesForSession(state.db, state.sessionId)
      : [];
  // The header's mini cart renders from this on the server; the browser reuses it as fresh cart fragments.
  const miniCart = cartLines.length ? miniCartFor(cartLines) : null;
  const cartCount = miniCart?.count ?? 0;
  const noticeHidden = readCookie(cookies, storeNoticeCookieName(notice.id)) === "hidden";
  // Only a browser with the logged-in flag costs a session lookup; other page views make no user query.
  const user =
    !backOffice && readCookie(cookies, COOKIES.loggedIn) === "1"
      ? await currentUser(state.db, state.sessionId)
      : null;
  const config: PageConfig = {
    ajax_url: urls.ajax,
    nonce: state.csrfToken,
    currency: "EUR",
    currency_symbol: "€",
    locale: "nl-NL",
    cart_url: urls.cart,
    checkout_url: urls.checkout,
    shop_url: urls.shop,
    store_notice_id: notice.enabled ? notice.id : null,
    header_hide_on_scroll: settings.header.hide_on_scroll,
    wc_ajax_url: "/?wc-ajax=%%endpoint%%",
    request_timeout: DEFAULT_FRAGMENTS_TIMEOUT_MS,
  };
  return {
    config,
    company: settings.company,
    paymentMethods: paymentMethods.map((m) => m.id),
    notice: notice.enabled && notice.text && !noticeHidden ? { id: notice.id, text: notice.text } : null,
    menu,
    footerMenu,
    cartCount,
    miniCart,
    user: user ? { firstName: user.firstName } : null,
    islands: islandsAssets(),
    /** The popups this page may show (issue 14), and whether their analytics beacon is on. */
    popups,
    popupAnalytics: settings.popups.analytics_enabled,
    /** PUBLIC_URL: the origin of canonical links, Open Graph and structured data (app/modules/seo). */
    origin: publicUrl(),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

// Marks the document as scripted before first paint, so no-JS fallbacks (hover menus, submit buttons) hide.
const JS_FLAG = "document.documentElement.classList.replace('no-js','js')";
/**
 * Once the page has loaded (its eager images, the LCP image among them) and its first contentful paint has been
 * presented (the paint timing entry, which the browser reports after the frame reached the screen): preloads the
 * page's island chunks and imports the islands entry, in a task of its own. The paths are the build's own asset
 * URLs. Where the browser reports no paint timing, the next frame after the load stands in for it.
 */
const afterFirstPaint = (src: string, preload: string[]) =>
  `const go=()=>{for(const h of ${JSON.stringify(preload)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}import(${JSON.stringify(src)})};` +
  `const painted=new Promise(r=>{if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true});else requestAnimationFrame(r)});` +
  `const loaded=new Promise(r=>document.readyState==="complete"?r():addEventListener("load",r,{once:true}));` +
  `Promise.all([painted,loaded]).then(()=>setTimeout(go))`;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRootData();
  const matches = useMatches();
  // The back office (the admin layout and its login) has its own frame: no shop header, footer or notice.
  const backOffice = matches.some((m) => m.id.startsWith("routes/admin/"));
  // An island page is not hydrated as a whole: it loads the islands entry, which hydrates only its interactive
  // parts (docs/decisions/014).
  const islands = useIslandPage();
  // The shop's one render-blocking stylesheet (docs/decisions/017). An island page carries it inline, so its
  // first paint needs no second request; a hydrated page links the file (with a precedence React puts it at the
  // top of <head>, ahead of the module preloads).
  const inlineCss = useInlineCss();
  const stylesheet =
    islands && inlineCss ? (
      <style nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineCss }} />
    ) : (
      <link rel="stylesheet" href={appCss} precedence="default" />
    );
  return (
    <html lang="nl" className="no-js" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: JS_FLAG }} suppressHydrationWarning />
        {stylesheet}
        <link rel="preload" href={interFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body
        id="top"
        className={`min-h-screen bg-white text-slate-900 antialiased${backOffice ? "" : " shop-frame"}`}
      >
        <a href="#main" className="skip-link">
          {nl.site.skipToContent}
        </a>
        {backOffice ? (
          <main id="main" className="admin-main">
            {children}
          </main>
        ) : (
          <>
            <Island name="pageLoader" component={PageLoader} props={{}} />
            {data?.notice ? (
              <Island
                name="notice"
                component={StoreNotice}
                props={{ notice: data.notice, csrf: data.config.nonce }}
              />
            ) : null}
            <Island
              name="header"
              component={Header}
              props={{
                menu: data?.menu ?? [],
                hideOnScroll: data?.config.header_hide_on_scroll ?? false,
                cartCount: data?.cartCount ?? 0,
                miniCart: data?.miniCart ?? null,
              }}
            />
            <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
              {children}
            </main>
            {data ? (
              <Footer company={data.company} paymentMethods={data.paymentMethods} columns={data.footerMenu} />
            ) : null}
            <Island name="backToTop" component={BackToTop} props={{}} />
            {data?.popups.length ? (
              <>
                <Popups popups={data.popups} analytics={data.popupAnalytics} />
                <Island
                  name="popups"
                  component={PopupBehaviour}
                  props={{ ids: data.popups.map((p) => p.id) }}
                />
              </>
            ) : null}
          </>
        )}
        <Island name="pageBehaviour" component={PageBehaviour} props={{}} />
        {data ? (
          <script
            type="application/json"
            id={PAGE_CONFIG_ID}
            dangerouslySetInnerHTML={{ __html: jsonForScript(mergeRouteConfig(data.config, matches)) }}
          />
        ) : null}
        {islands ? (
          <>
            {/* After the load and the first contentful paint, so the stylesheet, the LCP image and its frame go first: the
                islands enhance a page that is already usable. The entry and the page's chunks are then fetched
                together. */}
            <script
              type="module"
              nonce={nonce}
              dangerouslySetInnerHTML={{ __html: afterFirstPaint(islands.src, islands.preload) }}
              suppressHydrationWarning
            />
          </>
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

function errorStatus(error: unknown): ErrorStatus {
  if (!isRouteErrorResponse(error)) return 500;
  if (error.status === 404) return 404;
  const refused = (error.data as Partial<CsrfRefusal> | null)?.refused;
  if (error.status === 403 && refused === "csrf") return 403;
  if (error.status === 400 && refused === "bad_form") return 400;
  return 500;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // The admin guard's refusal (middleware: no loader has run, so this boundary renders it).
  const forbidden =
    isRouteErrorResponse(error) && error.status === 403 ? (error.data as Partial<AdminForbidden>) : null;
  if (forbidden?.forbidden)
    return <AdminForbiddenPage csrf={forbidden.csrf ?? ""} staff={forbidden.staff === true} />;
  return <ErrorPage status={errorStatus(error)} />;
}
