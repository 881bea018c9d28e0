import { accountMessages } from "~/i18n/nl.account";
import { type EmailContent, escapeHtml } from "~/modules/email/order-emails";

const m = accountMessages.resetMail;

/** The absolute link of a reset token (origin: PUBLIC_URL when set, never a Host header an attacker sends). */
export function resetLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/mijn-account/wachtwoord-herstellen?token=${encodeURIComponent(token)}`;
}

/** The password-reset e-mail (Dutch, text + HTML). Pure. */
export function passwordResetEmail(link: string): EmailContent {
  const text = [m.greeting, "", m.intro, m.ignore, "", m.linkIntro, link, "", m.closing, m.signature].join(
    "\n",
  );
  const p = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = [
    `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#0f172a">`,
    `<h1 style="font-size:20px">${escapeHtml(m.title)}</h1>`,
    p(m.greeting),
    p(m.intro),
    p(m.ignore),
    p(m.linkIntro),
    `<p><a href="${escapeHtml(link)}" style="color:#0f4c5c">${escapeHtml(m.button)}</a></p>`,
    `<p style="word-break:break-all;color:#475569">${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(m.closing)}<br>${escapeHtml(m.signature)}</p>`,
    "</body></html>",
  ].join("");
  return { subject: m.subject, text, html };
}
