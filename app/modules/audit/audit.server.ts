import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import { getState } from "~/utils/context.server";
import type { Database } from "../../../db/schema";
import { adminUser } from "../accounts/guard.server";

/** Who did it: the signed-in staff member and the address the request came from. */
export interface AuditActor {
  userId: number | null;
  /** The user's e-mail address, or "systeem". */
  email: string;
  ip: string;
}

export const SYSTEM_ACTOR: AuditActor = { userId: null, email: "systeem", ip: "" };

export interface AuditEntry {
  /** Dotted English code, e.g. "settings.update", "product.create", "definition.save", "order.status". */
  action: string;
  entityType: string;
  entityId?: string | number;
  /** One Dutch line for the log screen, e.g. "Status van MG-10004: Betaald → In productie". */
  summary: string;
  /** Particulars as JSON (old and new values, version numbers). Never secrets. */
  details?: Record<string, unknown>;
}

/** The actor of an admin request (the admin guard has set the user). */
export function auditActor(context: Readonly<RouterContextProvider>): AuditActor {
  const user = context.get(adminUser);
  return { userId: user.id, email: user.email, ip: getState(context).clientIp };
}

/**
 * Writes one audit row. Pass the transaction of the change itself, so the change and its row commit together
 * (no change without its row, no row for a change that rolled back).
 */
export async function recordAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      created_at: new Date().toISOString(),
      actor_user_id: actor.userId,
      actor: actor.email,
      ip: actor.ip,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId === undefined ? "" : String(entry.entityId),
      summary: entry.summary,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
