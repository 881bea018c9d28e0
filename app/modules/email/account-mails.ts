import { emailMessages } from "~/i18n/nl.email";
import { type EmailContent, escapeHtml } from "./order-emails";

const m = emailMessages.accountExists;

/**
 * The mail to an address that already has an account, when someone ticked "create account" at checkout with
 * it (pure): the order was placed as a guest; how to log in and how to reset the password. `loginUrl` and
 * `lostPasswordUrl` are absolute.
 */
export function accountExistsEmail(input: {
  name: string;
  orderNumber: string;
  loginUrl: string;
  lostPasswordUrl: string;
}): EmailContent {
  const text = [
    m.greeting(input.name),
    "",
    m.intro(input.orderNumber),
    "",
    m.login,
    input.loginUrl,
    "",
    m.reset,
    input.lostPasswordUrl,
    "",
    m.notYou,
    "",
    m.closing,
    m.signature,
  ].join("\n");
  const p = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const link = (href: string, label: string) =>
    `<p><a href="${escapeHtml(href)}" style="color:#0f4c5c">${escapeHtml(label)}</a></p>`;
  const html = [
    `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#0f172a">`,
    `<h1 style="font-size:20px">${escapeHtml(m.title)}</h1>`,
    p(m.greeting(input.name)),
    p(m.intro(input.orderNumber)),
    p(m.login),
    link(input.loginUrl, m.loginButton),
    p(m.reset),
    link(input.lostPasswordUrl, m.resetButton),
    p(m.notYou),
    `<p>${escapeHtml(m.closing)}<br>${escapeHtml(m.signature)}</p>`,
    "</body></html>",
  ].join("");
  return { subject: m.subject, text: `${text}\n`, html };
}
