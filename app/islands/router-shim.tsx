// The islands build's stand-in for "react-router" (vite.config.ts aliases it there only): the few exports the
// island components use, without the router. On a page that is not hydrated a link is a plain link (a full page
// load), a form a plain form, the location the browser's, and the root data the page config the server wrote.
import type { AnchorHTMLAttributes, FormHTMLAttributes, ReactNode } from "react";
import { readPageConfig } from "~/utils/page-config";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  prefetch?: string;
  children?: ReactNode;
};

export function Link({ to, prefetch: _prefetch, ...rest }: LinkProps) {
  return <a href={to} {...rest} />;
}

export function Form(props: FormHTMLAttributes<HTMLFormElement>) {
  return <form {...props} />;
}

export function useLocation(): { pathname: string; search: string; hash: string } {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** Only the root's page config is read by island components (its `nonce`, the CSRF token). */
export function useRouteLoaderData<T>(routeId: string): T | undefined {
  if (routeId !== "root") return undefined;
  return { config: readPageConfig() ?? undefined } as T;
}

/** Submits a form the way the browser would (no client-side navigation on an island page). */
export function useSubmit(): (form: HTMLFormElement) => void {
  return (form) => form.requestSubmit();
}
