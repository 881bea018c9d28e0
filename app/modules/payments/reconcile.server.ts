import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { repeatInBackground, type StopJob } from "~/utils/background-job.server";
import { type ClusterRun, onceAcrossInstances } from "~/utils/cluster-lock.server";
import type { Database } from "../../../db/schema";
import { handlePaymentWebhook } from "./payment-webhook.server";

/**
 * The reconciliation job (issue 5, point 6): a missed webhook must never strand an order. Every minute the
 * server re-checks, with the provider, the payments that are still unsettled some minutes after they were
 * started (RECONCILE_AFTER_MINUTES) and applies the same transition as the webhook — the same function, so
 * the same conditional update: running it on several instances at once, or next to a late webhook, still
 * makes one transition and one pair of e-mails. The background job also takes one turn per interval across
 * all instances (runReconciliation: a turn claimed in the database; on PostgreSQL under an advisory lock as
 * well), so each payment is checked with the provider once per turn, not once per instance.
 *
 * Unsettled: the payment is open/pending/authorized in our table (Mollie knows more than we do), or it is
 * paid while its order is still unpaid (the transition after storing the status did not happen — e.g. the
 * test gateway's page crashed between the two). Payments older than MAX_AGE_DAYS are left alone: Mollie
 * expires every payment well before that.
 */

const UNSETTLED = ["open", "pending", "authorized"] as const;
const UNPAID_ORDERS = ["pending", "failed", "on-hold"] as const;
const MAX_AGE_DAYS = 31;
/** At most this many payments per run, oldest first (the next run takes the rest). */
const BATCH = 100;

export interface ReconcileOptions {
  olderThanMinutes: number;
  log: Logger;
  /** Base of the links in the e-mails a transition sends. */
  baseUrl: string;
  now?: Date;
}

export interface ReconcileReport {
  checked: number;
  transitioned: number;
  failed: number;
}

export async function reconcilePayments(
  db: Kysely<Database>,
  options: ReconcileOptions,
): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - options.olderThanMinutes * 60_000).toISOString();
  const after = new Date(now.getTime() - MAX_AGE_DAYS * 86_400_000).toISOString();
  const rows = await db
    .selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .select(["payments.provider_payment_id"])
    .where("payments.created_at", "<", before)
    .where("payments.created_at", ">", after)
    // a reservation of startPayment that never reached the provider has no checkout URL and nothing to check
    .where("payments.checkout_url", "!=", "")
    .where((eb) =>
      eb.or([
        eb("payments.status", "in", UNSETTLED),
        eb.and([eb("payments.status", "=", "paid"), eb("orders.status", "in", UNPAID_ORDERS)]),
      ]),
    )
    .orderBy("payments.created_at")
    .limit(BATCH)
    .execute();
  const report: ReconcileReport = { checked: 0, transitioned: 0, failed: 0 };
  for (const row of rows) {
    report.checked++;
    try {
      const outcome = await handlePaymentWebhook(db, row.provider_payment_id, {
        log: options.log,
        baseUrl: options.baseUrl,
      });
      if (outcome.known && outcome.transitioned) {
        report.transitioned++;
        options.log.info(
          {
            providerPaymentId: row.provider_payment_id,
            orderId: outcome.orderId,
            status: outcome.orderStatus,
          },
          "reconciliation: order moved by a payment whose webhook was missed",
        );
      }
    } catch (error) {
      report.failed++;
      options.log.warn(
        { err: error, providerPaymentId: row.provider_payment_id },
        "reconciliation: check failed",
      );
    }
  }
  return report;
}

/** The lock name of the reconciliation job (see onceAcrossInstances). */
export const RECONCILE_JOB = "reconcile-payments";

/**
 * One turn of the background job: reconcilePayments, unless another instance took the turn less than `everyMs`
 * (default a minute) ago or is running it now (onceAcrossInstances).
 */
export function runReconciliation(
  db: Kysely<Database>,
  options: ReconcileOptions & { everyMs?: number },
): Promise<ClusterRun<ReconcileReport>> {
  return onceAcrossInstances(db, RECONCILE_JOB, options.everyMs ?? 60_000, () =>
    reconcilePayments(db, options),
  );
}

/**
 * Runs runReconciliation every `intervalMs` (default a minute) in the background (repeatInBackground: no
 * overlapping runs, unref'd timer). Returns the stop function graceful shutdown awaits.
 */
export function startReconciler(
  db: Kysely<Database>,
  options: Omit<ReconcileOptions, "now"> & { intervalMs?: number },
): StopJob {
  const everyMs = options.intervalMs ?? 60_000;
  return repeatInBackground(everyMs, async () => {
    try {
      await runReconciliation(db, { ...options, everyMs });
    } catch (error) {
      options.log.error({ err: error }, "reconciliation run failed");
    }
  });
}
