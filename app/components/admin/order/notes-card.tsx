import type { SubmissionResult } from "@conform-to/react";
import { NoteForm } from "~/components/admin/order-forms";
import { nl } from "~/i18n/nl";

const d = nl.adminOrders.detail;

/**
 * The internal note and the note to the customer. `eventCount` is the number of history rows: a new note adds
 * one, which empties the forms.
 */
export function NotesCard(props: {
  csrf: string;
  eventCount: number;
  busy: boolean;
  lastFor: (intent: "note" | "customer_note") => SubmissionResult<string[]> | null;
}) {
  return (
    <section className="admin-card" aria-labelledby="notes-title">
      <h2 id="notes-title">{d.notes}</h2>
      <NoteForm
        key={`note-${props.eventCount}`}
        csrf={props.csrf}
        kind="note"
        busy={props.busy}
        lastResult={props.lastFor("note")}
      />
      <NoteForm
        key={`customer-note-${props.eventCount}`}
        csrf={props.csrf}
        kind="customer_note"
        busy={props.busy}
        lastResult={props.lastFor("customer_note")}
      />
    </section>
  );
}
