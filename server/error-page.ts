import { nl } from "~/i18n/nl";

const PAGES = {
  serverError: { title: nl.errors.serverErrorTitle, text: nl.errors.serverErrorText },
  badRequest: { title: nl.errors.badRequestTitle, text: nl.errors.badRequestText },
} as const;

/** A self-contained Dutch error page for answers given outside React rendering. */
export function errorPageHtml(kind: keyof typeof PAGES): string {
  const { title, text } = PAGES[kind];
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} – ${nl.site.name}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="/">${nl.errors.toHome}</a></p></body></html>`;
}
