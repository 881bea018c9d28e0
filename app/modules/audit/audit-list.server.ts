import type { Kysely } from "kysely";
import { containsAny } from "~/modules/admin/search.server";
import type { Database } from "../../../db/schema";

/** The audit log screen's query (/beheer/logboek): filters, search and paging; newest first by default. */
export interface AuditQuery {
  q: string;
  action: string | null;
  entityType: string | null;
  userId: number | null;
  /** Inclusive bounds as ISO instants (the route turns the chosen days into the shop's day boundaries). */
  fromIso: string | null;
  beforeIso: string | null;
  dir: "asc" | "desc";
  page: number;
  perPage: number;
}

export interface AuditRow {
  id: number;
  createdAt: string;
  actor: string;
  actorUserId: number | null;
  ip: string;
  action: string;
  entityType: string;
  entityId: string;
  summary: string;
  details: string;
}

export async function listAudit(
  db: Kysely<Database>,
  query: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  const base = db
    .selectFrom("audit_log")
    .$if(query.action !== null, (qb) => qb.where("action", "=", query.action as string))
    .$if(query.entityType !== null, (qb) => qb.where("entity_type", "=", query.entityType as string))
    .$if(query.userId !== null, (qb) => qb.where("actor_user_id", "=", query.userId as number))
    .$if(query.fromIso !== null, (qb) => qb.where("created_at", ">=", query.fromIso as string))
    .$if(query.beforeIso !== null, (qb) => qb.where("created_at", "<", query.beforeIso as string))
    .$if(query.q !== "", (qb) =>
      qb.where((eb) => containsAny(eb, ["summary", "actor", "entity_id", "action", "ip"], query.q)),
    );
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy("created_at", query.dir)
      .orderBy("id", query.dir)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
  ]);
  return {
    total: Number(n),
    rows: rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      actor: r.actor,
      actorUserId: r.actor_user_id,
      ip: r.ip,
      action: r.action,
      entityType: r.entity_type,
      entityId: r.entity_id,
      summary: r.summary,
      details: r.details,
    })),
  };
}

/** The choices of the filters: the actions, entity types and users that occur in the log. */
export async function auditFilterOptions(db: Kysely<Database>) {
  const [actions, entities, users] = await Promise.all([
    db.selectFrom("audit_log").select("action").distinct().orderBy("action").execute(),
    db.selectFrom("audit_log").select("entity_type").distinct().orderBy("entity_type").execute(),
    db
      .selectFrom("audit_log")
      .select(["actor_user_id", "actor"])
      .where("actor_user_id", "is not", null)
      .distinct()
      .orderBy("actor")
      .execute(),
  ]);
  return {
    actions: actions.map((r) => r.action),
    entityTypes: entities.map((r) => r.entity_type),
    users: users.map((r) => ({ id: r.actor_user_id as number, email: r.actor })),
  };
}
