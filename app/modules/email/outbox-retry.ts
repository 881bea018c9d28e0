/** The outbox sender's timing rules (pure). */

/** A row is given up (failed_at set, error kept) after this many attempts. */
export const MAX_ATTEMPTS = 10;
/** How long a sender's claim on a row lasts; longer than one send can take with the SMTP time-outs. */
export const CLAIM_MS = 2 * 60_000;
/** Rows older than this are not sent any more (e.g. mails stored while SMTP was not configured). */
export const STALE_AFTER_MS = 3 * 24 * 60 * 60_000;

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait after the `attempts`-th failed attempt: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  const n = Math.max(1, Math.floor(attempts));
  return Math.min(FIRST_RETRY_MS * 2 ** (n - 1), LONGEST_RETRY_MS);
}
