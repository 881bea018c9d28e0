import { adminRefundsMessages } from "~/i18n/nl.admin-refunds";
import { formatMoney } from "~/utils/format-money";
import { type EmailContent, escapeHtml } from "./order-emails";

/** The shopper's "Terugbetaling" e-mail (pure): plain text and simple HTML, like the order e-mails. */

const m = adminRefundsMessages.email;

export interface RefundEmailInput {
  orderNumber: string;
  /** The shopper's first name, or the e-mail address when there is none. */
  name: string;
  amountCents: number;
  /** True when everything paid for the order has now been refunded. */
  full: boolean;
  /** True for the refund of a second (duplicate) payment of the order. */
  double: boolean;
  /** The staff's description of the refund ("" for none). */
  description: string;
  shopName: string;
}

export function refundEmail(input: RefundEmailInput): EmailContent {
  const subject = m.subject(input.orderNumber);
  const paragraphs = [
    m.greeting(input.name),
    [
      m.intro(formatMoney(input.amountCents), input.orderNumber),
      ...(input.double ? [m.double] : []),
      ...(input.full ? [m.full] : []),
    ].join(" "),
    ...(input.description ? [`${m.reason}: ${input.description}`] : []),
    m.timing,
  ];
  const text = [...paragraphs, `${m.closing}\n${input.shopName}`].join("\n\n");
  const html = `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#0f172a"><h1 style="font-size:20px">${escapeHtml(m.heading)}</h1>${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("")}<p>${escapeHtml(m.closing)}<br>${escapeHtml(input.shopName)}</p></body></html>`;
  return { subject, text: `${text}\n`, html };
}
