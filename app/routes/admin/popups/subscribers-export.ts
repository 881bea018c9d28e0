import { popupAdminMessages } from "~/i18n/nl.admin-popups";
import { listSubscribers } from "~/modules/marketing/newsletter.server";
import { subscribersCsv } from "~/modules/marketing/subscribers-csv";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/subscribers-export";

/** The newsletter list with its consent records as CSV (UTF-8, semicolons, as Dutch spreadsheets read it). */
export async function loader({ context }: Route.LoaderArgs) {
  const rows = await listSubscribers(getState(context).db);
  return new Response(subscribersCsv(popupAdminMessages.subscribers.csvHeader, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="nieuwsbrief-abonnees.csv"',
      "Cache-Control": "no-store",
    },
  });
}
