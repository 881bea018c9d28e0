import { toCsv } from "~/modules/orders/order-list";
import type { SubscriberRow } from "./newsletter.server";

/** The newsletter list as the shop's CSV (the orders export's format): one row per address with its consent record. */
export function subscribersCsv(header: readonly string[], rows: readonly SubscriberRow[]): string {
  return toCsv(
    header,
    rows.map((r) => [
      r.email,
      r.name,
      r.status,
      r.consented_at,
      r.consent_text,
      r.consent_version,
      r.consent_source,
      r.confirmed_at ?? "",
      r.unsubscribed_at ?? "",
    ]),
  );
}
