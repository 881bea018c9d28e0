import type { SubmissionResult } from "@conform-to/react";
import { StatusForm } from "~/components/admin/order-forms";
import { nl } from "~/i18n/nl";

const d = nl.adminOrders.detail;

/** The current status and the form that moves the order on (or the note that a final status stays). */
export function StatusCard(props: {
  csrf: string;
  status: string;
  statusLabel: string;
  next: readonly { id: string; label: string }[];
  busy: boolean;
  lastResult: SubmissionResult<string[]> | null;
}) {
  return (
    <section className="admin-card" aria-labelledby="status-title">
      <h2 id="status-title">{d.statusForm}</h2>
      <p>{d.currentStatus(props.statusLabel)}</p>
      {props.next.length ? (
        <StatusForm
          // A new status offers other next statuses: start the form afresh.
          key={`status-${props.status}`}
          csrf={props.csrf}
          from={props.status}
          next={props.next}
          busy={props.busy}
          lastResult={props.lastResult}
        />
      ) : (
        <p>{d.noNextStatus}</p>
      )}
    </section>
  );
}
