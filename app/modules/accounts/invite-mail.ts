import { adminPeopleMessages } from "~/i18n/nl.admin-people";
import { type EmailContent, escapeHtml } from "~/modules/email/order-emails";

const m = adminPeopleMessages.inviteMail;

/**
 * The invitation e-mail (Dutch, text + HTML). Pure. `link` is the set-password link (the reset page with the
 * invite's token, see resetLink), `loginUrl` where the new user logs in afterwards, `role` the Dutch role name.
 */
export function inviteEmail(link: string, loginUrl: string, role: string): EmailContent {
  const text = [
    m.greeting,
    "",
    m.intro(role),
    "",
    m.linkIntro,
    link,
    "",
    m.login,
    loginUrl,
    "",
    m.closing,
    m.signature,
  ].join("\n");
  const p = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = [
    `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#0f172a">`,
    `<h1 style="font-size:20px">${escapeHtml(m.title)}</h1>`,
    p(m.greeting),
    p(m.intro(role)),
    p(m.linkIntro),
    `<p><a href="${escapeHtml(link)}" style="color:#0f4c5c">${escapeHtml(m.button)}</a></p>`,
    `<p style="word-break:break-all;color:#475569">${escapeHtml(link)}</p>`,
    p(m.login),
    `<p><a href="${escapeHtml(loginUrl)}" style="color:#0f4c5c">${escapeHtml(loginUrl)}</a></p>`,
    `<p>${escapeHtml(m.closing)}<br>${escapeHtml(m.signature)}</p>`,
    "</body></html>",
  ].join("");
  return { subject: m.subject, text, html };
}
