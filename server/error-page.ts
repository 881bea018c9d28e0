import { nl } from "~/i18n/nl";

/** A self-contained Dutch 500 page for errors that happen outside React rendering. */
export function serverErrorHtml(): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${nl.errors.serverErrorTitle} – ${nl.site.name}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${nl.errors.serverErrorTitle}</h1><p>${nl.errors.serverErrorText}</p><p><a href="/">${nl.errors.toHome}</a></p></body></html>`;
}
