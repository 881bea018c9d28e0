import { nl } from "~/i18n/nl";
import type { OutboxStatus } from "~/modules/email/outbox-status";

const t = nl.adminOffice.email;

/** The Dutch name of a kind of mail; a kind without one is shown by its code. */
export function kindLabel(kind: string): string {
  return t.kinds[kind] ?? kind;
}

/** Wachtend / Verzonden / Mislukt. */
export function StatusBadge({ status }: { status: OutboxStatus }) {
  return <span className={`admin-badge office-status office-status--${status}`}>{t.statuses[status]}</span>;
}
