import { popupMessages } from "~/i18n/nl.popups";
import { type EmailContent, escapeHtml } from "~/modules/email/order-emails";

const m = popupMessages.newsletter.mail;

/** The newsletter's links, absolute from the shop's public origin (PUBLIC_URL, never a request's Host). */
export const newsletterLinks = {
  confirm: (origin: string, token: string) =>
    `${origin.replace(/\/+$/, "")}/nieuwsbrief/bevestigen?token=${encodeURIComponent(token)}`,
  unsubscribe: (origin: string, token: string) =>
    `${origin.replace(/\/+$/, "")}/nieuwsbrief/afmelden?token=${encodeURIComponent(token)}`,
};

/** The double opt-in mail: the confirmation link and, as in every newsletter mail, the unsubscribe link. Pure. */
export function confirmationEmail(confirmLink: string, unsubscribeLink: string): EmailContent {
  const text = [
    m.greeting,
    "",
    m.intro,
    m.linkIntro,
    confirmLink,
    "",
    m.ignore,
    "",
    m.signature,
    "",
    `${m.unsubscribe} ${unsubscribeLink}`,
  ].join("\n");
  const p = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = [
    `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#0f172a">`,
    `<h1 style="font-size:20px">${escapeHtml(m.title)}</h1>`,
    p(m.greeting),
    p(m.intro),
    p(m.linkIntro),
    `<p><a href="${escapeHtml(confirmLink)}" style="color:#0f4c5c">${escapeHtml(m.button)}</a></p>`,
    `<p style="word-break:break-all;color:#475569">${escapeHtml(confirmLink)}</p>`,
    p(m.ignore),
    p(m.signature),
    `<p style="font-size:12px;color:#475569">${escapeHtml(m.unsubscribe)} <a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(unsubscribeLink)}</a></p>`,
    "</body></html>",
  ].join("");
  return { subject: m.subject, text, html };
}
