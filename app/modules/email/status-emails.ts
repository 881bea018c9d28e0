import { adminOrdersMessages } from "~/i18n/nl.admin-orders";
import type { Settings } from "~/modules/settings/settings.schema";
import { type EmailContent, escapeHtml } from "./order-emails";

/**
 * The customer e-mails of the back office's order changes (pure): "In productie", "Verzonden" (with the track &
 * trace when given), "Afgerond", and a customer note. Dutch, plain text and simple HTML, signed with the
 * company's details from the settings.
 */

const m = adminOrdersMessages.mail;

export type StatusMailStatus = "in-production" | "shipped" | "completed";

export const STATUS_MAIL_STATUSES: readonly StatusMailStatus[] = ["in-production", "shipped", "completed"];

export function hasStatusMail(status: string): status is StatusMailStatus {
  return (STATUS_MAIL_STATUSES as readonly string[]).includes(status);
}

export interface StatusMailInput {
  number: string;
  /** The shopper's first name, or their e-mail address when there is none. */
  name: string;
  /** The account order page or thank-you page (absolute URL). */
  link: string;
  company: Settings["company"];
}

/** A link when the track & trace is a web address; otherwise the code as text. */
function isLink(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value);
}

function companyLines(c: Settings["company"]): string[] {
  return [
    c.name,
    c.street,
    [c.postcode, c.city].filter(Boolean).join("  "),
    c.email,
    c.phone,
    c.kvk ? m.kvk(c.kvk) : "",
    c.vat ? m.vat(c.vat) : "",
  ].filter((l) => l.trim() !== "");
}

function compose(
  input: StatusMailInput,
  subject: string,
  paragraphs: string[],
  extra: string[],
  extraHtml: string,
) {
  const footer = companyLines(input.company);
  const text = [
    m.greeting(input.name),
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(extra.length ? [...extra, ""] : []),
    `${m.orderLink}: ${input.link}`,
    "",
    m.questions,
    ...footer.slice(1),
    "",
    m.closing,
    input.company.name,
  ].join("\n");
  const p = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#0f172a"><h1 style="font-size:20px">${escapeHtml(subject)}</h1>${p(m.greeting(input.name))}${paragraphs.map(p).join("")}${extraHtml}<p><a href="${escapeHtml(input.link)}">${escapeHtml(m.orderLink)}</a></p><p>${escapeHtml(m.closing)}<br>${escapeHtml(input.company.name)}</p><p style="font-size:12px;color:#475569">${escapeHtml(m.questions)}<br>${footer.slice(1).map(escapeHtml).join("<br>")}</p></body></html>`;
  return { subject, text: `${text}\n`, html };
}

/** The mail for an order that moved to `status`; `trackTrace` only shows in the shipped mail. */
export function statusEmail(
  status: StatusMailStatus,
  input: StatusMailInput,
  trackTrace?: string | null,
): EmailContent {
  const subject = m.subject[status](input.number);
  const intro = m.intro[status](input.number);
  if (status !== "shipped") return compose(input, subject, [intro], [], "");
  const code = trackTrace?.trim() ?? "";
  if (!code) return compose(input, subject, [intro, m.noTrackTrace], [], "");
  const shown = isLink(code)
    ? `<a href="${escapeHtml(code)}">${escapeHtml(code)}</a>`
    : `<strong>${escapeHtml(code)}</strong>`;
  return compose(
    input,
    subject,
    [intro],
    [`${m.trackTrace}: ${code}`],
    `<p>${escapeHtml(m.trackTraceIntro)}<br>${shown}</p>`,
  );
}

/** A note from the shop to the customer about their order. */
export function customerNoteEmail(input: StatusMailInput, note: string): EmailContent {
  const subject = m.subject.note(input.number);
  const lines = note.split(/\r?\n/);
  return compose(
    input,
    subject,
    [m.intro.note(input.number)],
    lines,
    `<blockquote style="border-left:3px solid #cbd5e1;margin:0;padding-left:12px">${lines.map(escapeHtml).join("<br>")}</blockquote>`,
  );
}
