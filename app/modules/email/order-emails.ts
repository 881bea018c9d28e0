import { checkoutMessages } from "~/i18n/nl.checkout";
import { hasMadeToMeasure } from "~/modules/checkout/made-to-measure";
import { addressLines, needsBankTransfer, type OrderView } from "~/modules/checkout/order-view";
import { formatDate } from "~/utils/format";
import { formatMoney } from "~/utils/format-money";

/**
 * The order e-mails (pure): a Dutch confirmation to the shopper and a new-order notice to the shop, each as
 * plain text and simple HTML.
 */

const m = checkoutMessages;

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface ShopInfo {
  name: string;
  bank: { account_name: string; iban: string; bic: string };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function summaryRows(order: OrderView): [string, string][] {
  const rows: [string, string][] = [];
  for (const line of order.lines) {
    rows.push([`${line.name} ${m.review.quantity(line.quantity)}`, formatMoney(line.totalInclCents)]);
    for (const o of line.options) rows.push([`  ${o.label}: ${o.value}`, ""]);
  }
  rows.push([m.review.subtotal, formatMoney(order.subtotalInclCents)]);
  rows.push([
    `${m.review.shipping} (${order.shippingLabel})`,
    order.shippingInclCents ? formatMoney(order.shippingInclCents) : m.free,
  ]);
  if (order.feeInclCents) rows.push([order.feeLabel || m.review.fee, formatMoney(order.feeInclCents)]);
  rows.push([m.review.orderTotal, formatMoney(order.totalInclCents)]);
  rows.push([m.review.vat, formatMoney(order.vatCents)]);
  return rows;
}

function bankRows(order: OrderView, shop: ShopInfo): [string, string][] {
  return [
    [m.received.accountName, shop.bank.account_name],
    [m.received.iban, shop.bank.iban],
    [m.received.bic, shop.bank.bic],
    [m.received.reference, order.number],
  ];
}

function textTable(rows: [string, string][]): string {
  return rows.map(([a, b]) => (b ? `${a}: ${b}` : a)).join("\n");
}

function htmlTable(rows: [string, string][]): string {
  const body = rows
    .map(
      ([a, b]) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(a.trim())}</td><td style="padding:4px 0;text-align:right">${escapeHtml(b)}</td></tr>`,
    )
    .join("");
  return `<table style="border-collapse:collapse">${body}</table>`;
}

function details(order: OrderView): [string, string][] {
  return [
    [m.received.number, order.number],
    [m.received.date, formatDate(order.createdAt, "long")],
    [m.received.paymentMethod, order.paymentLabel],
  ];
}

function layout(title: string, paragraphs: string[], sections: { heading: string; html: string }[]): string {
  const p = paragraphs.map((t) => `<p>${escapeHtml(t)}</p>`).join("");
  const s = sections.map((x) => `<h2 style="font-size:16px">${escapeHtml(x.heading)}</h2>${x.html}`).join("");
  return `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif;color:#0f172a"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${p}${s}</body></html>`;
}

/** The confirmation to the shopper; `link` is the thank-you page (absolute URL). */
export function orderConfirmationEmail(order: OrderView, shop: ShopInfo, link: string): EmailContent {
  const bank = needsBankTransfer(order);
  const door = hasMadeToMeasure(order.lines);
  const intro = door
    ? bank
      ? m.email.confirmationBank
      : m.email.confirmationPaid
    : bank
      ? m.email.confirmationBankReady
      : m.email.confirmationPaidReady;
  const subject = m.email.confirmationSubject(order.number);
  const name = order.billing.firstName || order.email;
  const address = addressLines(order.shipping);
  const parts = [
    m.email.greeting(name),
    "",
    intro,
    "",
    textTable(details(order)),
    "",
    textTable(summaryRows(order)),
    "",
    `${m.received.shipping}:`,
    ...address,
  ];
  if (bank) {
    parts.push(
      "",
      `${m.received.bankTitle}:`,
      m.received.bankIntro(formatMoney(order.totalInclCents), order.number, door),
    );
    parts.push(textTable(bankRows(order, shop)));
  }
  parts.push("", `${m.email.view}: ${link}`, "", m.email.closing, shop.name);
  const sections: { heading: string; html: string }[] = [
    { heading: m.received.details, html: htmlTable(details(order)) },
    { heading: m.review.title, html: htmlTable(summaryRows(order)) },
    { heading: m.received.shipping, html: `<p>${address.map(escapeHtml).join("<br>")}</p>` },
  ];
  if (bank) {
    sections.push({
      heading: m.received.bankTitle,
      html: `<p>${escapeHtml(m.received.bankIntro(formatMoney(order.totalInclCents), order.number, door))}</p>${htmlTable(bankRows(order, shop))}`,
    });
  }
  sections.push({
    heading: m.email.view,
    html: `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(m.email.closing)}<br>${escapeHtml(shop.name)}</p>`,
  });
  return {
    subject,
    text: `${parts.join("\n")}\n`,
    html: layout(subject, [m.email.greeting(name), intro], sections),
  };
}

/** The notice to the shop about a new order (placed with bank transfer, or paid). */
export function newOrderEmail(order: OrderView): EmailContent {
  const subject = m.email.newOrderSubject(order.number);
  const customer = `${order.billing.firstName ?? ""} ${order.billing.lastName ?? ""}`.trim() || order.email;
  const intro = m.email.newOrderIntro(customer);
  const contact: [string, string][] = [
    [m.received.email, order.email],
    [m.fields.phone, order.billing.phone ?? ""],
    [m.received.status, order.statusLabel],
  ];
  const billing = addressLines(order.billing);
  const shipping = addressLines(order.shipping);
  const text = [
    intro,
    "",
    textTable([...details(order), ...contact]),
    "",
    textTable(summaryRows(order)),
    "",
    `${m.received.billing}:`,
    ...billing,
    "",
    `${m.received.shipping}:`,
    ...shipping,
    ...(order.customerNote ? ["", `${m.received.note}:`, order.customerNote] : []),
  ].join("\n");
  const sections: { heading: string; html: string }[] = [
    { heading: m.received.details, html: htmlTable([...details(order), ...contact]) },
    { heading: m.review.title, html: htmlTable(summaryRows(order)) },
    { heading: m.received.billing, html: `<p>${billing.map(escapeHtml).join("<br>")}</p>` },
    { heading: m.received.shipping, html: `<p>${shipping.map(escapeHtml).join("<br>")}</p>` },
  ];
  if (order.customerNote)
    sections.push({ heading: m.received.note, html: `<p>${escapeHtml(order.customerNote)}</p>` });
  return { subject, text: `${text}\n`, html: layout(subject, [intro], sections) };
}
